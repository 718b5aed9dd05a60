interface SchedulerWithYield {
  yield?: () => Promise<void>;
}

/** Work done between two yields to the browser (well under a 50 ms frame budget). */
export const SLICE_MS = 8;

/** Gives the main thread back to the browser so input and rendering go first. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Long work written once as a generator that yields at points where it may pause: run at once
 * (`runAtOnce`), or in slices with the browser going first in between (`runInSlices`).
 */
export type Steps<T> = Generator<void, T, void>;

export function runAtOnce<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

export async function runInSlices<T>(steps: Steps<T>): Promise<T> {
  let sliceEnd = performance.now() + SLICE_MS;
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() >= sliceEnd) {
      await yieldToMain();
      sliceEnd = performance.now() + SLICE_MS;
    }
  }
}

/** How many simple items (postings, map entries) a step does between pauses. */
export const ITEMS_PER_STEP = 16_384;
