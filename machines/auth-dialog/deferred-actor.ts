import { fromPromise } from 'xstate';

export interface PendingCall<TInput, TOutput> {
  input: TInput;
  resolve(output: TOutput): void;
  reject(error: unknown): void;
}

/**
 * A promise actor whose calls a test settles by hand, to play the server's answers in any
 * order (machine unit tests and property tests).
 */
export function deferredActor<TOutput, TInput>() {
  const calls: PendingCall<TInput, TOutput>[] = [];
  const logic = fromPromise<TOutput, TInput>(
    ({ input }) =>
      new Promise<TOutput>((resolve, reject) => calls.push({ input, resolve, reject })),
  );
  return { logic, calls };
}
