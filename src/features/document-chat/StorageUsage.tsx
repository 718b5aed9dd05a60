import { Alert, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatBytes } from '@domain/byte-size';
import {
  estimateStorage,
  NEARLY_FULL_SHARE,
  type StorageUse,
} from '@/lib/documents/store/storage-quota';

/** The browser's estimate, asked again whenever `version` (the library's) changes. */
function useStorageUse(version: number): StorageUse | null {
  const [use, setUse] = useState<StorageUse | null>(null);
  useEffect(() => {
    let current = true;
    void estimateStorage().then((estimate) => {
      if (current) setUse(estimate);
    });
    return () => {
      current = false;
    };
  }, [version]);
  return use;
}

/**
 * How much the user's documents take in this browser; beside it, the browser's total for this
 * app (every account's documents included, so labelled as such: what the browser reports
 * cannot be split by account) against its quota, with a warning from NEARLY_FULL_SHARE.
 */
export function StorageUsage({
  libraryBytes,
  lasting,
  version,
}: {
  libraryBytes: number;
  lasting: boolean;
  version: number;
}) {
  const use = useStorageUse(version);
  if (!lasting) {
    return (
      <Text size="xs" c="dimmed">
        Documents here are kept for this page only: they are gone after a reload.
      </Text>
    );
  }
  const share = use ? use.usedBytes / use.quotaBytes : 0;
  const percent = Math.min(100, Math.round(share * 100));
  return (
    <Stack gap={6}>
      <Text size="xs" c="dimmed">
        Your documents take {formatBytes(libraryBytes)} in this browser
        {use?.persisted ? ', kept even when space runs low' : ''}.
      </Text>
      {use && (
        <>
          <Progress
            value={percent}
            color={share >= NEARLY_FULL_SHARE ? 'red' : 'blue'}
            size="sm"
            aria-label={`Browser storage used by this app, all accounts: ${percent} %`}
          />
          <Text size="xs" c="dimmed">
            This browser&apos;s total for this app, all accounts included:{' '}
            {formatBytes(use.usedBytes)} of {formatBytes(use.quotaBytes)} used ({percent} %)
          </Text>
        </>
      )}
      {share >= NEARLY_FULL_SHARE && (
        <Alert color="red" variant="light" title="Storage nearly full">
          This browser&apos;s storage is {percent} % full. Remove documents you no longer need: an
          upload that does not fit is refused.
        </Alert>
      )}
    </Stack>
  );
}
