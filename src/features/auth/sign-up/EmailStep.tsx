import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useAuthDialogActor } from '@/components/app-system';
import { StepForm } from '../StepForm';
import { useStepFocus } from '../useStepFocus';
import type { SignUpActorRef } from './signUpActor';
import { StepHeader } from './StepHeader';

export function EmailStep({ actor }: { actor: SignUpActorRef }) {
  const email = useSelector(actor, (s) => s.context.email);
  const problem = useSelector(actor, (s) => s.context.problems.email);
  const { busy, field } = useStepFocus(actor);
  // 'Sign in instead' switches dialogs, which stops this flow: not while a check is running.
  const authDialog = useAuthDialogActor();

  return (
    <StepForm onSubmit={() => actor.send({ type: 'email.submit' })}>
      <Stack>
        <StepHeader
          step={1}
          title="Your work email"
          description="Start your 3-month free trial. No credit card required."
        />
        <TextInput
          ref={field}
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="name@company.com"
          required
          data-autofocus
          autoFocus
          value={email}
          onChange={(e) => actor.send({ type: 'email.change', value: e.currentTarget.value })}
          readOnly={busy}
          error={problem}
        />
        <Button type="submit" loading={busy} fullWidth>
          Continue
        </Button>
        <Text size="sm" ta="center">
          Already have an account?{' '}
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => authDialog.send({ type: 'signIn.open' })}
            disabled={busy}
          >
            Sign in
          </Anchor>
        </Text>
      </Stack>
    </StepForm>
  );
}
