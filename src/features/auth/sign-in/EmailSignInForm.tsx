import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { StepForm } from '../StepForm';
import { useStepFocus } from '../useStepFocus';
import type { SignInActorRef } from './signInActor';

export function EmailSignInForm({ actor }: { actor: SignInActorRef }) {
  const { email, password, passwordVisible } = useSelector(actor, (s) => s.context);
  const { busy, field } = useStepFocus(actor);

  return (
    <StepForm onSubmit={() => actor.send({ type: 'email.submit' })}>
      <Stack>
        <TextInput
          ref={field}
          label="Email"
          type="email"
          autoComplete="username"
          placeholder="name@company.com"
          required
          withAsterisk={false}
          data-autofocus
          autoFocus
          value={email}
          onChange={(e) => actor.send({ type: 'email.change', value: e.currentTarget.value })}
          readOnly={busy}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          withAsterisk={false}
          value={password}
          onChange={(e) => actor.send({ type: 'password.change', value: e.currentTarget.value })}
          visible={passwordVisible}
          onVisibilityChange={() => actor.send({ type: 'password.toggle' })}
          visibilityToggleFocusable
          visibilityToggleButtonProps={{
            'aria-label': passwordVisible ? 'Hide password' : 'Show password',
          }}
          readOnly={busy}
        />
        <Button type="submit" loading={busy} fullWidth>
          Sign In
        </Button>
      </Stack>
    </StepForm>
  );
}
