import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useAuthDialogActor } from '@/components/app-system';
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
  const signUpOpen = useSelector(dialog, (s) => s.matches('signUp'));
  const signInOpen = useSelector(dialog, (s) => s.matches('signIn'));
  const signUp = useLastFlow(
    useSelector(dialog, (s) => s.children.signUp as SignUpActorRef | undefined),
  );
  const signIn = useLastFlow(
    useSelector(dialog, (s) => s.children.signIn as SignInActorRef | undefined),
  );
  const close = () => dialog.send({ type: 'dialog.close' });

  return (
    <>
      {signUp && <SignUpDialog actor={signUp} opened={signUpOpen} onClose={close} />}
      {signIn && <SignInDialog actor={signIn} opened={signInOpen} onClose={close} />}
    </>
  );
}
