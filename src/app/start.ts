import type { RouterHistory } from '@tanstack/react-router';
import { createActor, type ActorOptions, type AnyActorLogic } from 'xstate';
import { overrideEffects, provideEffects, type AppEffects } from '@machines/app/provide-effects';
import type { AppActor, SessionActorRef } from '@/components/app-system';
import { inspectAs } from '@/lib/inspection';
import { TOKEN_KEY, readStored } from '@/lib/storage';
import { appEffects, type EffectDependencies } from './effects';
import { createAppRouter, type AppRouterInstance } from './router';

type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

export interface StartOptions {
  history?: RouterHistory;
  storedToken?: string | null;
  loadLibrary?: EffectDependencies['loadLibrary'];
  openConversations?: EffectDependencies['openConversations'];
  /** Effects that replace the real ones, by flow (tests). */
  effects?: AppEffects;
  /** The time source of every delay in the system (tests pass XState's SimulatedClock). */
  clock?: Clock;
}

export interface StartedApp {
  app: AppActor;
  router: AppRouterInstance;
}

const appInspection = inspectAs('app');

/**
 * Starts the one actor system with every effect provided, and the router that shows it. The
 * router is made second: it needs the session to guard routes, and navigation is an effect.
 */
export function startApp({
  history,
  storedToken = readStored(TOKEN_KEY),
  loadLibrary,
  openConversations,
  effects = {},
  clock,
}: StartOptions = {}): StartedApp {
  // Navigation happens only after start, once the router below exists.
  const real = appEffects({
    navigate: (to) => void router.navigate({ to }),
    currentPath: () => router.state.location.pathname,
    loadLibrary,
    openConversations,
  });
  const logic = provideEffects(overrideEffects(real, effects));
  // An explicit `clock: undefined` would replace XState's default clock, so pass it only when set.
  const app: AppActor = createActor(logic, {
    input: { storedToken },
    ...(clock ? { clock } : {}),
    ...appInspection,
  }).start();
  const session = app.getSnapshot().children.session as SessionActorRef;
  const router = createAppRouter({ app, session }, history);
  return { app, router };
}
