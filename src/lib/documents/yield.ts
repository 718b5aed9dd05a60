interface SchedulerWithYield {
  yield?: () => Promise<void>;
}

/** Gives the main thread back to the browser so input and rendering go first. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
