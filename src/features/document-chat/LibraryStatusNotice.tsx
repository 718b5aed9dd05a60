import { Group, Loader, Text } from '@mantine/core';
import { useEffect } from 'react';
import { notifyError } from '@/components/notify';
import type { DocumentLibrary } from '@/lib/documents/library';

/**
 * While the library kept in this browser is restored, says so (questions asked meanwhile are
 * answered once it is ready); then tells, once, what could not be restored.
 */
export function LibraryStatusNotice({ library }: { library: DocumentLibrary | null }) {
  const status = library?.getStatus();
  const problems = status?.problems;
  useEffect(() => {
    if (!library || !problems?.length) return;
    notifyError('Some Documents Were Not Restored', problems.join(' '));
    library.acknowledgeProblems();
  }, [library, problems]);
  if (!status?.restoring) return null;
  return (
    <Group gap="xs" role="status">
      <Loader size="xs" aria-hidden />
      <Text size="sm" c="dimmed">
        Loading your document library… Questions you ask now are answered once it is ready.
      </Text>
    </Group>
  );
}
