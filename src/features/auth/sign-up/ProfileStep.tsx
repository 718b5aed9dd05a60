import { Button, Stack, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ProfileField } from '@machines/sign-up/sign-up.types';
import { StepForm } from '../StepForm';
import { useStepFocus } from '../useStepFocus';
import type { SignUpActorRef } from './signUpActor';
import { StepHeader } from './StepHeader';

const FIELDS: { field: ProfileField; label: string; autoComplete: string }[] = [
  { field: 'name', label: 'Full name', autoComplete: 'name' },
  { field: 'designation', label: 'Designation', autoComplete: 'organization-title' },
  { field: 'company', label: 'Company', autoComplete: 'organization' },
];

export function ProfileStep({ actor }: { actor: SignUpActorRef }) {
  const context = useSelector(actor, (s) => s.context);
  const { busy, field: first } = useStepFocus(actor);

  return (
    <StepForm onSubmit={() => actor.send({ type: 'profile.submit' })}>
      <Stack>
        <StepHeader
          step={4}
          title="About you"
          description="Your phone is verified. Tell us who you are and where you work."
        />
        {FIELDS.map(({ field, label, autoComplete }, index) => (
          <TextInput
            key={field}
            ref={index === 0 ? first : undefined}
            label={label}
            autoComplete={autoComplete}
            required
            data-autofocus={index === 0 ? true : undefined}
            autoFocus={index === 0}
            value={context[field]}
            onChange={(e) =>
              actor.send({ type: 'profile.change', field, value: e.currentTarget.value })
            }
            readOnly={busy}
            error={context.problems[field]}
          />
        ))}
        <Button type="submit" loading={busy} fullWidth>
          Create Account
        </Button>
      </Stack>
    </StepForm>
  );
}
