import { setup, stopChild } from 'xstate';
import { providedEffect, startLoadedChild } from '../effects';
import type { signInMachine } from '../sign-in/sign-in.machine';
import type { signUpMachine } from '../sign-up/sign-up.machine';

export type AuthDialogEvent =
  | { type: 'signUp.open' }
  | { type: 'signIn.open' }
  | { type: 'dialog.close' }
  /** From a flow: the user is signed in and wants the dashboard. */
  | { type: 'auth.completed' };

/**
 * Which authentication dialog is open, app-wide (the landing page's buttons and cards, the
 * sign-in link of sign-up and back). Each open dialog runs its flow as a child actor: closing or
 * switching stops it, so a dialog opened again always starts afresh. A flow's code (machine and
 * effects) loads the first time its dialog opens (`loadSignUp`, `loadSignIn`), so the landing
 * page does not carry it.
 */
export const authDialogMachine = setup({
  types: { events: {} as AuthDialogEvent },
  actors: {
    loadSignUp: providedEffect<typeof signUpMachine>('loadSignUp'),
    loadSignIn: providedEffect<typeof signInMachine>('loadSignIn'),
  },
  actions: {
    // Built untyped (see startLoadedChild), hence the cast.
    startSignUp: startLoadedChild('signUp') as never,
    startSignIn: startLoadedChild('signIn') as never,
    // Provided when the system starts: the router, and a toast.
    goToDashboard: () => {},
    announceUnavailable: () => {},
  },
}).createMachine({
  id: 'authDialog',
  initial: 'closed',
  states: {
    closed: {
      on: { 'signUp.open': 'signUp', 'signIn.open': 'signIn' },
    },
    signUp: {
      initial: 'loading',
      exit: stopChild('signUp'),
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'loadSignUp',
            src: 'loadSignUp',
            onDone: {
              target: 'open',
              actions: 'startSignUp',
            },
            onError: {
              target: '#authDialog.closed',
              actions: 'announceUnavailable',
            },
          },
        },
        open: {},
      },
      on: {
        'dialog.close': 'closed',
        'signIn.open': 'signIn',
        'auth.completed': { target: 'closed', actions: 'goToDashboard' },
      },
    },
    signIn: {
      initial: 'loading',
      exit: stopChild('signIn'),
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'loadSignIn',
            src: 'loadSignIn',
            onDone: {
              target: 'open',
              actions: 'startSignIn',
            },
            onError: {
              target: '#authDialog.closed',
              actions: 'announceUnavailable',
            },
          },
        },
        open: {},
      },
      on: {
        'dialog.close': 'closed',
        'signUp.open': 'signUp',
        'auth.completed': { target: 'closed', actions: 'goToDashboard' },
      },
    },
  },
});
