import { Button, Group, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { CodeInput } from '../CodeInput';
import { DemoCode } from '../DemoCode';
import { StepBackButton } from '../StepBackButton';
import { StepForm } from '../StepForm';
import { useFocusAfterFailure } from '../useFocusAfterFailure';
import type { SignUpActorRef } from './signUpActor';
import { StepHeader } from './StepHeader';

export function CodeStep({ actor }: { actor: SignUpActorRef }) {
  const { phone, otp, demoCode, resendSecondsLeft } = useSelector(actor, (s) => s.context);
  const problem = useSelector(actor, (s) => s.context.problems.otp);
  const verifying = useSelector(actor, (s) => s.matches({ otp: { code: 'verifying' } }));
  const resending = useSelector(actor, (s) => s.matches({ otp: { resend: 'sending' } }));
  const coolingDown = useSelector(actor, (s) => s.matches({ otp: { resend: 'coolingDown' } }));
  const busy = verifying || resending;
  const field = useRef<HTMLInputElement>(null);
  useFocusAfterFailure(field, busy);

  return (
    <StepForm onSubmit={() => actor.send({ type: 'otp.submit' })}>
      <Stack>
        <StepHeader
          step={3}
          title="Enter the code"
          description={`We sent a 6-digit code to ${phone.trim()}.`}
          back={
            <StepBackButton
              label="Back to phone number"
              disabled={busy}
              onClick={() => actor.send({ type: 'step.back' })}
            />
          }
        />
        <DemoCode code={demoCode} />
        <CodeInput
          inputRef={field}
          value={otp}
          onChange={(value) => actor.send({ type: 'otp.change', value })}
          readOnly={busy}
          error={problem}
        />
        <Button type="submit" loading={verifying} disabled={resending} fullWidth>
          Verify
        </Button>
        <Group justify="center" gap="xs">
          <Button
            variant="subtle"
            size="compact-sm"
            loading={resending}
            disabled={coolingDown || verifying}
            onClick={() => actor.send({ type: 'otp.resend' })}
          >
            Resend Code
          </Button>
          {coolingDown && (
            <Text size="sm" c="dimmed">
              available in {resendSecondsLeft} s
            </Text>
          )}
        </Group>
      </Stack>
    </StepForm>
  );
}
