import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { VERIFICATION_EXPIRED } from '@machines/auth-dialog/auth-notices';
import type { ProfileField } from '@machines/sign-up/sign-up.types';
import { StepForm } from '../StepForm';
import { useFocusAfterFailure } from '../useFocusAfterFailure';
import type { SignUpActorRef } from './signUpActor';
import { StepHeader } from './StepHeader';

const FIELDS: { field: ProfileField; label: string; autoComplete: string }[] = [
  { field: 'name', label: 'Full name', autoComplete: 'name' },
  { field: 'designation', label: 'Designation', autoComplete: 'organization-title' },
  { field: 'company', label: 'Company', autoComplete: 'organization' },
];

export function ProfileStep({ actor }: { actor: SignUpActorRef }) {
  const context = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag('loading'));
  // Register found the phone verification expired: only a new code helps, so the step offers it.
  const expired = useSelector(actor, (s) => s.hasTag('verificationExpired'));
  const first = useRef<HTMLInputElement>(null);
  const restart = useRef<HTMLButtonElement>(null);
  useFocusAfterFailure(expired ? restart : first, busy);

  return (
    <StepForm onSubmit={() => actor.send({ type: 'profile.submit' })}>
      <Stack>
        <StepHeader
          step={4}
          title="About you"
          description={
            expired
              ? 'Tell us who you are and where you work.'
              : 'Your phone is verified. Tell us who you are and where you work.'
          }
        />
        {expired && (
          <Alert color="orange" variant="light" title={VERIFICATION_EXPIRED.title}>
            <Stack gap="xs" align="flex-start">
              {VERIFICATION_EXPIRED.message}
              <Button
                ref={restart}
                size="compact-sm"
                loading={busy}
                onClick={() => actor.send({ type: 'verification.restart' })}
              >
                Verify your number again
              </Button>
            </Stack>
          </Alert>
        )}
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
        <Button type="submit" loading={busy && !expired} disabled={expired} fullWidth>
          Create Account
        </Button>
      </Stack>
    </StepForm>
  );
}
