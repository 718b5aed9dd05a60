import { createActorContext } from '@xstate/react';
import { authDialogMachine } from '@machines/auth-dialog/auth-dialog.machine';
import { sessionMachine } from '@machines/session/session.machine';

/** The app-wide session actor: the signed-in user and token. */
export const SessionActor = createActorContext(sessionMachine);

/** Which authentication dialog is open; any page can open one. */
export const AuthDialogActor = createActorContext(authDialogMachine);
