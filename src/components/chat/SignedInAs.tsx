import { useEffect, type ReactNode } from 'react';
import type { SessionUser } from '@machines/session/session.types';
import { SessionActor } from '@/app/session';

/** Test users of one company, one per end of the clearance scale. */
export const TEST_OWNER: SessionUser = {
  id: 'test-owner',
  name: 'Olivia Owner',
  companyId: 'test-company',
  clearance: 'Private',
};
export const TEST_ASSOCIATE: SessionUser = {
  id: 'test-associate',
  name: 'Avery Associate',
  companyId: 'test-company',
  clearance: 'Public',
};

function SignIn({ user, children }: { user: SessionUser; children: ReactNode }) {
  const session = SessionActor.useActorRef();
  const current = SessionActor.useSelector((snapshot) => snapshot.context.user);
  useEffect(() => {
    session.send({ type: 'session.signIn', session: { user, token: `token-${user.id}` } });
  }, [session, user]);
  return current?.id === user.id ? children : null;
}

/** Tests: renders children once the session actor has this user signed in. */
export function SignedInAs({ user, children }: { user: SessionUser; children: ReactNode }) {
  return (
    <SessionActor.Provider options={{ input: { storedToken: null } }}>
      <SignIn user={user}>{children}</SignIn>
    </SessionActor.Provider>
  );
}
