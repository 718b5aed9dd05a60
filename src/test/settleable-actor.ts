import { fromPromise, StateMachine, type AnyStateMachine, type EventObject } from 'xstate';

export interface PendingCall<TInput, TOutput> {
  input: TInput;
  /** Whether the test has resolved or rejected this call yet. */
  settled: boolean;
  resolve(output: TOutput): void;
  reject(error: unknown): void;
}

/**
 * A promise actor whose calls a test resolves or rejects by hand, so a server's answer (an
 * `xstate.done.actor.*` or `xstate.error.actor.*` event) arrives exactly when the test says, in
 * any order. `calls` lists every call in order with its input; `resolve` and `reject` settle the
 * oldest call not yet settled, or any one call is settled through its own entry.
 */
export function settleableActor<TOutput, TInput>() {
  const calls: PendingCall<TInput, TOutput>[] = [];
  const logic = fromPromise<TOutput, TInput>(
    ({ input }) =>
      new Promise<TOutput>((resolve, reject) => {
        const call: PendingCall<TInput, TOutput> = {
          input,
          settled: false,
          resolve(output) {
            call.settled = true;
            resolve(output);
          },
          reject(error) {
            call.settled = true;
            reject(error);
          },
        };
        calls.push(call);
      }),
  );
  const oldestUnsettled = () => {
    const call = calls.find((c) => !c.settled);
    if (!call) throw new Error('No call of the actor is waiting to be settled');
    return call;
  };
  return {
    logic,
    calls,
    resolve: (output: TOutput) => oldestUnsettled().resolve(output),
    reject: (error: unknown) => oldestUnsettled().reject(error),
  };
}

/**
 * Plays a planned step that an invoked actor's answer makes (`xstate.done.actor.<id>` with its
 * output, `xstate.error.actor.<id>` with its error) by settling the latest call of the fake
 * invoked as `<id>` in `fakes`, then lets the answer arrive; false, doing nothing, for any other
 * event. The latest call, not the oldest: a state entered again invokes its actor afresh, and the
 * call it stopped stays unsettled.
 */
export async function answerStep(
  fakes: Record<string, { calls: readonly PendingCall<unknown, never>[] }>,
  event: EventObject & { output?: unknown; error?: unknown },
): Promise<boolean> {
  const [, answer, id = ''] = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type) ?? [];
  if (!answer) return false;
  const call = fakes[id]?.calls.at(-1);
  if (!call || call.settled) throw new Error(`No call of ${id} is waiting to be settled`);
  if (answer === 'done') call.resolve(event.output as never);
  else call.reject(event.error);
  await new Promise((resolve) => setTimeout(resolve, 0));
  return true;
}

/**
 * `machine` with every promise actor it names, its child machines' too, replaced by one that
 * never settles: harmless effects for a flow a test starts but does not drive.
 */
export function withPendingEffects<TMachine extends AnyStateMachine>(machine: TMachine): TMachine {
  const actors = Object.fromEntries(
    Object.entries(machine.implementations.actors).map(([name, logic]) => [
      name,
      logic instanceof StateMachine
        ? withPendingEffects(logic)
        : fromPromise(() => new Promise<never>(() => {})),
    ]),
  );
  return machine.provide({ actors } as never) as TMachine;
}
