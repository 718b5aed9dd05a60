import { useAuthDialogActor } from '@/components/app-system';

/** Calls to action that open the sign-up or the sign-in dialog. */
export function useAuthDialog() {
  const dialog = useAuthDialogActor();
  return {
    openSignUp: () => dialog.send({ type: 'signUp.open' }),
    openSignIn: () => dialog.send({ type: 'signIn.open' }),
  };
}
