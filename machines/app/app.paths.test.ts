import {
  createActor,
  fromPromise,
  getInitialMicrosteps,
  getInitialSnapshot,
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
  takenTransitions,
  transitionLog,
  type PathPlan,
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

const planFrom = (storedToken: string | null) =>
  planPaths<AppEvent>(model, {
    input: { storedToken },
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
/** Who is signed in starts as 'checking' with a stored token, so one plan starts with one. */
const withToken = planFrom('t-stored');
const withoutToken = planFrom(null);
const plan: PathPlan<AppEvent> = {
  ...withToken,
  paths: [...withToken.paths, ...withoutToken.paths],
};
const coverage = new CoverageRecorder(plan);
const storedTokenOf = (path: TestPath<AppEvent>) =>
  (path[0]!.from.context as AppContext).storedToken;

const effects = { announceUnavailable: vi.fn() };

/**
 * The root on a live system. The session runs with effects that never answer, so it tells the
 * root nothing by itself: the paths send its reports (`session.started`, `session.ended`).
 */
function start(storedToken: string | null) {
  const fakes = {
    loadDashboard: settleableActor<typeof DASHBOARD, unknown>(),
    loadChat: settleableActor<typeof CHAT, unknown>(),
  };
  const log = transitionLog();
  const logic = appMachine.provide({
    actors: {
      session: withPendingEffects(sessionMachine),
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
  const app = createActor(logic, { input: { storedToken }, inspect: log.inspect }).start();
  return { app, fakes, log };
}
type Started = ReturnType<typeof start>;

const childrenOf = (snapshot: AnyMachineSnapshot) =>
  snapshot.children as Record<string, AnyActorRef | undefined>;

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
  const started = start(storedTokenOf(path));
  const { app, fakes, log } = started;
  expect(app.getSnapshot().value).toEqual(path[0]!.from.value);
  // The start: who is signed in is settled by an eventless transition, which no step shows.
  const startTransitions = log.take();
  expect(startTransitions).toEqual([expect.stringMatching(/^app\.user\.starting --/)]);
  const [starting] = getInitialMicrosteps(appMachine, { storedToken: storedTokenOf(path) })[0]!;
  coverage.walk({ ...path[0]!, from: starting, to: path[0]!.from, transitions: startTransitions });
  const snapshots = [];
  for (const step of path) {
    const before = app.getSnapshot();
    if (!(await answerStep(fakes, step.event))) app.send(step.event);
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
  const to = getNextSnapshot(appMachine, from as never, event as never) as AnyMachineSnapshot;
  const transitions = takenTransitions(model, from, event, to).map(describeTransition);
  return { event: event as AppEvent, from, to, edge: 'extra', transitions };
}

const name = (path: TestPath<AppEvent>) =>
  `${storedTokenOf(path) ? 'with' : 'without'} a stored token: ${describePath(path, (event) =>
    'agentId' in event ? `${event.type}(${event.agentId})` : undefined,
  )}`;

describe('app machine, driven as a live actor system', () => {
  it.each(plan.paths.map((path) => [name(path), path] as const))('%s', async (_name, path) => {
    await drive(path);
  });

  it('starts a new dashboard on screen once a user signs in again after the session ended', async () => {
    const loaded = { type: 'xstate.done.actor.loadDashboard', output: DASHBOARD } as EventObject;
    const events: (AppEvent | EventObject)[] = [
      { type: 'session.started' },
      { type: 'dashboard.open' },
      loaded,
      { type: 'session.ended' },
      { type: 'session.started' },
      loaded,
    ];
    let from = getInitialSnapshot(appMachine, { storedToken: null }) as AnyMachineSnapshot;
    const path = events.map((event) => {
      const step = modelStep(from, event);
      from = step.to;
      return step;
    });
    const snapshots = await drive(path);
    expect(snapshots[3]!.matches({ dashboard: 'awaitingSignIn' })).toBe(true);
    const [running, afterEnd, , reloaded] = snapshots.slice(2).map((s) => childrenOf(s).dashboard);
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
