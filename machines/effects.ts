import {
  enqueueActions,
  fromPromise,
  spawnChild,
  type ActorSystem,
  type AnyActorLogic,
  type DoneActorEvent,
  type MachineContext,
} from 'xstate';
import type { SessionUser } from './session/session.types';

/**
 * A promise actor the machine names but does not implement: network, storage and the documents
 * engine are effects, provided when the app system starts (tests provide fakes the same way).
 * Running one that was never provided fails with a message that says so.
 */
export function providedEffect<TOutput, TInput = unknown>(name: string) {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`The "${name}" effect is provided when the app system starts.`)),
  );
}

/** The session actor's system id: children read the signed-in user from it when they need it. */
export const SESSION_SYSTEM_ID = 'session';

/** The user signed in right now, read from the session actor of the same system (null without). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any system: the app's, or a test's
export function signedInUser(system: ActorSystem<any>): SessionUser | null {
  const session = system.get(SESSION_SYSTEM_ID);
  return (session?.getSnapshot().context?.user as SessionUser | null | undefined) ?? null;
}

/**
 * Starts, as child `id`, the logic a `load*` actor has just delivered: its code loads on demand,
 * so the landing page does not carry it. Use it in that actor's onDone; the parent stops the
 * child with stopChild(id) when the state that needs it is left. (A typed machine only spawns
 * logic its setup declares; this logic is declared by its loader's output instead.)
 */
export function startLoadedChild<TContext extends MachineContext>(
  id: string,
  { systemId, input }: { systemId?: string; input?: (context: TContext) => unknown } = {},
) {
  return enqueueActions(({ enqueue, event, context }) => {
    const { output } = event as unknown as DoneActorEvent<AnyActorLogic>;
    enqueue(
      spawnChild(output, {
        id,
        ...(systemId ? { systemId } : {}),
        ...(input ? { input: input(context as TContext) } : {}),
      }),
    );
  });
}
