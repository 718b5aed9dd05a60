import { createActor, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import { signInMachine } from '../sign-in/sign-in.machine';
import { signUpMachine } from '../sign-up/sign-up.machine';
import { authDialogMachine } from './auth-dialog.machine';

function start({ failSignIn = false } = {}) {
  const announceUnavailable = vi.fn();
  const goToDashboard = vi.fn();
  const actor = createActor(
    authDialogMachine.provide({
      actors: {
        loadSignUp: fromPromise(async () => signUpMachine),
        loadSignIn: fromPromise(async () => {
          if (failSignIn) throw new Error('offline');
          return signInMachine;
        }),
      },
      actions: { announceUnavailable, goToDashboard },
    }),
  ).start();
  const flow = (id: string) =>
    (actor.getSnapshot().children as Record<string, AnyActorRef | undefined>)[id];
  return { actor, flow, announceUnavailable, goToDashboard };
}

describe('auth dialog machine', () => {
  it('loads a dialog’s flow when it opens and runs it as a child until it closes', async () => {
    const { actor, flow } = start();
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'signUp.open' });
    expect(actor.getSnapshot().value).toEqual({ signUp: 'loading' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches({ signUp: 'open' }));
    const signUp = flow('signUp')!;
    expect(signUp.getSnapshot().value).toEqual({ email: 'editing' });

    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(signUp.getSnapshot().status).toBe('stopped');
    expect(flow('signUp')).toBeUndefined();
  });

  it('switching dialogs stops one flow and starts the other afresh', async () => {
    const { actor, flow } = start();
    actor.send({ type: 'signUp.open' });
    await waitFor(actor, (s) => s.matches({ signUp: 'open' }));
    const firstSignUp = flow('signUp')!;
    firstSignUp.send({ type: 'email.change', value: 'nina@newco.example' });

    actor.send({ type: 'signIn.open' });
    await waitFor(actor, (s) => s.matches({ signIn: 'open' }));
    expect(firstSignUp.getSnapshot().status).toBe('stopped');
    expect(flow('signUp')).toBeUndefined();
    expect(flow('signIn')).toBeDefined();

    actor.send({ type: 'signUp.open' });
    await waitFor(actor, (s) => s.matches({ signUp: 'open' }));
    expect(flow('signUp')).not.toBe(firstSignUp);
    expect(flow('signUp')!.getSnapshot().context.email).toBe('');
  });

  it('a flow that signed in closes the dialog and goes to the dashboard', async () => {
    const { actor, goToDashboard } = start();
    actor.send({ type: 'signIn.open' });
    await waitFor(actor, (s) => s.matches({ signIn: 'open' }));
    actor.send({ type: 'auth.completed' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(goToDashboard).toHaveBeenCalledTimes(1);
  });

  it('says so when a flow’s code cannot be loaded, and stays closed', async () => {
    const { actor, announceUnavailable } = start({ failSignIn: true });
    actor.send({ type: 'signIn.open' });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(announceUnavailable).toHaveBeenCalledTimes(1);
  });
});
