import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { useAuthDialog } from '@/components/useAuthDialog';

/**
 * /dashboard for a signed-out visitor: the sign-in dialog opens by itself (not after a sign-out,
 * which leaves for the landing page); this stays behind it, so a visitor who closes the dialog
 * can still sign in or sign up.
 */
export function SignInToContinue() {
  const { openSignIn, openSignUp } = useAuthDialog();
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" gap="md" maw={420} ta="center">
        <Title order={1}>Sign in to see your dashboard</Title>
        <Text c="dimmed">
          Your agents, trials and documents are here once you are signed in. New here? Sign up, and
          the dashboard opens when you are done.
        </Text>
        <Group justify="center">
          <Button onClick={openSignIn}>Sign In</Button>
          <Button variant="default" onClick={openSignUp}>
            Sign Up
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
