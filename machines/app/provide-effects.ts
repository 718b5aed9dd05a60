import { fromPromise } from 'xstate';
import { authDialogMachine } from '../auth-dialog/auth-dialog.machine';
import type { chatMachine } from '../chat/chat.machine';
import type { documentUploadMachine } from '../document-upload/document-upload.machine';
import { sessionMachine } from '../session/session.machine';
import type { signInMachine } from '../sign-in/sign-in.machine';
import type { signUpMachine } from '../sign-up/sign-up.machine';
import type { trialMachine } from '../trial/trial.machine';
import { appMachine } from './app.machine';

type Implementations<TMachine extends { provide: (...args: never[]) => unknown }> = Parameters<
  TMachine['provide']
>[0];

/** Effects given as they are, or loaded with their flow's code the first time it runs. */
export type Loadable<T> = T | (() => Promise<T>);

/**
 * The effects of every flow, by flow: what each machine names and the app implements once
 * (src/features/<feature>/<flow>.effects.ts). The flows whose code loads on demand (sign-up,
 * sign-in, the dashboard, chats, uploads) may give theirs as a loader, so that code stays out
 * of the landing page too. Tests pass fakes in the same shape; a flow left out keeps the
 * machine's own defaults.
 */
export interface AppEffects {
  session?: Implementations<typeof sessionMachine>;
  authDialog?: Implementations<typeof authDialogMachine>;
  app?: Implementations<typeof appMachine>;
  signUp?: Loadable<Implementations<typeof signUpMachine>>;
  signIn?: Loadable<Implementations<typeof signInMachine>>;
  dashboard?: Loadable<Implementations<typeof trialMachine>>;
  chat?: Loadable<Implementations<typeof chatMachine>>;
  upload?: Loadable<Implementations<typeof documentUploadMachine>>;
}

async function load<T>(effects: Loadable<T> | undefined): Promise<T | Record<string, never>> {
  const loaded = typeof effects === 'function' ? await (effects as () => Promise<T>)() : effects;
  return loaded ?? {};
}

type AnyImplementations = { actors?: object; actions?: object; delays?: object; guards?: object };

function laidOver(base: AnyImplementations, over: AnyImplementations): AnyImplementations {
  return {
    ...base,
    ...over,
    actors: { ...base.actors, ...over.actors },
    actions: { ...base.actions, ...over.actions },
  };
}

/** `effects` with some replaced, flow by flow and name by name (tests replace a few fakes). */
export function overrideEffects(effects: AppEffects, replacements: AppEffects): AppEffects {
  const result: Record<string, Loadable<AnyImplementations>> = { ...effects };
  for (const [flow, over] of Object.entries(replacements) as [string, AnyImplementations][]) {
    const base = result[flow];
    result[flow] =
      typeof base === 'function'
        ? async () => laidOver(await base(), over)
        : laidOver(base ?? {}, over);
  }
  return result as AppEffects;
}

/**
 * The root machine with every child machine given its effects: the one place they meet. The
 * machines of on-demand flows are imported here, when their loader runs.
 */
export function provideEffects(effects: AppEffects) {
  const loadChat = async () => {
    const [{ chatMachine }, { documentUploadMachine }, chat, upload] = await Promise.all([
      import('../chat/chat.machine'),
      import('../document-upload/document-upload.machine'),
      load(effects.chat),
      load(effects.upload),
    ]);
    return chatMachine.provide({
      ...chat,
      actors: { ...chat.actors, upload: documentUploadMachine.provide(upload) },
    });
  };
  return appMachine.provide({
    ...effects.app,
    actors: {
      session: sessionMachine.provide(effects.session ?? {}),
      authDialog: authDialogMachine.provide({
        ...effects.authDialog,
        actors: {
          loadSignUp: fromPromise(async () => {
            const [{ signUpMachine }, signUp] = await Promise.all([
              import('../sign-up/sign-up.machine'),
              load(effects.signUp),
            ]);
            return signUpMachine.provide(signUp);
          }),
          loadSignIn: fromPromise(async () => {
            const [{ signInMachine }, signIn] = await Promise.all([
              import('../sign-in/sign-in.machine'),
              load(effects.signIn),
            ]);
            return signInMachine.provide(signIn);
          }),
          ...effects.authDialog?.actors,
        },
      }),
      loadDashboard: fromPromise(async () => {
        const [{ trialMachine }, dashboard, chat] = await Promise.all([
          import('../trial/trial.machine'),
          load(effects.dashboard),
          loadChat(),
        ]);
        return trialMachine.provide({ ...dashboard, actors: { ...dashboard.actors, chat } });
      }),
      loadChat: fromPromise(loadChat),
      ...effects.app?.actors,
    },
  });
}

export type AppLogic = ReturnType<typeof provideEffects>;
