import { createActor, fromPromise, SimulatedClock, waitFor, type AnyActorRef } from 'xstate';
import type { AgentReply, RespondInput } from '../chat/chat.types';
import type { CodeSent } from '../auth-dialog/code-sent';
import type {
  ProcessDocumentInput,
  ProcessedDocument,
} from '../document-upload/document-upload.types';
import { REPLY_DELAY_MS } from '../chat/chat.machine';
import {
  noDuplicateKnown,
  UPLOAD_CONFIRM_DELAY_MS,
} from '../document-upload/document-upload.machine';
import type { SessionPayload, SessionUser } from '../session/session.types';
import type { SignUpFields } from '../sign-up/sign-up.types';
import { ApiError } from '@domain/api-error';
import { provideEffects } from './provide-effects';

/**
 * The whole system at machine level: the root actor with fake effects (no React, no server),
 * driven through one journey — a signed-out visit to the dashboard, sign up, trial, upload,
 * question, answer, sign out —
 * checking the actor tree at each step.
 */

const NINA: SessionUser = {
  id: 'u-nina',
  name: 'Nina Newman',
  companyId: 'c-newco',
  clearance: 'Private',
};

/** The running actors as a tree of ids (promise actors of one call each left out). */
function tree(actor: AnyActorRef): Record<string, unknown> {
  const children = actor.getSnapshot().children as Record<string, AnyActorRef | undefined>;
  const machines = Object.entries(children).filter(
    ([, child]) => child && 'machine' in (child.getSnapshot() as object),
  );
  return Object.fromEntries(machines.map(([id, child]) => [id, tree(child!)]));
}

function child(actor: AnyActorRef, id: string): AnyActorRef {
  const found = (actor.getSnapshot().children as Record<string, AnyActorRef | undefined>)[id];
  if (!found) throw new Error(`${id} is not running under ${actor.id}`);
  return found;
}

const UNAUTHORIZED = new ApiError(401, '401: {"error":"Session expired"}', '');

function startSystem({
  storedToken = null as string | null,
  restore = async (): Promise<SessionUser> => NINA,
} = {}) {
  const clock = new SimulatedClock();
  const calls = { respond: [] as RespondInput[], process: [] as ProcessDocumentInput[] };
  const goToDashboard = vi.fn();
  const resolved = <T, I = unknown>(answer: (input: I) => T) =>
    fromPromise<T, I>(async ({ input }) => answer(input));
  const logic = provideEffects({
    session: {
      actors: {
        fetchCurrentUser: fromPromise<SessionUser>(restore),
        endServerSession: resolved<void, { token: string | null }>(() => undefined),
      },
    },
    authDialog: { actions: { goToDashboard } },
    signUp: {
      actors: {
        validateEmail: resolved<unknown, { email: string }>(() => ({})),
        sendOtp: resolved<CodeSent, { phone: string }>(() => ({ demoCode: null })),
        verifyOtp: resolved<unknown, { phone: string; code: string }>(() => ({})),
        register: resolved<SessionPayload, SignUpFields>(() => ({ user: NINA, token: 't-nina' })),
      },
    },
    chat: {
      actors: {
        respond: fromPromise<AgentReply, RespondInput>(async ({ input }) => {
          calls.respond.push(input);
          return { text: `An answer for ${input.user?.name ?? 'nobody'}` };
        }),
      },
    },
    upload: {
      actors: {
        processDocument: fromPromise<ProcessedDocument, ProcessDocumentInput>(async ({ input }) => {
          calls.process.push(input);
          return { documentId: input.document.documentId, detail: 'I indexed 1 passage.' };
        }),
        findDuplicate: noDuplicateKnown,
      },
    },
  });
  const app = createActor(logic, { input: { storedToken }, clock }).start();
  return { app, clock, calls, goToDashboard };
}

/** A system whose user signed in and opened /dashboard, its dashboard running. */
async function signedInOnDashboard() {
  const { app } = startSystem();
  const session = child(app, 'session');
  session.send({ type: 'session.signIn', session: { user: NINA, token: 't-nina' } });
  app.send({ type: 'dashboard.open' });
  await waitFor(app, (s) => s.matches({ dashboard: 'running' }));
  return { app, session };
}

describe('the app system', () => {
  it('runs a whole journey as one actor tree', async () => {
    const { app, clock, calls, goToDashboard } = startSystem();
    const session = child(app, 'session');
    const authDialog = child(app, 'authDialog');
    expect(tree(app)).toEqual({ session: {}, authDialog: {} });

    // A signed-out visitor opens /dashboard: no dashboard, the sign-in dialog instead.
    app.send({ type: 'dashboard.open' });
    expect(app.getSnapshot().matches({ dashboard: 'awaitingSignIn' })).toBe(true);
    await waitFor(authDialog, (s) => s.matches({ signIn: 'open' }));
    expect(tree(app)).toEqual({ session: {}, authDialog: { signIn: {} } });

    // They follow its link to sign up: the flow runs under the auth dialog once loaded.
    authDialog.send({ type: 'signUp.open' });
    await waitFor(authDialog, (s) => s.matches({ signUp: 'open' }));
    expect(tree(app)).toEqual({ session: {}, authDialog: { signUp: {} } });
    const signUp = child(authDialog, 'signUp');
    signUp.send({ type: 'email.change', value: 'nina@newco.example' });
    signUp.send({ type: 'email.submit' });
    await waitFor(signUp, (s) => s.matches({ phone: 'editing' }));
    signUp.send({ type: 'phone.change', value: '+15557654321' });
    signUp.send({ type: 'phone.submit' });
    await waitFor(signUp, (s) => s.matches({ otp: { code: 'editing' } }));
    signUp.send({ type: 'otp.change', value: '123456' });
    await waitFor(signUp, (s) => s.matches({ profile: 'editing' }));
    signUp.send({ type: 'profile.change', field: 'name', value: 'Nina Newman' });
    signUp.send({ type: 'profile.change', field: 'designation', value: 'Area Manager' });
    signUp.send({ type: 'profile.change', field: 'company', value: 'Newco Stores' });
    signUp.send({ type: 'profile.submit' });
    await waitFor(signUp, (s) => s.matches('success'));
    expect(session.getSnapshot().context.user).toEqual(NINA);

    // Signed in, the dashboard the visitor asked for starts. Success closes the dialog, which
    // stops the flow; the page is already /dashboard.
    await waitFor(app, (s) => s.matches({ dashboard: 'running' }));
    signUp.send({ type: 'dashboard.open' });
    await waitFor(authDialog, (s) => s.matches('closed'));
    expect(goToDashboard).toHaveBeenCalledTimes(1);
    expect(signUp.getSnapshot().status).toBe('stopped');

    // A trial opens the agent's chat and its upload.
    const dashboard = child(app, 'dashboard');
    await waitFor(dashboard, (s) => s.matches({ records: 'ready' }));
    dashboard.send({ type: 'agent.getIt', agentId: 'documents' });
    dashboard.send({ type: 'trial.start' });
    expect(dashboard.getSnapshot().context.trials).toHaveLength(1);
    expect(tree(app)).toEqual({
      session: {},
      authDialog: {},
      dashboard: { chat: { upload: {} } },
    });

    // Upload: processed for the user signed in when it started; the chat hears the outcome.
    const chat = child(dashboard, 'chat');
    const upload = child(chat, 'upload');
    upload.send({
      type: 'files.select',
      files: [new File(['Shrinkage target: 1.4 %'], 'policy.txt')],
    });
    upload.send({ type: 'classification.change', classification: 'Confidential' });
    upload.send({ type: 'upload.confirm' });
    await waitFor(upload, (s) => s.matches({ processing: { files: 'processed' } }));
    expect(calls.process[0]?.uploader).toEqual(NINA);
    clock.increment(UPLOAD_CONFIRM_DELAY_MS);
    await waitFor(upload, (s) => s.matches('idle'));
    const attachment = () =>
      chat.getSnapshot().context.messages.find((m: { attachment?: object }) => m.attachment)
        ?.attachment;
    expect(attachment()).toMatchObject({ name: 'policy.txt', status: 'ready' });

    // A question: answered after the reply delay, for the signed-in user.
    chat.send({ type: 'draft.change', text: 'What is the shrinkage target?' });
    chat.send({ type: 'message.send' });
    clock.increment(REPLY_DELAY_MS);
    await waitFor(chat, (s) => s.matches({ talk: 'idle' }));
    expect(calls.respond[0]).toMatchObject({ text: 'What is the shrinkage target?', user: NINA });
    expect(chat.getSnapshot().context.messages.at(-1)).toMatchObject({
      author: 'agent',
      content: 'An answer for Nina Newman',
    });

    // Sign out with the dashboard on screen: the session tells the root, which stops the
    // dashboard (its trials were this user's) and waits for a sign-in, without opening the
    // sign-in dialog (the sign-out is on its way to the landing page).
    session.send({ type: 'session.signOut' });
    await waitFor(session, (s) => s.matches('signedOut'));
    await waitFor(app, (s) => s.matches({ dashboard: 'awaitingSignIn' }));
    expect(dashboard.getSnapshot().status).toBe('stopped');
    expect(tree(app)).toEqual({ session: {}, authDialog: {} });
    expect(authDialog.getSnapshot().value).toBe('closed');
    app.stop();
  });

  it('a sign-out answered before the dashboard page is left opens no sign-in dialog', async () => {
    const { app, session } = await signedInOnDashboard();

    // The logout is answered while the landing page is still loading: /dashboard is on screen.
    session.send({ type: 'session.signOut' });
    await waitFor(session, (s) => s.matches('signedOut'));
    await waitFor(app, (s) => s.matches({ dashboard: 'awaitingSignIn' }));
    app.send({ type: 'dashboard.close' });
    expect(app.getSnapshot().matches({ dashboard: 'idle' })).toBe(true);
    expect(child(app, 'authDialog').getSnapshot().value).toBe('closed');
    app.stop();
  });

  it('off screen, a dashboard whose session ended starts afresh when its page next opens', async () => {
    const { app, session } = await signedInOnDashboard();
    const dashboard = child(app, 'dashboard');
    await waitFor(dashboard, (s) => s.matches({ records: 'ready' }));
    dashboard.send({ type: 'agent.getIt', agentId: 'documents' });
    dashboard.send({ type: 'trial.start' });
    app.send({ type: 'dashboard.close' });

    session.send({ type: 'session.signOut' });
    await waitFor(app, (s) => s.matches({ dashboard: 'idle' }));
    expect(dashboard.getSnapshot().status).toBe('stopped');
    expect(child(app, 'authDialog').getSnapshot().value).toBe('closed');

    session.send({ type: 'session.signIn', session: { user: NINA, token: 't-nina-2' } });
    app.send({ type: 'dashboard.open' });
    await waitFor(app, (s) => s.matches({ dashboard: 'running' }));
    expect(child(app, 'dashboard').getSnapshot().context.trials).toEqual([]);
    app.stop();
  });

  it('waits for a stored session before choosing between the dashboard and a sign-in', async () => {
    const restored = startSystem({ storedToken: 't-stored' });
    restored.app.send({ type: 'dashboard.open' });
    expect(restored.app.getSnapshot().matches({ dashboard: 'opening' })).toBe(true);
    await waitFor(restored.app, (s) => s.matches({ dashboard: 'running' }));
    expect(child(restored.app, 'authDialog').getSnapshot().value).toBe('closed');
    restored.app.stop();

    const refused = startSystem({
      storedToken: 't-dead',
      restore: () => Promise.reject(UNAUTHORIZED),
    });
    refused.app.send({ type: 'dashboard.open' });
    await waitFor(refused.app, (s) => s.matches({ dashboard: 'awaitingSignIn' }));
    refused.app.stop();
  });

  it('opens and closes an agent page chat as the router enters and leaves the page', async () => {
    const { app } = startSystem();
    app.send({ type: 'agentPage.open', agentId: 'sales' });
    await waitFor(app, (s) => s.matches({ agentPage: 'open' }));
    const first = child(app, 'agentChat');
    expect(first.getSnapshot().context.agentId).toBe('sales');

    // Entering another agent's page before leaving this one: the new one wins.
    app.send({ type: 'agentPage.open', agentId: 'documents' });
    app.send({ type: 'agentPage.close', agentId: 'sales' });
    await waitFor(app, (s) => s.matches({ agentPage: 'open' }));
    expect(first.getSnapshot().status).toBe('stopped');
    expect(child(app, 'agentChat').getSnapshot().context.agentId).toBe('documents');

    app.send({ type: 'agentPage.close', agentId: 'documents' });
    expect(app.getSnapshot().matches({ agentPage: 'closed' })).toBe(true);
    expect(tree(app)).toEqual({ session: {}, authDialog: {} });
    app.stop();
  });
});
