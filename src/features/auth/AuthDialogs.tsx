import { Modal, Text } from '@mantine/core';
import { AuthDialogActor } from '@/app/session';

/** The sign-up and sign-in dialogs, opened from anywhere through the auth dialog actor. */
export function AuthDialogs() {
  const dialog = AuthDialogActor.useActorRef();
  const state = AuthDialogActor.useSelector((s) => s.value);
  const close = () => dialog.send({ type: 'dialog.close' });
  return (
    <>
      <Modal opened={state === 'signUp'} onClose={close} title="Create your account">
        <Text>Sign-up comes with the authentication issue.</Text>
      </Modal>
      <Modal opened={state === 'signIn'} onClose={close} title="Sign in">
        <Text>Sign-in comes with the authentication issue.</Text>
      </Modal>
    </>
  );
}
