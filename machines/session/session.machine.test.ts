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

/** The session with the app's token storage; alone, it has no root to tell when it starts or ends. */
function withStorage(ended: () => void = () => {}, started: () => void = () => {}) {
  return { ...sessionEffects.actions, reportSignedOut: ended, reportSignedIn: started };
}

function start(storedToken: string | null) {
  const fetchCurrentUser = settleableActor<SessionUser, unknown>();
  const endServerSession = settleableActor<void, { token: string | null }>();
  const ended = vi.fn();
  const started = vi.fn();
  const restoreFailed = vi.fn();
  const endedElsewhere = vi.fn();
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        fetchCurrentUser: fetchCurrentUser.logic,
        endServerSession: endServerSession.logic,
      },
      actions: {
        ...withStorage(ended, started),
        announceRestoreFailed: restoreFailed,
        announceEndedElsewhere: endedElsewhere,
      },
    }),
    { input: { storedToken } },
  ).start();
  return {
    actor,
    fetchCurrentUser,
    endServerSession,
    ended,
    started,
    restoreFailed,
    endedElsewhere,
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

  it('restores the user from a stored token, loading meanwhile, and tells the root', async () => {
    const { snapshot, fetchCurrentUser, started } = start('abc');
    expect(snapshot().value).toBe('restoring');
    expect(snapshot().hasTag('loading')).toBe(true);
    expect(started).not.toHaveBeenCalled();
    fetchCurrentUser.calls[0]!.resolve(USER);
    await settle();
    expect(snapshot().value).toBe('signedIn');
    expect(snapshot().context).toEqual({ user: USER, token: 'abc' });
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('forgets a token the server no longer knows, and tells the root there is no user', async () => {
    localStorage.setItem(TOKEN_KEY, 'stale');
    const { snapshot, fetchCurrentUser, ended } = start('stale');
    const body = '{"message":"Not signed in"}';
    fetchCurrentUser.calls[0]!.reject(new ApiError(401, `401: ${body}`, body));
    await settle();
    expect(snapshot().value).toBe('signedOut');
    expect(snapshot().context).toEqual({ user: null, token: null });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(ended).toHaveBeenCalledTimes(1);
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

describe('another tab signing out', () => {
  it('signs this tab out as a sign-out here would, leaving the storage to the other tab', async () => {
    const { actor, snapshot, endServerSession, ended, endedElsewhere } = start(null);
    actor.send({ type: 'session.signIn', session: { user: USER, token: 'mine' } });
    // The other tab signed out, then someone signed in there again before this tab heard.
    localStorage.setItem(TOKEN_KEY, 'newer');
    actor.send({ type: 'session.endedElsewhere' });
    expect(snapshot().value).toBe('signingOut');
    expect(endedElsewhere).toHaveBeenCalledTimes(1);
    // This tab's own session is ended at the server (it may not be the one the other tab ended).
    expect(endServerSession.calls[0]!.input).toEqual({ token: 'mine' });
    endServerSession.calls[0]!.resolve();
    await settle();
    expect(snapshot().value).toBe('signedOut');
    expect(snapshot().context).toEqual({ user: null, token: null });
    expect(ended).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('newer');
  });

  it('while the stored token is checked, or could not be: signed out, the root told', async () => {
    const checking = start('abc');
    checking.actor.send({ type: 'session.endedElsewhere' });
    expect(checking.snapshot().value).toBe('signedOut');
    expect(checking.snapshot().context).toEqual({ user: null, token: null });

    const failed = start('abc');
    failed.fetchCurrentUser.calls[0]!.reject(new TypeError('Failed to fetch'));
    await settle();
    expect(failed.snapshot().value).toBe('restoreFailed');
    failed.actor.send({ type: 'session.endedElsewhere' });
    expect(failed.snapshot().value).toBe('signedOut');

    for (const { ended, endServerSession, endedElsewhere } of [checking, failed]) {
      // The root stops waiting for the stored session (a signed-out /dashboard asks to sign in).
      expect(ended).toHaveBeenCalledTimes(1);
      expect(endServerSession.calls).toHaveLength(0);
      expect(endedElsewhere).not.toHaveBeenCalled();
    }
  });

  it('is ignored when this tab is signed out or signing out already', () => {
    const { actor, snapshot, endServerSession } = start(null);
    actor.send({ type: 'session.endedElsewhere' });
    expect(snapshot().value).toBe('signedOut');
    actor.send({ type: 'session.signIn', session: { user: USER, token: 'tok' } });
    actor.send({ type: 'session.signOut' });
    actor.send({ type: 'session.endedElsewhere' });
    expect(snapshot().value).toBe('signingOut');
    expect(endServerSession.calls).toHaveLength(1);
  });
});

/** What the browser does in this tab when another tab changes the token in localStorage. */
function tokenChangedInAnotherTab(token: string | null) {
  if (token === null) localStorage.removeItem(TOKEN_KEY);
  else localStorage.setItem(TOKEN_KEY, token);
  window.dispatchEvent(
    new StorageEvent('storage', { key: TOKEN_KEY, newValue: token, storageArea: localStorage }),
  );
}

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

  it("follows another tab's sign-out told by the storage event, not another tab's sign-in", async () => {
    const { token } = (
      await post('/api/auth/login', { email: DEMO_ACCOUNTS[0].email, password: DEMO_PASSWORD })
    ).body as { token: string };
    localStorage.setItem(TOKEN_KEY, token);
    const actor = createActor(realSession, { input: { storedToken: token } }).start();
    await waitFor(actor, (s) => s.matches('signedIn'));

    tokenChangedInAnotherTab(null);
    await waitFor(actor, (s) => s.matches('signedOut'));
    // This tab told the server too; the storage stays as the other tab left it.
    const me = await fetch('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status).toBe(401);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();

    // A sign-in in another tab is picked up on the next load, not followed here.
    tokenChangedInAnotherTab('f'.repeat(64));
    await settle();
    expect(actor.getSnapshot().value).toBe('signedOut');
    actor.stop();
  });
});
