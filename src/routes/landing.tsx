import { Button, Group, Title } from '@mantine/core';
import { AuthDialogActor } from '@/app/session';

export function LandingPage() {
  const dialog = AuthDialogActor.useActorRef();
  return (
    <main>
      <Title order={1}>Retail Ops AI</Title>
      <Group>
        <Button onClick={() => dialog.send({ type: 'signUp.open' })}>Start Your Free Trial</Button>
        <Button onClick={() => dialog.send({ type: 'signIn.open' })}>Sign In</Button>
      </Group>
    </main>
  );
}
