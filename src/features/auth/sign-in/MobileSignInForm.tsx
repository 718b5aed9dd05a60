import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { CodeInput } from '../CodeInput';
import { DemoCode } from '../DemoCode';
import { StepBackButton } from '../StepBackButton';
import { StepForm } from '../StepForm';
import { useStepFocus } from '../useStepFocus';
import type { SignInActorRef } from './signInActor';

function NumberEntry({ actor }: { actor: SignInActorRef }) {
  const mobile = useSelector(actor, (s) => s.context.mobile);
  const { busy, field } = useStepFocus(actor);

  return (
    <StepForm onSubmit={() => actor.send({ type: 'mobile.submit' })}>
      <Stack>
        <TextInput
          ref={field}
          label="Mobile number"
          type="tel"
          autoComplete="tel"
          placeholder="+1 555 123 4567"
          description="We will text you a 6-digit sign-in code"
          required
          data-autofocus
          autoFocus
          value={mobile}
          onChange={(e) => actor.send({ type: 'mobile.change', value: e.currentTarget.value })}
          readOnly={busy}
        />
        <Button type="submit" loading={busy} fullWidth>
          Send Code
        </Button>
      </Stack>
    </StepForm>
  );
}

function CodeEntry({ actor }: { actor: SignInActorRef }) {
  const { mobile, otp, demoCode } = useSelector(actor, (s) => s.context);
  const { busy, field } = useStepFocus(actor);

  return (
    <StepForm onSubmit={() => actor.send({ type: 'otp.submit' })}>
      <Stack>
        <Group gap="xs" wrap="nowrap">
          <StepBackButton
            label="Back to number entry"
            disabled={busy}
            onClick={() => actor.send({ type: 'otp.back' })}
          />
          <Text size="sm">Enter the 6-digit code sent to {mobile.trim()}.</Text>
        </Group>
        <DemoCode code={demoCode} />
        <CodeInput
          inputRef={field}
          value={otp}
          onChange={(value) => actor.send({ type: 'otp.change', value })}
          readOnly={busy}
        />
        <Button type="submit" loading={busy} fullWidth>
          Verify
        </Button>
      </Stack>
    </StepForm>
  );
}

/** The Mobile tab: the number form, then the code sent to it. */
export function MobileSignInForm({ actor }: { actor: SignInActorRef }) {
  const codeSent = useSelector(actor, (s) => s.matches({ mobileTab: 'codeEntry' }));
  return codeSent ? <CodeEntry actor={actor} /> : <NumberEntry actor={actor} />;
}
