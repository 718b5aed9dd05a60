import { Button, Center, Code, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

/** Shown instead of a blank page when rendering fails. */
export function RecoveryScreen({
  error,
  onReload = () => window.location.reload(),
}: {
  error?: unknown;
  onReload?: () => void;
}) {
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <Center mih="100vh" p="md" component="main">
      <Stack align="center" maw={520} ta="center">
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed">
          This page hit an unexpected error. Reloading usually fixes it; your theme choice is kept.
        </Text>
        {detail && <Code block>{detail}</Code>}
        <Button leftSection={<IconRefresh size={18} />} onClick={onReload}>
          Reload the page
        </Button>
      </Stack>
    </Center>
  );
}
