import { authDialogMachine } from '../auth-dialog/auth-dialog.machine';
import { chatMachine } from '../chat/chat.machine';
import { documentUploadMachine } from '../document-upload/document-upload.machine';
import { sessionMachine } from '../session/session.machine';
import { signInMachine } from '../sign-in/sign-in.machine';
import { signUpMachine } from '../sign-up/sign-up.machine';
import { trialMachine } from '../trial/trial.machine';
import { appMachine } from './app.machine';

type Implementations<TMachine extends { provide: (...args: never[]) => unknown }> = Parameters<
  TMachine['provide']
>[0];

/**
 * The effects of every flow, by flow: what each machine names and the app implements once
 * (src/features/<feature>/<flow>.effects.ts). Tests pass fakes in the same shape; a flow left
 * out keeps the machine's own defaults.
 */
export interface AppEffects {
  session?: Implementations<typeof sessionMachine>;
  authDialog?: Implementations<typeof authDialogMachine>;
  signUp?: Implementations<typeof signUpMachine>;
  signIn?: Implementations<typeof signInMachine>;
  dashboard?: Implementations<typeof trialMachine>;
  chat?: Implementations<typeof chatMachine>;
  upload?: Implementations<typeof documentUploadMachine>;
}

/** The root machine with every child machine given its effects: the one place they meet. */
export function provideEffects(effects: AppEffects) {
  const upload = documentUploadMachine.provide(effects.upload ?? {});
  const chat = chatMachine.provide({
    ...effects.chat,
    actors: { ...effects.chat?.actors, upload },
  });
  return appMachine.provide({
    actors: {
      session: sessionMachine.provide(effects.session ?? {}),
      authDialog: authDialogMachine.provide({
        ...effects.authDialog,
        actors: {
          signUp: signUpMachine.provide(effects.signUp ?? {}),
          signIn: signInMachine.provide(effects.signIn ?? {}),
        },
      }),
      dashboard: trialMachine.provide({ ...effects.dashboard, actors: { chat } }),
      chat,
    },
  });
}

export type AppLogic = ReturnType<typeof provideEffects>;
