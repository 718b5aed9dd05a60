import { createActor, type AnyActorRef } from 'xstate';
import {
  CoverageRecorder,
  describePath,
  expectActionsRan,
  expectChildrenToFollow,
  planPaths,
  transitionLog,
} from '@/test/machine-paths';
import { answerStep, settleableActor, withPendingEffects } from '@/test/settleable-actor';
import { signInMachine } from '../sign-in/sign-in.machine';
import { signUpMachine } from '../sign-up/sign-up.machine';
import { authDialogMachine, type AuthDialogEvent } from './auth-dialog.machine';

/**
 * Every state and transition of the auth dialog machine, driven on a live actor: the flows' code
 * loads through fakes the test settles when a path says, and after each step the actor must be
 * where the model is, having taken the same transitions, run the same effects and started or
 * stopped the same flows.
 */

/** The flows' code as the loaders deliver it, with effects that never answer. */
const FLOWS = {
  signUp: withPendingEffects(signUpMachine),
  signIn: withPendingEffects(signInMachine),
};

const plan = planPaths<AuthDialogEvent>(authDialogMachine, {
  events: [
    { type: 'xstate.done.actor.loadSignUp', output: FLOWS.signUp },
    { type: 'xstate.error.actor.loadSignUp', error: new Error('offline') },
    { type: 'xstate.done.actor.loadSignIn', output: FLOWS.signIn },
    { type: 'xstate.error.actor.loadSignIn', error: new Error('offline') },
  ],
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  // Only a running flow says it is done (its goToDashboard), and none runs while its code loads.
  filterEvents: (snapshot, event) => event.type !== 'auth.completed' || !snapshot.hasTag('loading'),
});
const coverage = new CoverageRecorder(plan);

const effects = { goToDashboard: vi.fn(), announceUnavailable: vi.fn() };

function start() {
  const fakes = {
    loadSignUp: settleableActor<typeof FLOWS.signUp, unknown>(),
    loadSignIn: settleableActor<typeof FLOWS.signIn, unknown>(),
  };
  const log = transitionLog();
  const logic = authDialogMachine.provide({
    actors: { loadSignUp: fakes.loadSignUp.logic, loadSignIn: fakes.loadSignIn.logic },
    actions: effects,
  });
  return { actor: createActor(logic, { inspect: log.inspect }).start(), fakes, log };
}

describe('auth dialog machine, driven as a live actor', () => {
  it.each(plan.paths.map((path) => [describePath(path), path] as const))(
    '%s',
    async (_name, path) => {
      Object.values(effects).forEach((spy) => spy.mockClear());
      const { actor, fakes, log } = start();
      expect(actor.getSnapshot().value).toEqual(path[0]!.from.value);
      coverage.visit(path[0]!.from);

      for (const step of path) {
        const before = actor.getSnapshot();
        if (!(await answerStep(fakes, step.event))) actor.send(step.event);
        expect(actor.getSnapshot().value).toEqual(step.to.value);
        expect(log.take()).toEqual(step.transitions);
        expectActionsRan(authDialogMachine, step, effects);
        // Closing or switching stops a flow; an open dialog runs the flow its loader delivered.
        expectChildrenToFollow(step, before, actor.getSnapshot());
        const children = actor.getSnapshot().children as Record<string, AnyActorRef | undefined>;
        for (const [id, flow] of Object.entries(FLOWS)) {
          if (children[id]) expect(children[id].getSnapshot().machine).toBe(flow);
        }
        coverage.walk(step);
      }
      actor.stop();
    },
  );

  it('covers every state and every transition', () => {
    const { missingStates, missingTransitions } = coverage.report('auth dialog');
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });
});
