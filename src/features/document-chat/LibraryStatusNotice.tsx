import { Group, Loader, Text } from '@mantine/core';
import { useEffect } from 'react';
import { notifyError } from '@/components/notify';
import type { DocumentLibrary } from '@/lib/documents/library';
import type { DocumentUser } from '@/lib/documents/types';

/**
 * While the library kept in this browser is restored, says so (questions asked meanwhile are
 * answered once it is ready); then tells the user, once, what of theirs could not be restored
 * (only about documents they may see).
 */
export function LibraryStatusNotice({
  library,
  user,
}: {
  library: DocumentLibrary | null;
  user: DocumentUser | null;
}) {
  const status = library?.getStatus();
  const told = library && user ? library.problemsFor(user).join(' ') : '';
  useEffect(() => {
    if (!library || !user || !told) return;
    notifyError('Some Documents Were Not Restored', told);
    library.acknowledgeProblems(user);
  }, [library, user, told]);
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
