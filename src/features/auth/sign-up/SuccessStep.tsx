import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import type { SignUpActorRef } from './signUpActor';

export function SuccessStep({ actor }: { actor: SignUpActorRef }) {
  const user = useSelector(actor, (s) => s.context.user);
  return (
    <Stack align="center" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" color="green">
        <IconCircleCheck size={34} aria-hidden />
      </ThemeIcon>
      <Title order={3} size="h4">
        You&apos;re all set{user?.name ? `, ${user.name}` : ''}!
      </Title>
      <Text size="sm" c="dimmed">
        {user?.company ? `The account for ${user.company} is ready.` : 'Your account is ready.'}{' '}
        Open the dashboard to choose your first agent and start its free trial.
      </Text>
      <Button
        data-autofocus
        autoFocus
        fullWidth
        onClick={() => actor.send({ type: 'dashboard.open' })}
      >
        Access Dashboard
      </Button>
    </Stack>
  );
}
