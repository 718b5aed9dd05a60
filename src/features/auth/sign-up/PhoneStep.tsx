import { Button, Stack, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { StepBackButton } from '../StepBackButton';
import { StepForm } from '../StepForm';
import { useStepFocus } from '../useStepFocus';
import type { SignUpActorRef } from './signUpActor';
import { StepHeader } from './StepHeader';

export function PhoneStep({ actor }: { actor: SignUpActorRef }) {
  const phone = useSelector(actor, (s) => s.context.phone);
  const problem = useSelector(actor, (s) => s.context.problems.phone);
  const { busy, field } = useStepFocus(actor);

  return (
    <StepForm onSubmit={() => actor.send({ type: 'phone.submit' })}>
      <Stack>
        <StepHeader
          step={2}
          title="Your phone number"
          description="We will text a 6-digit code to confirm it is yours."
          back={
            <StepBackButton
              label="Back to email"
              disabled={busy}
              onClick={() => actor.send({ type: 'step.back' })}
            />
          }
        />
        <TextInput
          ref={field}
          label="Phone number"
          type="tel"
          autoComplete="tel"
          placeholder="+1 555 123 4567"
          description="Include the country code"
          required
          data-autofocus
          autoFocus
          value={phone}
          onChange={(e) => actor.send({ type: 'phone.change', value: e.currentTarget.value })}
          readOnly={busy}
          error={problem}
        />
        <Button type="submit" loading={busy} fullWidth>
          Send Code
        </Button>
      </Stack>
    </StepForm>
  );
}
