import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { childActor, useAuthDialogActor } from '@/components/app-system';
import { SignInDialog } from './sign-in/SignInDialog';
import type { SignInActorRef } from './sign-in/signInActor';
import { SignUpDialog } from './sign-up/SignUpDialog';
import type { SignUpActorRef } from './sign-up/signUpActor';

/** The flow actor the auth dialog runs now, or the last one while its dialog fades out. */
function useLastFlow<T>(current: T | undefined): T | undefined {
  const [last, setLast] = useState(current);
  if (current && current !== last) setLast(current);
  return current ?? last;
}

/**
 * The sign-up and sign-in dialogs, opened from anywhere through the auth dialog actor, which
 * runs the open dialog's flow as its child. Closing sends one event; the actor stops the flow.
 */
export function AuthDialogs() {
  const dialog = useAuthDialogActor();
  // A dialog is open while its flow runs: not while the flow's code loads, when only the last,
  // stopped flow could be shown (and what is typed into it would be lost).
  const runningSignUp = useSelector(dialog, (s) => childActor<SignUpActorRef>(s, 'signUp'));
  const runningSignIn = useSelector(dialog, (s) => childActor<SignInActorRef>(s, 'signIn'));
  const signUp = useLastFlow(runningSignUp);
  const signIn = useLastFlow(runningSignIn);
  const close = () => dialog.send({ type: 'dialog.close' });

  return (
    <>
      {signUp && (
        <SignUpDialog actor={signUp} opened={runningSignUp !== undefined} onClose={close} />
      )}
      {signIn && (
        <SignInDialog actor={signIn} opened={runningSignIn !== undefined} onClose={close} />
      )}
    </>
  );
}
