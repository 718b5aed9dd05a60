import { and, createActor, or, setup, stopChild } from 'xstate';
import { activePaths, describeMachine, eventTable, guardName, walkStates } from './machine-model';

const machine = setup({
  types: { events: {} as { type: 'play' } | { type: 'mute' } | { type: 'stop' } },
  guards: { hasTrack: () => true, isLoud: () => true, isOn: () => true },
  delays: { fadeOut: 500 },
}).createMachine({
  id: 'player',
  initial: 'off',
  states: {
    off: { on: { play: { target: 'on', guard: and(['hasTrack', or(['isLoud', 'isOn'])]) } } },
    on: {
      type: 'parallel',
      // A child started from loaded logic on the way in, stopped on the way out.
      exit: stopChild('visualiser'),
      on: { stop: 'off' },
      states: {
        audio: { initial: 'loud', states: { loud: { on: { mute: 'quiet' } }, quiet: {} } },
        video: {
          initial: 'shown',
          states: { shown: { after: { fadeOut: 'hidden' } }, hidden: {} },
        },
      },
    },
  },
});

describe('machine model', () => {
  const model = describeMachine(machine);

  it('names the children a state runs from logic loaded on demand', () => {
    const runs = Object.fromEntries([...walkStates(model.root)].map((s) => [s.path, s.runs]));
    expect(runs.on).toEqual(['visualiser']);
    expect(runs.off).toEqual([]);
  });

  it('reads states, kinds and initial children from the definition', () => {
    expect([...walkStates(model.root)].map((s) => `${s.path}:${s.type}`)).toEqual([
      ':compound',
      'off:atomic',
      'on:parallel',
      'on.audio:compound',
      'on.audio.loud:atomic',
      'on.audio.quiet:atomic',
      'on.video:compound',
      'on.video.shown:atomic',
      'on.video.hidden:atomic',
    ]);
    expect(model.root.initial).toBe('off');
  });

  it('names composed guards and delays', () => {
    const play = model.root.children[0]?.transitions[0];
    expect(play).toMatchObject({ kind: 'event', event: 'play', targets: ['on'] });
    expect(play?.guard).toBe('(hasTrack && (isLoud || isOn))');
    const shown = [...walkStates(model.root)].find((s) => s.path === 'on.video.shown');
    expect(shown?.transitions[0]).toMatchObject({
      kind: 'after',
      label: 'after fadeOut',
      targets: ['on.video.hidden'],
    });
    expect(guardName({ type: 'named' })).toBe('named');
  });

  it('finds the active states of a running actor, ancestors included', () => {
    const actor = createActor(machine).start();
    actor.send({ type: 'play' });
    expect([...activePaths(actor.getSnapshot().value)].sort()).toEqual([
      'on',
      'on.audio',
      'on.audio.loud',
      'on.video',
      'on.video.shown',
    ]);
    actor.stop();
  });

  it('lists where each event is accepted, including handlers inherited from a parent', () => {
    expect(eventTable(model)).toEqual([
      { event: 'mute', acceptedIn: ['on.audio.loud'], guards: [] },
      { event: 'play', acceptedIn: ['off'], guards: ['(hasTrack && (isLoud || isOn))'] },
      {
        event: 'stop',
        acceptedIn: ['on.audio.loud', 'on.audio.quiet', 'on.video.shown', 'on.video.hidden'],
        guards: [],
      },
    ]);
  });
});
