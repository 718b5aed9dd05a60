import { fromPromise } from 'xstate';

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
