import { assign, fromPromise, not, setup } from 'xstate';
import { describeMachine } from '../../src/lib/machine-model';
import { flowDoc, placeEdge, toMermaid } from './render';

const machine = setup({
  types: { events: {} as { type: 'code.submit' } | { type: 'dialog.close' } | { type: 'end' } },
  actors: { verifyCode: fromPromise(async () => 'ok') },
  guards: { isComplete: () => true, isLocked: () => false },
  delays: { resendCooldown: 30_000 },
  actions: { clearFields: assign({}) },
}).createMachine({
  id: 'demo',
  initial: 'entry',
  on: { 'dialog.close': { target: '.entry', actions: 'clearFields' } },
  states: {
    entry: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'code.submit': { guard: not('isLocked'), target: 'verifying' } },
          after: { resendCooldown: 'idle' },
        },
        verifying: {
          tags: ['loading'],
          invoke: {
            id: 'verify',
            src: 'verifyCode',
            onDone: { target: '#demo.done', guard: 'isComplete' },
            onError: 'idle',
          },
        },
      },
    },
    done: { type: 'final' },
    end: {},
  },
});

describe('diagram rendering', () => {
  const model = describeMachine(machine);

  it('draws nested states, guards, invoked actors, delays and tags by name', () => {
    const mermaid = toMermaid(model);
    expect(mermaid.split('\n')).toEqual(
      expect.arrayContaining([
        'stateDiagram-v2',
        '  [*] --> entry',
        '  state entry {',
        '    [*] --> entry_idle',
        '    state "idle" as entry_idle',
        '    entry_verifying : invoke verifyCode (id verify)',
        '    entry_verifying : tags: loading',
        '    entry_idle --> entry_verifying : code.submit [!isLocked]',
        '    entry_idle --> entry_idle : after resendCooldown',
        '    entry_verifying --> entry_idle : error: verify',
        '  done --> [*]',
        '  state "end" as end_',
        '  entry --> done : done: verify [isComplete] (from entry.verifying)',
        '  note left of entry : in any state, dialog.close → entry',
      ]),
    );
  });

  it('lifts an arrow that crosses composite states to their common level', () => {
    expect(placeEdge('a.b.c', 'a.d')).toMatchObject({ block: 'a', from: 'a.b', to: 'a.d' });
    expect(placeEdge('x', 'y.z')).toMatchObject({ block: '', from: 'x', to: 'y', liftedTo: true });
    expect(placeEdge('a.b', 'a')).toMatchObject({ block: '', from: 'a', to: 'a' });
  });

  it('lists every event with the leaf states that accept it, inherited handlers included', () => {
    const doc = flowDoc({ flow: 'demo', file: 'machines/demo/demo.machine.ts', models: [model] });
    expect(doc).toContain(
      '| `dialog.close` | `entry.idle`, `entry.verifying`, `done`, `end` | — |',
    );
    expect(doc).toContain('| `code.submit` | `entry.idle` | `!isLocked` |');
    expect(doc).toContain('| `entry.verifying` | done: verify [isComplete] | `done` |');
    expect(doc).toContain('| `entry.idle` | after resendCooldown | `entry.idle` |');
  });
});
