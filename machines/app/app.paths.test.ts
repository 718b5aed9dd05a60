import {
  createActor,
  fromPromise,
  getNextSnapshot,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import {
  CoverageRecorder,
  describePath,
  describeTransition,
  expectActionsRan,
  expectChildrenToFollow,
  planPaths,
  transitionLog,
  type PathStep,
  type TestPath,
} from '@/test/machine-paths';
import { answerStep, settleableActor, withPendingEffects } from '@/test/settleable-actor';
import { authDialogMachine } from '../auth-dialog/auth-dialog.machine';
import { chatMachine } from '../chat/chat.machine';
import { sessionMachine } from '../session/session.machine';
import { signInMachine } from '../sign-in/sign-in.machine';
import { signUpMachine } from '../sign-up/sign-up.machine';
import { trialMachine } from '../trial/trial.machine';
import { appMachine } from './app.machine';
import type { AppContext, AppEvent } from './app.types';

/**
 * Every state and transition of the app's root machine, driven on a live actor system: the real
 * session and auth dialog run as its children with fake effects, the dashboard's and the chats'
 * code loads through fakes the test settles when a path says, and after each step the root must
 * be where the model is, having taken the same transitions and started or stopped the same
 * children.
 */

/** The code the loaders deliver, with effects that never answer. */
const DASHBOARD = withPendingEffects(trialMachine);
const CHAT = withPendingEffects(chatMachine);

/**
 * The model: the app machine, each transition computed in an actor system of its own, as
 * getNextSnapshot does. xstate/graph computes every transition of its traversal in one system,
 * where the second `dashboard` (or `agentChat`) spawned, with its system id, collides with the
 * first ("Actor with system ID 'agentChat' already exists").
 */
const model: AnyStateMachine = Object.assign(Object.create(appMachine), {
  transition: (snapshot: AnyMachineSnapshot, event: EventObject) =>
    getNextSnapshot(appMachine, snapshot as never, event as AppEvent),
});

const plan = planPaths<AppEvent>(model, {
  input: { storedToken: null },
  events: [
    { type: 'agentPage.open', agentId: 'sales' },
    { type: 'agentPage.open', agentId: 'documents' },
    { type: 'agentPage.close', agentId: 'sales' },
    { type: 'agentPage.close', agentId: 'documents' },
    { type: 'xstate.done.actor.loadDashboard', output: DASHBOARD },
    { type: 'xstate.error.actor.loadDashboard', error: new Error('offline') },
    { type: 'xstate.done.actor.loadChat', output: CHAT },
    { type: 'xstate.error.actor.loadChat', error: new Error('offline') },
  ],
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      agentPage: (snapshot.context as AppContext).agentPageAgentId,
    }),
});
const coverage = new CoverageRecorder(plan);

const effects = { announceUnavailable: vi.fn() };

function start() {
  const fakes = {
    loadDashboard: settleableActor<typeof DASHBOARD, unknown>(),
    loadChat: settleableActor<typeof CHAT, unknown>(),
    endServerSession: settleableActor<void, { token: string | null }>(),
  };
  const log = transitionLog();
  const logic = appMachine.provide({
    actors: {
      session: withPendingEffects(sessionMachine).provide({
        actors: { endServerSession: fakes.endServerSession.logic },
      }),
      authDialog: authDialogMachine.provide({
        actors: {
          loadSignUp: fromPromise(async () => withPendingEffects(signUpMachine)),
          loadSignIn: fromPromise(async () => withPendingEffects(signInMachine)),
        },
      }),
      loadDashboard: fakes.loadDashboard.logic,
      loadChat: fakes.loadChat.logic,
    },
    actions: effects,
  });
  const app = createActor(logic, { input: { storedToken: null }, inspect: log.inspect }).start();
  return { app, fakes, log };
}
type Started = ReturnType<typeof start>;

const childrenOf = (snapshot: AnyMachineSnapshot) =>
  snapshot.children as Record<string, AnyActorRef | undefined>;

/** The session ends as in the app: its user signs out, the server agrees, the root is told. */
async function endSession({ app, fakes }: Started) {
  const session = childrenOf(app.getSnapshot()).session!;
  session.send({ type: 'session.signIn', session: { user: { id: 'u-nina' }, token: 't-nina' } });
  session.send({ type: 'session.signOut' });
  await answerStep(fakes, { type: 'xstate.done.actor.endServerSession' });
}

/** The loaded children run the code delivered, under their system ids, for the open agent. */
function expectLoadedChildren({ app }: Started) {
  const snapshot = app.getSnapshot();
  const { dashboard, agentChat } = childrenOf(snapshot);
  expect(app.system.get('dashboard')).toBe(dashboard);
  expect(app.system.get('agentChat')).toBe(agentChat);
  if (dashboard) expect(dashboard.getSnapshot().machine).toBe(DASHBOARD);
  if (agentChat) {
    expect(agentChat.getSnapshot().machine).toBe(CHAT);
    expect(agentChat.getSnapshot().context.agentId).toBe(snapshot.context.agentPageAgentId);
  }
}

/** Drives `path` on a live system, checking each step; returns its snapshot after each. */
async function drive(path: TestPath<AppEvent>) {
  effects.announceUnavailable.mockClear();
  const started = start();
  const { app, fakes, log } = started;
  expect(app.getSnapshot().value).toEqual(path[0]!.from.value);
  coverage.visit(path[0]!.from);
  const snapshots = [];
  for (const step of path) {
    const before = app.getSnapshot();
    if (step.event.type === 'session.ended') await endSession(started);
    else if (!(await answerStep(fakes, step.event))) app.send(step.event);
    expect(app.getSnapshot().value).toEqual(step.to.value);
    expect(app.getSnapshot().context).toEqual(step.to.context);
    expect(log.take()).toEqual(step.transitions);
    expectActionsRan(appMachine, step, effects);
    expectChildrenToFollow(step, before, app.getSnapshot());
    expectLoadedChildren(started);
    coverage.walk(step);
    snapshots.push(app.getSnapshot());
  }
  app.stop();
  return snapshots;
}

/** The model's step from `from` on `event`, for a path the covering set has no need of. */
function modelStep(from: AnyMachineSnapshot, event: AppEvent | EventObject): PathStep<AppEvent> {
  const transitions = model.getTransitionData(from, event as never).map(describeTransition);
  const to = getNextSnapshot(appMachine, from as never, event as never);
  return { event: event as AppEvent, from, to, edge: 'extra', transitions };
}

const name = (path: TestPath<AppEvent>) =>
  describePath(path, (event) =>
    'agentId' in event ? `${event.type}(${event.agentId})` : undefined,
  );

describe('app machine, driven as a live actor system', () => {
  it.each(plan.paths.map((path) => [name(path), path] as const))('%s', async (_name, path) => {
    await drive(path);
  });

  it('starts a new dashboard once its code loads again after the session ended', async () => {
    const ended = plan.paths.find((path) => {
      const last = path.at(-1)!;
      return last.event.type === 'session.ended' && last.from.matches({ dashboard: 'running' });
    })!;
    const reload = { type: 'xstate.done.actor.loadDashboard', output: DASHBOARD };
    const snapshots = await drive([...ended, modelStep(ended.at(-1)!.to, reload)]);
    const [running, afterEnd, reloaded] = snapshots.slice(-3).map((s) => childrenOf(s).dashboard);
    expect(running).toBeDefined();
    expect(afterEnd).toBeUndefined();
    expect(reloaded).toBeDefined();
    expect(reloaded).not.toBe(running);
  });

  it('covers every state and every transition', () => {
    const { missingStates, missingTransitions } = coverage.report('app');
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });
});
