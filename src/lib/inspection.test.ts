import { createActor, fromPromise, setup } from 'xstate';
import {
  EVENT_HISTORY,
  inspectAs,
  inspectionVersion,
  liveActors,
  machineOf,
  subscribeInspection,
} from './inspection';

const counter = setup({
  types: { events: {} as { type: 'tick' } | { type: 'load' } },
  actors: { loadCount: fromPromise(async () => 1) },
}).createMachine({
  id: 'counter',
  initial: 'idle',
  states: {
    idle: { on: { tick: 'idle', load: 'loading' } },
    loading: { invoke: { id: 'loadCount', src: 'loadCount', onDone: 'idle' } },
  },
});

describe('inspection registry', () => {
  it('lists an actor once it starts, with its name and machine, until it stops', () => {
    const actor = createActor(counter, inspectAs('counter A'));
    expect(liveActors().some((a) => a.actorRef === actor)).toBe(false);
    actor.start();
    const entry = liveActors().find((a) => a.actorRef === actor);
    expect(entry?.name).toBe('counter A');
    expect(machineOf(actor)?.id).toBe('counter');
    actor.stop();
    expect(liveActors().some((a) => a.actorRef === actor)).toBe(false);
  });

  it(`keeps the last ${EVENT_HISTORY} events with their time, oldest first`, () => {
    const actor = createActor(counter, inspectAs('counter B')).start();
    for (let i = 0; i < EVENT_HISTORY + 10; i += 1) actor.send({ type: 'tick' });
    const events = liveActors().find((a) => a.actorRef === actor)?.events ?? [];
    expect(events).toHaveLength(EVENT_HISTORY);
    expect(events.every((e) => e.type === 'tick' && typeof e.at === 'number')).toBe(true);
    actor.stop();
  });

  it("records the results of the actor's own invoked actors as its events", async () => {
    const actor = createActor(counter, inspectAs('counter C')).start();
    actor.send({ type: 'load' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'));
    const types = liveActors()
      .find((a) => a.actorRef === actor)
      ?.events.map((e) => e.type);
    expect(types).toEqual(['xstate.init', 'load', 'xstate.done.actor.loadCount']);
    // The invoked child is not listed as an actor of its own.
    expect(liveActors().filter((a) => a.name === 'counter C')).toHaveLength(1);
    actor.stop();
  });

  it('tells subscribers about every change and stops when they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeInspection(listener);
    const before = inspectionVersion();
    const actor = createActor(counter, inspectAs('counter D')).start();
    actor.send({ type: 'tick' });
    expect(listener).toHaveBeenCalled();
    expect(inspectionVersion()).toBeGreaterThan(before);
    unsubscribe();
    listener.mockClear();
    actor.send({ type: 'tick' });
    expect(listener).not.toHaveBeenCalled();
    actor.stop();
  });

  it('replaces a stopped actor of the same name instead of piling them up', () => {
    const first = createActor(counter, inspectAs('counter E')).start();
    first.stop();
    const second = createActor(counter, inspectAs('counter E')).start();
    expect(
      liveActors()
        .filter((a) => a.name === 'counter E')
        .map((a) => a.actorRef),
    ).toEqual([second]);
    second.stop();
  });
});
