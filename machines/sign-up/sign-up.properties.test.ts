import fc from 'fast-check';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { ApiError } from '@domain/api-error';
import { EMPTY_SIGN_UP, signUpMachine } from './sign-up.machine';
import type { CodeSent } from '../auth-dialog/code-sent';
import { perturbedScript } from '@/test/perturbed-script';
import type { SessionPayload } from '../session/session.types';
import type { ProfileField, SignUpEvent, SignUpFields } from './sign-up.types';

/**
 * Random sequences of what a person does and what the server answers, against the real
 * machine: it never reaches success unless validate-email, send-otp, verify-otp and register
 * all succeeded in this run of the flow, it never throws, and going on from success always
 * leaves the empty email step. (Closing the dialog stops the flow: the auth dialog's tests.)
 */

type CallName = 'validateEmail' | 'sendOtp' | 'verifyOtp' | 'register';

/** A failure is the generic one, or register's 'verification expired' (it has its own way out). */
type Outcome = 'succeed' | 'fail' | 'expire';

type Command =
  | { kind: 'ui'; event: SignUpEvent }
  | { kind: 'server'; outcome: Outcome; pick: number }
  | { kind: 'time'; ms: number };

const text = (...values: string[]) => fc.constantFrom(...values);

const uiEvent = fc.oneof(
  text('', 'nina@', 'nina@newco.example').map(
    (value) => ({ type: 'email.change', value }) as const,
  ),
  fc.constant({ type: 'email.submit' } as const),
  text('', '12ab', '+15557654321').map((value) => ({ type: 'phone.change', value }) as const),
  fc.constant({ type: 'phone.submit' } as const),
  text('', '12', '123456').map((value) => ({ type: 'otp.change', value }) as const),
  fc.constant({ type: 'otp.submit' } as const),
  fc.constant({ type: 'otp.resend' } as const),
  fc
    .tuple(fc.constantFrom<ProfileField>('name', 'designation', 'company'), text('', 'Nina'))
    .map(([field, value]) => ({ type: 'profile.change', field, value }) as const),
  fc.constant({ type: 'profile.submit' } as const),
  fc.constant({ type: 'verification.restart' } as const),
  fc.constant({ type: 'step.back' } as const),
  fc.constant({ type: 'dashboard.open' } as const),
) as fc.Arbitrary<SignUpEvent>;

const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 6, arbitrary: uiEvent.map((event) => ({ kind: 'ui', event }) as const) },
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.constantFrom<Outcome>('succeed', 'fail', 'expire'), fc.nat())
      .map(([outcome, pick]) => ({ kind: 'server', outcome, pick }) as const),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(1000, 30_000).map((ms) => ({ kind: 'time', ms }) as const),
  },
);

const ui = (event: SignUpEvent): Command => ({ kind: 'ui', event });
/** The newest call succeeds. */
const answerOk: Command = { kind: 'server', outcome: 'succeed', pick: -1 };

const HAPPY_PATH: Command[] = [
  ui({ type: 'email.change', value: 'nina@newco.example' }),
  ui({ type: 'email.submit' }),
  answerOk,
  ui({ type: 'phone.change', value: '+15557654321' }),
  ui({ type: 'phone.submit' }),
  answerOk,
  ui({ type: 'otp.change', value: '123456' }),
  answerOk,
  ui({ type: 'profile.change', field: 'name', value: 'Nina' }),
  ui({ type: 'profile.change', field: 'designation', value: 'Lead' }),
  ui({ type: 'profile.change', field: 'company', value: 'Newco' }),
  ui({ type: 'profile.submit' }),
  answerOk,
];

const commands = fc.oneof(
  { weight: 1, arbitrary: fc.array(command, { maxLength: 60 }) },
  { weight: 3, arbitrary: perturbedScript(HAPPY_PATH, command) },
);

interface PendingCall {
  name: CallName;
  run: number;
  settle: (outcome: Outcome) => void;
}

async function settleMicrotasks() {
  await new Promise((resolve) => setTimeout(resolve, 0));
}

async function play(commands: Command[]) {
  const pending: PendingCall[] = [];
  const errors: unknown[] = [];
  /** Each close or finished sign-up starts a new run of the flow; old answers do not count. */
  let run = 0;
  let succeeded = new Set<CallName>();
  let visitedSuccess = false;

  const call = <TOutput, TInput>(name: CallName, output: TOutput) =>
    fromPromise<TOutput, TInput>(
      () =>
        new Promise<TOutput>((resolve, reject) => {
          const started = run;
          pending.push({
            name,
            run: started,
            settle: (outcome) => {
              if (outcome === 'succeed') {
                if (started === run) succeeded.add(name);
                resolve(output);
              } else {
                const body = JSON.stringify({
                  message:
                    outcome === 'expire'
                      ? 'Your phone verification has expired. Verify your number again.'
                      : 'No',
                });
                reject(new ApiError(400, `400: ${body}`, body));
              }
            },
          });
        }),
    );

  const actor = createActor(
    signUpMachine.provide({
      actors: {
        validateEmail: call<unknown, { email: string }>('validateEmail', {}),
        sendOtp: call<CodeSent, { phone: string }>('sendOtp', { demoCode: '123456' }),
        verifyOtp: call<unknown, { phone: string; code: string }>('verifyOtp', {}),
        register: call<SessionPayload, SignUpFields>('register', {
          user: { id: 'u1', name: 'Nina' },
          token: 't',
        }),
      },
      // Alone, the flow has no session or auth dialog to tell.
      actions: { startSession: () => {}, goToDashboard: () => {} },
    }),
    { clock: new SimulatedClock() },
  );
  const clock = (actor.system as unknown as { _clock: SimulatedClock })._clock;
  actor.subscribe({ error: (error) => errors.push(error) });
  actor.start();

  for (const step of commands) {
    if (step.kind === 'ui') {
      const wasSuccess = actor.getSnapshot().matches('success');
      actor.send(step.event);
      if (wasSuccess && step.event.type === 'dashboard.open') {
        run += 1;
        succeeded = new Set();
        expect(actor.getSnapshot().value).toEqual({ email: 'editing' });
        expect(actor.getSnapshot().context).toEqual(EMPTY_SIGN_UP);
      }
    } else if (step.kind === 'server') {
      if (pending.length) {
        const index = step.pick < 0 ? pending.length - 1 : step.pick % pending.length;
        pending.splice(index, 1)[0]!.settle(step.outcome);
      }
      await settleMicrotasks();
    } else {
      clock.increment(step.ms);
    }
    const snapshot = actor.getSnapshot();
    expect(snapshot.status).toBe('active');
    if (snapshot.matches('success')) {
      visitedSuccess = true;
      expect([...succeeded].sort()).toEqual(['register', 'sendOtp', 'validateEmail', 'verifyOtp']);
    }
  }
  expect(errors).toEqual([]);
  actor.stop();
  return { last: actor.getSnapshot(), visitedSuccess };
}

describe('sign-up machine properties', () => {
  it('reaches success only after all four calls succeed, never throws, and starting over empties it', async () => {
    let reachedSuccess = 0;
    await fc.assert(
      fc.asyncProperty(commands, async (sequence) => {
        if ((await play(sequence)).visitedSuccess) reachedSuccess += 1;
      }),
      { numRuns: 500 },
    );
    console.info(`sign-up properties: 500 runs, ${reachedSuccess} reached the success step`);
    expect(reachedSuccess).toBeGreaterThan(0);
  });

  it('reaches success on the happy path (the generator can get there)', async () => {
    expect((await play(HAPPY_PATH)).last.value).toBe('success');
  });
});
