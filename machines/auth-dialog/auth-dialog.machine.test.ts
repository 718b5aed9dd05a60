import { createActor } from 'xstate';
import { authDialogMachine } from './auth-dialog.machine';

describe('auth dialog machine', () => {
  it('opens either dialog, switches between them and closes', () => {
    const actor = createActor(authDialogMachine).start();
    const value = () => actor.getSnapshot().value;
    expect(value()).toBe('closed');
    actor.send({ type: 'signIn.open' });
    expect(value()).toBe('signIn');
    actor.send({ type: 'signUp.open' });
    expect(value()).toBe('signUp');
    actor.send({ type: 'signIn.open' });
    expect(value()).toBe('signIn');
    actor.send({ type: 'dialog.close' });
    expect(value()).toBe('closed');
    actor.send({ type: 'signUp.open' });
    actor.send({ type: 'dialog.close' });
    expect(value()).toBe('closed');
  });
});
