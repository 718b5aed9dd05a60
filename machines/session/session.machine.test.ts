import { ApiError } from '@domain/api-error';
import { createActor, waitFor } from 'xstate';
import type { Server } from 'miragejs';
import { TOKEN_KEY } from '@/lib/storage';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@domain/demo-accounts';
import { post, startTestServer } from '@/test/mirage';
import { settleableActor } from '@/test/settleable-actor';
import { sessionEffects } from '@/features/auth/session.effects';
import { sessionMachine } from './session.machine';
import type { SessionUser } from './session.types';

const USER: SessionUser = { id: 'demo-owner', name: 'Olivia Grant', clearance: 'Private' };

async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** The session with the app's token storage; alone, it has no root to tell when it ends. */
function withStorage(ended: () => void = () => {}) {
  return { ...sessionEffects.actions, reportSignedOut: ended };
}

function start(storedToken: string | null) {
  const fetchCurrentUser = settleableActor<SessionUser, unknown>();
  const endServerSession = settleableActor<void, { token: string | null }>();
  const ended = vi.fn();
  const restoreFailed = vi.fn();
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        fetchCurrentUser: fetchCurrentUser.logic,
        endServerSession: endServerSession.logic,
      },
      actions: { ...withStorage(ended), announceRestoreFailed: restoreFailed },
    }),
    { input: { storedToken } },
  ).start();
  return {
    actor,
    fetchCurrentUser,
    endServerSession,
    ended,
    restoreFailed,
    snapshot: () => actor.getSnapshot(),
  };
}

const realSession = sessionMachine.provide({ ...sessionEffects, actions: withStorage() });

describe('session machine', () => {
  it('starts signed out without a stored token', () => {
    const { snapshot, fetchCurrentUser } = start(null);
    expect(snapshot().value).toBe('signedOut');
    expect(fetchCurrentUser.calls).toHaveLength(0);
  });

  it('restores the user from a stored token, loading meanwhile', async () => {
    const { snapshot, fetchCurrentUser } = start('abc');
    expect(snapshot().value).toBe('restoring');
    expect(snapshot().hasTag('loading')).toBe(true);
    fetchCurrentUser.calls[0]!.resolve(USER);
    await settle();
    expect(snapshot().value).toBe('signedIn');
    expect(snapshot().context).toEqual({ user: USER, token: 'abc' });
  });

  it('forgets a token the server no longer knows', async () => {
    localStorage.setItem(TOKEN_KEY, 'stale');
    const { snapshot, fetchCurrentUser } = start('stale');
    const body = '{"message":"Not signed in"}';
    fetchCurrentUser.calls[0]!.reject(new ApiError(401, `401: ${body}`, body));
    await settle();
    expect(snapshot().value).toBe('signedOut');
    expect(snapshot().context).toEqual({ user: null, token: null });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it.each([
    ['a 503', new ApiError(503, '503: Service unavailable', 'Service unavailable')],
    ['no network', new TypeError('Failed to fetch')],
  ])('keeps the token and offers a retry when restoring meets %s', async (_name, error) => {
    localStorage.setItem(TOKEN_KEY, 'abc');
    const { actor, snapshot, fetchCurrentUser, restoreFailed } = start('abc');
    fetchCurrentUser.calls[0]!.reject(error);
    await settle();
    expect(snapshot().value).toBe('restoreFailed');
    expect(snapshot().hasTag('error')).toBe(true);
    expect(snapshot().context).toEqual({ user: null, token: 'abc' });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('abc');
    expect(restoreFailed).toHaveBeenCalledTimes(1);

    actor.send({ type: 'session.retry' });
    expect(snapshot().value).toBe('restoring');
    fetchCurrentUser.calls[1]!.resolve(USER);
    await settle();
    expect(snapshot().value).toBe('signedIn');
    expect(snapshot().context).toEqual({ user: USER, token: 'abc' });
  });

  it('a sign-in while the sign-out is on its way wins, and the old session is reported ended', async () => {
    const { actor, snapshot, endServerSession, ended } = start(null);
    actor.send({ type: 'session.signIn', session: { user: USER, token: 'old' } });
    actor.send({ type: 'session.signOut' });
    const other = { id: 'demo-ops', name: 'Omar Haddad' };
    actor.send({ type: 'session.signIn', session: { user: other, token: 'new' } });
    expect(snapshot().value).toBe('signedIn');
    expect(snapshot().context).toEqual({ user: other, token: 'new' });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('new');
    expect(ended).toHaveBeenCalledTimes(1);
    endServerSession.calls[0]!.resolve();
    await settle();
    expect(snapshot().context.user).toEqual(other);
  });

  it('forgets the token before the server hears of the sign-out, and hands the call the token', async () => {
    const { actor, endServerSession } = start(null);
    actor.send({ type: 'session.signIn', session: { user: USER, token: 'tok' } });
    actor.send({ type: 'session.signOut' });
    // The logout call has not answered: a tab closed now must come back signed out.
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(endServerSession.calls[0]!.input).toEqual({ token: 'tok' });
  });

  it('signs out when asked while the stored token is still being checked', async () => {
    localStorage.setItem(TOKEN_KEY, 'abc');
    const { actor, snapshot, fetchCurrentUser, endServerSession } = start('abc');
    actor.send({ type: 'session.signOut' });
    expect(snapshot().value).toBe('signingOut');
    fetchCurrentUser.calls[0]!.resolve(USER);
    endServerSession.calls[0]!.resolve();
    await settle();
    expect(snapshot().value).toBe('signedOut');
    expect(snapshot().context).toEqual({ user: null, token: null });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('takes a new sign-in while the stored token is still being checked', async () => {
    const { actor, snapshot, fetchCurrentUser } = start('old');
    actor.send({ type: 'session.signIn', session: { user: USER, token: 'new' } });
    fetchCurrentUser.calls[0]!.reject(new ApiError(401, '401: ', ''));
    await settle();
    expect(snapshot().value).toBe('signedIn');
    expect(snapshot().context).toEqual({ user: USER, token: 'new' });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('new');
  });

  it('signs in with a session: user and token, token stored', () => {
    const { actor, snapshot } = start(null);
    actor.send({ type: 'session.signIn', session: { user: USER, token: 'new' } });
    expect(snapshot().value).toBe('signedIn');
    expect(snapshot().context).toEqual({ user: USER, token: 'new' });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('new');
  });

  it('a second sign-in replaces the user and token', () => {
    const { actor, snapshot } = start(null);
    actor.send({ type: 'session.signIn', session: { user: USER, token: 'one' } });
    const other = { id: 'demo-ops', name: 'Omar Haddad' };
    actor.send({ type: 'session.signIn', session: { user: other, token: 'two' } });
    expect(snapshot().context).toEqual({ user: other, token: 'two' });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('two');
  });

  it.each(['answers', 'fails'])(
    'signs out (loading) and forgets the token when the server %s',
    async (outcome) => {
      const { actor, snapshot, endServerSession, ended } = start(null);
      actor.send({ type: 'session.signIn', session: { user: USER, token: 'tok' } });
      actor.send({ type: 'session.signOut' });
      expect(snapshot().value).toBe('signingOut');
      expect(ended).not.toHaveBeenCalled();
      expect(snapshot().hasTag('loading')).toBe(true);
      if (outcome === 'answers') endServerSession.calls[0]!.resolve();
      else endServerSession.calls[0]!.reject(new Error('offline'));
      await settle();
      expect(snapshot().value).toBe('signedOut');
      expect(snapshot().context).toEqual({ user: null, token: null });
      expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
      // The app's root hears that the session ended (and starts per-user state afresh).
      expect(ended).toHaveBeenCalledTimes(1);
    },
  );
});

describe('session machine against the mock server', () => {
  let server: Server;
  beforeEach(() => {
    ({ server } = startTestServer({ seeded: true }));
  });
  afterEach(() => server.shutdown());

  it('restores a real token with GET /api/auth/me and ends it with POST /api/auth/logout', async () => {
    const { token } = (
      await post('/api/auth/login', { email: DEMO_ACCOUNTS[1].email, password: DEMO_PASSWORD })
    ).body as { token: string };
    localStorage.setItem(TOKEN_KEY, token);
    const actor = createActor(realSession, { input: { storedToken: token } }).start();
    const restored = await waitFor(actor, (s) => !s.hasTag('loading'));
    expect(restored.value).toBe('signedIn');
    expect(restored.context.user).toMatchObject({
      email: DEMO_ACCOUNTS[1].email,
      companyId: 'demo-retail-co',
      clearance: 'Confidential',
    });

    actor.send({ type: 'session.signOut' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    const me = await fetch('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status).toBe(401);
  });

  it('signs out a token the server does not know', async () => {
    localStorage.setItem(TOKEN_KEY, 'unknown');
    const actor = createActor(realSession, { input: { storedToken: 'unknown' } }).start();
    const settled = await waitFor(actor, (s) => !s.hasTag('loading'));
    expect(settled.value).toBe('signedOut');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});
