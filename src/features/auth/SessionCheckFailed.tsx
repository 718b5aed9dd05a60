import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useSessionActor } from '@/components/app-system';
import { RESTORE_FAILED } from './session.effects';

/**
 * A page that needs the user while their stored session could not be checked: says so and
 * offers the retry (the toast that said it first may be gone).
 */
export function SessionCheckFailed() {
  const session = useSessionActor();
  const retrying = useSelector(session, (s) => s.hasTag('loading'));
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" gap="md" maw={420} ta="center">
        <Title order={1}>{RESTORE_FAILED.title}</Title>
        <Text c="dimmed">{RESTORE_FAILED.message}</Text>
        <Button loading={retrying} onClick={() => session.send({ type: 'session.retry' })}>
          Try again
        </Button>
      </Stack>
    </Center>
  );
}
