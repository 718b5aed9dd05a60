import { Modal } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { CodeStep } from './CodeStep';
import { EmailStep } from './EmailStep';
import { PhoneStep } from './PhoneStep';
import { ProfileStep } from './ProfileStep';
import type { SignUpActorRef } from './signUpActor';
import { SuccessStep } from './SuccessStep';

type Step = 'email' | 'phone' | 'otp' | 'profile' | 'success';

/** The 5-step sign-up modal; the sign-up machine decides which step shows. */
export function SignUpDialog({
  actor,
  opened,
  onClose,
}: {
  actor: SignUpActorRef;
  opened: boolean;
  onClose: () => void;
}) {
  const step = useSelector(actor, (s) =>
    typeof s.value === 'string' ? s.value : (Object.keys(s.value)[0] as Step),
  );
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Create your account"
      closeButtonProps={{ 'aria-label': 'Close' }}
      centered
      size="md"
    >
      {step === 'email' && <EmailStep actor={actor} />}
      {step === 'phone' && <PhoneStep actor={actor} />}
      {step === 'otp' && <CodeStep actor={actor} />}
      {step === 'profile' && <ProfileStep actor={actor} />}
      {step === 'success' && <SuccessStep actor={actor} />}
    </Modal>
  );
}
