import { createActor, fromPromise, setup } from 'xstate';
import { CoverageRecorder, describePath, planPaths } from './machine-paths';
import { settleableActor } from './settleable-actor';

/** A small flow with what the real ones have: an invoked call, a delay and a region that ends. */
const upload = setup({
  types: { events: {} as { type: 'pick'; name: string } | { type: 'cancel' } },
  actors: { send: fromPromise<string, string>(async ({ input }) => input) },
  delays: { minimumWait: 500 },
}).createMachine({
  id: 'upload',
  initial: 'idle',
  states: {
    idle: { on: { pick: 'sending' } },
    sending: {
      type: 'parallel',
      on: { cancel: 'idle' },
      states: {
        call: {
          initial: 'waiting',
          states: {
            waiting: {
              invoke: {
                id: 'send',
                src: 'send',
                input: 'file',
                onDone: 'done',
                onError: '#upload.failed',
              },
            },
            done: { type: 'final' },
          },
        },
        clock: {
          initial: 'waiting',
          states: {
            waiting: { after: { minimumWait: 'elapsed' } },
            elapsed: { type: 'final' },
          },
        },
      },
      onDone: 'sent',
    },
    sent: {},
    failed: { on: { pick: 'sending' } },
  },
});

const plan = planPaths(upload, {
  events: [
    { type: 'pick', name: 'notes.txt' },
    { type: 'xstate.done.actor.send', output: 'ok' },
    { type: 'xstate.error.actor.send', error: new Error('offline') },
  ],
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
});

afterEach(() => {
  vi.restoreAllMocks();
});

function walkAll(recorder: CoverageRecorder, paths = plan.paths) {
  for (const path of paths) {
    recorder.visit(path[0]!.from);
    path.forEach((step) => recorder.walk(step));
  }
}

describe('planPaths', () => {
  it('plans paths that visit every state and take every transition', () => {
    const recorder = new CoverageRecorder(plan);
    walkAll(recorder);
    vi.spyOn(console, 'info').mockImplementation(() => {});
    expect(recorder.report('upload')).toEqual({ missingStates: [], missingTransitions: [] });
    expect(console.info).toHaveBeenCalledWith(
      expect.stringMatching(/^upload path coverage: states 10\/10, transitions 7\/7 \(\d+ paths/),
    );
  });

  it("counts a region's onDone as taken by the event that finished it", () => {
    const finishing = plan.paths
      .flat()
      .filter((step) =>
        step.transitions.includes(
          'upload.sending --xstate.done.state.upload.sending--> upload.sent',
        ),
      );
    expect(finishing.length).toBeGreaterThan(0);
  });

  it('names paths by their events, with the machine’s own ones shortened', () => {
    expect(plan.paths.map((path) => describePath(path))).toContain(
      'pick → done:send → after:minimumWait',
    );
  });
});

describe('CoverageRecorder', () => {
  it('reports what the driven paths missed', () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const recorder = new CoverageRecorder(plan);
    walkAll(
      recorder,
      plan.paths.filter((path) => !describePath(path).includes('error:send')),
    );
    expect(recorder.report('upload')).toEqual({
      missingStates: ['upload.failed'],
      missingTransitions: [
        'upload.sending.call.waiting --xstate.error.actor.send--> upload.failed',
        'upload.failed --pick--> upload.sending',
      ],
    });
  });
});

describe('settleableActor', () => {
  it('settles the oldest waiting call, and keeps every call with its input', async () => {
    const send = settleableActor<string, string>();
    const actor = createActor(upload.provide({ actors: { send: send.logic } })).start();
    actor.send({ type: 'pick', name: 'a' });
    expect(send.calls.map((call) => call.input)).toEqual(['file']);
    send.reject(new Error('offline'));
    await Promise.resolve();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'pick', name: 'b' });
    send.resolve('ok');
    expect(send.calls.map((call) => call.settled)).toEqual([true, true]);
    expect(() => send.resolve('again')).toThrow('No call of the actor is waiting to be settled');
    actor.stop();
  });
});
