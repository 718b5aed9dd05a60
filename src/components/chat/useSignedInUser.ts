import { SessionActor } from '@/app/session';

/** The signed-in user from the app's session actor (null when signed out). */
export function useSignedInUser() {
  return SessionActor.useSelector((snapshot) => snapshot.context.user);
}
