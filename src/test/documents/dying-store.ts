import type { LibraryStore } from '@/lib/documents/store/library-store';

/** Where a page dies: at one of its storage calls. */
export interface Crash {
  /** The storage call (counted from 0, as in `calls`) at which the page dies. */
  at: number;
  /** Whether that call reached the database first. */
  after: boolean;
}

/** The page's storage calls so far, and the crash it is headed for (set or moved at any time). */
export interface DyingPlan {
  calls: string[];
  crash: Crash | null;
}

const NEVER = new Promise<never>(() => {});

/**
 * The store as a page that dies at `plan.crash` sees it: that call, and every one after, never
 * answers (the page is gone); `died` runs once. Every call is counted in `plan.calls`. While an
 * upload's document is being written, `duringWrite` runs first (a snapshot saved then is the
 * moment issue 24 found). Between two storage calls a crash changes nothing lasting, so dying
 * before or after each call gives every outcome a crash can leave.
 */
export function dyingStore(
  store: LibraryStore,
  plan: DyingPlan,
  hooks: { duringWrite?: () => Promise<void>; died: () => void },
): LibraryStore {
  let dead = false;
  const die = () => {
    dead = true;
    hooks.died();
    return NEVER;
  };
  const wrapped = { ...store };
  for (const name of Object.keys(store) as (keyof LibraryStore)[]) {
    const method = store[name];
    if (typeof method !== 'function') continue;
    (wrapped as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      if (dead) return NEVER;
      if (name === 'writeDocument') await hooks.duringWrite?.();
      if (dead) return NEVER;
      const step = plan.calls.length;
      plan.calls.push(name);
      if (plan.crash?.at === step && !plan.crash.after) return die();
      const result: unknown = await (method as (...given: unknown[]) => Promise<unknown>)(...args);
      if (dead) return NEVER;
      if (plan.crash?.at === step && plan.crash.after) return die();
      return result;
    };
  }
  return wrapped;
}
