import { Group, Loader, Paper, Text } from '@mantine/core';

/** Shown while the agent prepares its reply. */
export function TypingIndicator({ agentName }: { agentName: string }) {
  return (
    <Group justify="flex-start">
      <Paper px="md" py="xs" radius="lg" bg="var(--mantine-color-default-hover)">
        <Group gap="xs">
          <Loader type="dots" size="sm" aria-hidden />
          <Text size="sm">{agentName} is typing…</Text>
        </Group>
      </Paper>
    </Group>
  );
}
