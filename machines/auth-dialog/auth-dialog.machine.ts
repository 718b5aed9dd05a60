import { setup } from 'xstate';
import { signInMachine } from '../sign-in/sign-in.machine';
import { signUpMachine } from '../sign-up/sign-up.machine';

export type AuthDialogEvent =
  | { type: 'signUp.open' }
  | { type: 'signIn.open' }
  | { type: 'dialog.close' }
  /** From a flow: the user is signed in and wants the dashboard. */
  | { type: 'auth.completed' };

/**
 * Which authentication dialog is open, app-wide (the landing page's buttons and cards, the
 * sign-in link of sign-up and back). Each open dialog runs its flow as a child actor: closing or
 * switching stops it, so a dialog opened again always starts afresh.
 */
export const authDialogMachine = setup({
  types: { events: {} as AuthDialogEvent },
  actors: { signUp: signUpMachine, signIn: signInMachine },
  actions: {
    // Provided when the system starts: the router.
    goToDashboard: () => {},
  },
}).createMachine({
  id: 'authDialog',
  initial: 'closed',
  states: {
    closed: {
      on: { 'signUp.open': 'signUp', 'signIn.open': 'signIn' },
    },
    signUp: {
      invoke: { id: 'signUp', systemId: 'signUp', src: 'signUp' },
      on: {
        'dialog.close': 'closed',
        'signIn.open': 'signIn',
        'auth.completed': { target: 'closed', actions: 'goToDashboard' },
      },
    },
    signIn: {
      invoke: { id: 'signIn', systemId: 'signIn', src: 'signIn' },
      on: {
        'dialog.close': 'closed',
        'signUp.open': 'signUp',
        'auth.completed': { target: 'closed', actions: 'goToDashboard' },
      },
    },
  },
});
