import { AuthDialogActor } from '@/app/session';

/** The landing page's two calls to action: open the sign-up or the sign-in dialog. */
export function useAuthDialog() {
  const dialog = AuthDialogActor.useActorRef();
  return {
    openSignUp: () => dialog.send({ type: 'signUp.open' }),
    openSignIn: () => dialog.send({ type: 'signIn.open' }),
  };
}
