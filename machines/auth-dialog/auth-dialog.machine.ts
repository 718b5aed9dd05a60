import { setup } from 'xstate';

export type AuthDialogEvent =
  { type: 'signUp.open' } | { type: 'signIn.open' } | { type: 'dialog.close' };

/** Which authentication dialog is open, app-wide: the landing page's buttons and cards open them. */
export const authDialogMachine = setup({
  types: { events: {} as AuthDialogEvent },
}).createMachine({
  id: 'authDialog',
  initial: 'closed',
  states: {
    closed: {
      on: { 'signUp.open': 'signUp', 'signIn.open': 'signIn' },
    },
    signUp: {
      on: { 'dialog.close': 'closed', 'signIn.open': 'signIn' },
    },
    signIn: {
      on: { 'dialog.close': 'closed', 'signUp.open': 'signUp' },
    },
  },
});
