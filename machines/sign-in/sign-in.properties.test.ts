import fc from 'fast-check';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '@domain/api-error';
import type { CodeSent } from '../auth-dialog/code-sent';
import { perturbedScript } from '@/test/perturbed-script';
import type { SessionPayload } from '../session/session.types';
import { EMPTY_SIGN_IN, signInMachine } from './sign-in.machine';
import type { SignInEvent } from './sign-in.types';

/**
 * Random sequences of what a person does and what the server answers: the sign-in machine
 * starts a session only with the answer of a login or code check that succeeded in this run,
 * never throws, and switching to sign-up always leaves the empty Email tab.
 */

type Command =
  | { kind: 'ui'; event: SignInEvent }
  | { kind: 'server'; outcome: 'succeed' | 'fail'; pick: number };

const text = (...values: string[]) => fc.constantFrom(...values);

const uiEvent = fc.oneof(
  fc.constantFrom('email', 'mobile').map((tab) => ({ type: 'tab.select', tab }) as const),
  text('', 'owner@demo-retail.example').map((value) => ({ type: 'email.change', value }) as const),
  text('', 'demo1234').map((value) => ({ type: 'password.change', value }) as const),
  fc.constant({ type: 'password.toggle' } as const),
  fc.constant({ type: 'email.submit' } as const),
  text('', '+15550100001').map((value) => ({ type: 'mobile.change', value }) as const),
  fc.constant({ type: 'mobile.submit' } as const),
  text('', '12', '123456').map((value) => ({ type: 'otp.change', value }) as const),
  fc.constant({ type: 'otp.submit' } as const),
  fc.constant({ type: 'otp.back' } as const),
  fc.constant({ type: 'signUp.open' } as const),
) as fc.Arbitrary<SignInEvent>;

const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 3, arbitrary: uiEvent.map((event) => ({ kind: 'ui', event }) as const) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom('succeed', 'fail'), fc.nat())
      .map(([outcome, pick]) => ({ kind: 'server', outcome, pick }) as const),
  },
);

const ui = (event: SignInEvent): Command => ({ kind: 'ui', event });
const answerOk: Command = { kind: 'server', outcome: 'succeed', pick: -1 };

const BY_PASSWORD: Command[] = [
  ui({ type: 'email.change', value: 'owner@demo-retail.example' }),
  ui({ type: 'password.change', value: 'demo1234' }),
  ui({ type: 'email.submit' }),
  answerOk,
];

const BY_CODE: Command[] = [
  ui({ type: 'tab.select', tab: 'mobile' }),
  ui({ type: 'mobile.change', value: '+15550100001' }),
  ui({ type: 'mobile.submit' }),
  answerOk,
  ui({ type: 'otp.change', value: '123456' }),
  answerOk,
];

const commands = fc.oneof(
  fc.array(command, { maxLength: 40 }),
  perturbedScript(BY_PASSWORD, command),
  perturbedScript(BY_CODE, command),
);

async function play(commands: Command[]) {
  const pending: { settle: (outcome: 'succeed' | 'fail') => void }[] = [];
  const sessions: SessionPayload[] = [];
  const granted: SessionPayload[] = [];
  const errors: unknown[] = [];
  let run = 0;

  const call = <TOutput, TInput>(output: (n: number) => TOutput, grantsSession: boolean) =>
    fromPromise<TOutput, TInput>(
      () =>
        new Promise<TOutput>((resolve, reject) => {
          const started = run;
          pending.push({
            settle: (outcome) => {
              if (outcome === 'fail') {
                reject(new ApiError(401, '401: {"message":"No"}', '{"message":"No"}'));
                return;
              }
              const value = output(pending.length);
              if (grantsSession && started === run) granted.push(value as SessionPayload);
              resolve(value);
            },
          });
        }),
    );

  const session = (n: number): SessionPayload => ({ user: { id: `u${n}` }, token: `t${n}` });
  const actor = createActor(
    signInMachine.provide({
      actors: {
        logIn: call<SessionPayload, { email: string; password: string }>(session, true),
        sendLoginOtp: call<CodeSent, { mobile: string }>(() => ({ demoCode: '123456' }), false),
        verifyLoginOtp: call<SessionPayload, { mobile: string; otp: string }>(session, true),
      },
      actions: {
        startSession: (_, payload) => sessions.push(payload),
        // Alone, the flow has no auth dialog to tell.
        goToDashboard: () => {},
        openSignUp: () => {},
      },
    }),
  );
  actor.subscribe({ error: (error) => errors.push(error) });
  actor.start();

  for (const step of commands) {
    if (step.kind === 'ui') {
      actor.send(step.event);
      if (step.event.type === 'signUp.open') {
        run += 1;
        expect(actor.getSnapshot().value).toEqual({ emailTab: 'editing' });
        expect(actor.getSnapshot().context).toEqual(EMPTY_SIGN_IN);
      }
    } else if (pending.length) {
      const index = step.pick < 0 ? pending.length - 1 : step.pick % pending.length;
      pending.splice(index, 1)[0]!.settle(step.outcome);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(actor.getSnapshot().status).toBe('active');
    expect(sessions.every((s) => granted.includes(s))).toBe(true);
  }
  expect(errors).toEqual([]);
  actor.stop();
  return sessions.length;
}

describe('sign-in machine properties', () => {
  it('starts only sessions the server granted in this run, never throws, and switching to sign-up empties it', async () => {
    let signedIn = 0;
    await fc.assert(
      fc.asyncProperty(commands, async (sequence) => {
        if ((await play(sequence)) > 0) signedIn += 1;
      }),
      { numRuns: 500 },
    );
    console.info(`sign-in properties: 500 runs, ${signedIn} signed someone in`);
    expect(signedIn).toBeGreaterThan(0);
  });

  it('signs in on both happy paths (the generator can get there)', async () => {
    expect(await play(BY_PASSWORD)).toBe(1);
    expect(await play(BY_CODE)).toBe(1);
  });
});
