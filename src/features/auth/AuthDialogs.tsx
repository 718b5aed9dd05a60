import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorOptions, AnyActorLogic } from 'xstate';
import { signInMachine } from '@machines/sign-in/sign-in.machine';
import { signUpMachine } from '@machines/sign-up/sign-up.machine';
import type { SessionPayload } from '@machines/session/session.types';
import { AuthDialogActor, SessionActor } from '@/app/session';
import { inspectAs } from '@/lib/inspection';
import { showAuthError, showAuthSuccess } from './auth-toasts';
import { SignInDialog } from './sign-in/SignInDialog';
import { SignUpDialog } from './sign-up/SignUpDialog';

const signUpInspection = inspectAs('sign-up');
const signInInspection = inspectAs('sign-in');

type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

/**
 * The sign-up and sign-in dialogs, opened from anywhere through the auth dialog actor. Their
 * machines decide; here they get their toasts, the session and navigation. Tests may pass a
 * clock (XState's SimulatedClock) to move the machines' delays by hand.
 */
export function AuthDialogs({ clock }: { clock?: Clock } = {}) {
  const dialog = AuthDialogActor.useActorRef();
  const opened = AuthDialogActor.useSelector((s) => s.value);
  const session = SessionActor.useActorRef();
  const navigate = useNavigate();

  const shared = {
    showError: (_: unknown, notice: Parameters<typeof showAuthError>[0]) => showAuthError(notice),
    showSuccess: (_: unknown, notice: Parameters<typeof showAuthSuccess>[0]) =>
      showAuthSuccess(notice),
    startSession: (_: unknown, payload: SessionPayload) =>
      session.send({ type: 'session.signIn', session: payload }),
    goToDashboard: () => {
      dialog.send({ type: 'dialog.close' });
      void navigate({ to: '/dashboard' });
    },
  };
  // An explicit `clock: undefined` would replace XState's default clock, so pass it only when set.
  const actorOptions = clock ? { clock } : {};
  const signUp = useActorRef(signUpMachine.provide({ actions: shared }), {
    ...actorOptions,
    ...signUpInspection,
  });
  const signIn = useActorRef(
    signInMachine.provide({
      actions: { ...shared, openSignUp: () => dialog.send({ type: 'signUp.open' }) },
    }),
    { ...actorOptions, ...signInInspection },
  );
  const signUpBusy = useSelector(signUp, (s) => s.hasTag('loading'));

  const close = () => {
    signUp.send({ type: 'dialog.close' });
    signIn.send({ type: 'dialog.close' });
    dialog.send({ type: 'dialog.close' });
  };

  return (
    <>
      <SignUpDialog
        actor={signUp}
        opened={opened === 'signUp'}
        onClose={close}
        onSignInInstead={() => {
          if (signUpBusy) return;
          signUp.send({ type: 'dialog.close' });
          dialog.send({ type: 'signIn.open' });
        }}
      />
      <SignInDialog actor={signIn} opened={opened === 'signIn'} onClose={close} />
    </>
  );
}
