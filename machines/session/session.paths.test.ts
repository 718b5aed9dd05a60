import { ApiError } from '@domain/api-error';
import {
  createActor,
  fromCallback,
  getInitialMicrosteps,
  type AnyEventObject,
  type AnyMachineSnapshot,
} from 'xstate';
import {
  CoverageRecorder,
  describePath,
  expectActionsRan,
  planPaths,
  transitionLog,
  type PathPlan,
  type PathStep,
  type TestPath,
} from '@/test/machine-paths';
import { answerStep, settleableActor } from '@/test/settleable-actor';
import { sessionMachine } from './session.machine';
import type { SessionContext, SessionEvent, SessionUser } from './session.types';

/**
 * Every state and transition of the session machine, driven on a live actor: its server calls
 * are fakes the test settles when a path says, another tab's sign-out comes from its
 * `followOtherTabs` actor, and after each step the actor must be where the model is, having taken
 * the same transitions and run the same effects.
 */

const RESTORED: SessionUser = { id: 'u-olivia', name: 'Olivia Grant' };

/** The effects the session runs by name; alone, it has no root for its reports to tell. */
const effects = {
  storeToken: vi.fn(),
  forgetToken: vi.fn(),
  reportSignedIn: vi.fn(),
  reportSignedOut: vi.fn(),
  announceRestoreFailed: vi.fn(),
  announceEndedElsewhere: vi.fn(),
};
/** The model has the spies too: the planner cannot resolve `sendParent` without a parent. */
const model = sessionMachine.provide({ actions: effects });

const planFrom = (storedToken: string | null) =>
  planPaths<SessionEvent>(model, {
    input: { storedToken },
    events: [
      { type: 'session.signIn', session: { user: { id: 'u-nina' }, token: 't-nina' } },
      { type: 'xstate.done.actor.fetchCurrentUser', output: RESTORED },
      // The server refuses the token (forgotten), or cannot answer (kept, retry offered).
      { type: 'xstate.error.actor.fetchCurrentUser', error: new ApiError(401, '401: ', '') },
      { type: 'xstate.error.actor.fetchCurrentUser', error: new TypeError('Failed to fetch') },
      { type: 'xstate.done.actor.endServerSession' },
      { type: 'xstate.error.actor.endServerSession', error: new Error('offline') },
    ],
    serializeState: (snapshot) =>
      JSON.stringify({ value: snapshot.value, context: snapshot.context }),
  });
/** `starting` chooses by the stored token, so one plan starts with a token and one without. */
const withToken = planFrom('t-stored');
const withoutToken = planFrom(null);
const plan: PathPlan<SessionEvent> = {
  ...withToken,
  paths: [...withToken.paths, ...withoutToken.paths],
};
const coverage = new CoverageRecorder(plan);

const storedTokenOf = (path: TestPath<SessionEvent>) =>
  (path[0]!.from.context as SessionContext).token;

/**
 * The start, which no planned step shows: the planner's paths begin where `starting` has already
 * chosen (an eventless transition), so its `from` is the model's first microstep and its
 * transitions are the ones the live actor took.
 */
function startStep(path: TestPath<SessionEvent>, taken: string[]): PathStep {
  const storedToken = storedTokenOf(path);
  const [starting] = getInitialMicrosteps(model, { storedToken })[0]!;
  return {
    event: { type: 'xstate.init' },
    from: starting,
    to: path[0]!.from,
    edge: 'start',
    transitions: taken,
  };
}

function expectAt(actor: ReturnType<typeof start>['actor'], snapshot: AnyMachineSnapshot) {
  expect(actor.getSnapshot().value).toEqual(snapshot.value);
  expect(actor.getSnapshot().context).toEqual(snapshot.context);
}

function start(storedToken: string | null) {
  const fakes = {
    fetchCurrentUser: settleableActor<SessionUser, unknown>(),
    endServerSession: settleableActor<void, { token: string | null }>(),
  };
  const log = transitionLog();
  // What another tab's sign-out looks like to this one: the watcher the session runs tells it.
  const otherTabs = { tell: (_event: AnyEventObject): void => {} };
  const logic = model.provide({
    actors: {
      fetchCurrentUser: fakes.fetchCurrentUser.logic,
      endServerSession: fakes.endServerSession.logic,
      followOtherTabs: fromCallback(({ sendBack }) => {
        otherTabs.tell = sendBack;
      }),
    },
  });
  const actor = createActor(logic, { input: { storedToken }, inspect: log.inspect }).start();
  return { actor, fakes, log, otherTabs };
}

const name = (path: TestPath<SessionEvent>) =>
  `${storedTokenOf(path) ? 'with' : 'without'} a stored token: ${describePath(path)}`;

describe('session machine, driven as a live actor', () => {
  it.each(plan.paths.map((path) => [name(path), path] as const))('%s', async (_name, path) => {
    Object.values(effects).forEach((spy) => spy.mockClear());
    const { actor, fakes, log, otherTabs } = start(storedTokenOf(path));
    expectAt(actor, path[0]!.from);
    const started = startStep(path, log.take());
    expect(started.transitions).toEqual([expect.stringMatching(/^session\.starting --/)]);
    coverage.walk(started);

    for (const step of path) {
      if (step.event.type === 'session.endedElsewhere') otherTabs.tell(step.event);
      else if (!(await answerStep(fakes, step.event))) actor.send(step.event);
      expectAt(actor, step.to);
      expect(log.take()).toEqual(step.transitions);
      // Each effect ran where the model's transitions name it (the root told the session ended).
      expectActionsRan(model, step, effects);
      coverage.walk(step);
    }
    actor.stop();
  });

  it('covers every state and every transition', () => {
    const { missingStates, missingTransitions } = coverage.report('session');
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });
});
