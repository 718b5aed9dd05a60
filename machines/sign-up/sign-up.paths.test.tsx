import { configure } from '@testing-library/react';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { DialogDriver, drivePath, type FlowScreen } from '@/test/auth/dialog-driver';
import { CoverageRecorder, describePath, planPaths } from '@/test/machine-paths';
import { signUpMachine } from './sign-up.machine';
import { MODEL_EVENTS, serializeSignUp } from './sign-up.model';
import type { ProfileField, SignUpContext } from './sign-up.types';

/**
 * Every edge of the sign-up machine's graph, driven through the rendered
 * dialog against a Mirage server: user events become typing and clicks, `xstate.done/error`
 * events the server's held answer (a fault queued before the call for errors), `xstate.after`
 * events the machine's simulated clock. After each step the screen must show the model's state
 * and the toast its transition shows.
 */

// Role queries skip the (slow in jsdom) visibility check; each step asserts what is shown.
configure({ defaultHidden: true });

// The model runs without the app around it: its messages to the auth dialog and the session
// (which the driver checks on screen) are left out of the planning.
const model = signUpMachine.provide({
  actions: { goToDashboard: () => {}, startSession: () => {} },
});
const plan = planPaths(model, { events: MODEL_EVENTS, serializeState: serializeSignUp });
const coverage = new CoverageRecorder(plan);

type ModelEvent = EventObject & { value?: string; field?: ProfileField };

const PROFILE_LABELS: Record<ProfileField, RegExp> = {
  name: /^Full name/,
  designation: /^Designation/,
  company: /^Company/,
};

/** The button that sends a code, for each event that asks for one. */
const SEND_BUTTONS = {
  'phone.submit': 'Send Code',
  'otp.resend': 'Resend Code',
  'verification.restart': 'Verify your number again',
} as const;

class SignUpDriver extends DialogDriver {
  async perform(event: ModelEvent, before: AnyMachineSnapshot) {
    const context = before.context as SignUpContext;
    switch (event.type) {
      case 'email.change':
        return this.replaceText(/^Email/, event.value ?? '');
      case 'email.submit':
        return this.click('Continue');
      case 'phone.change':
        return this.replaceText(/^Phone number/, event.value ?? '');
      case 'phone.submit':
      case 'otp.resend':
      case 'verification.restart':
        // A fresh code may always be sent: past the server's resend and hourly limits.
        this.parts.advanceServerClock(13 * 60_000);
        return this.click(SEND_BUTTONS[event.type as keyof typeof SEND_BUTTONS]);
      case 'otp.change':
        return this.replaceCode(event.value ?? '');
      case 'otp.submit':
        return this.click('Verify');
      case 'profile.change':
        return this.replaceText(PROFILE_LABELS[event.field!], event.value ?? '');
      case 'profile.submit':
        return this.click('Create Account');
      case 'step.back':
        return this.click(before.matches('phone') ? 'Back to email' : 'Back to phone number');
      case 'dashboard.open':
        await this.click('Access Dashboard');
        await this.expectPage('/dashboard');
        return this.reopen();
    }
    if (event.type.startsWith('xstate.after.countdownTick.')) return this.tick(1000);
    if (event.type.startsWith('xstate.after.resendCooldown.')) {
      return this.tick(context.resendSecondsLeft * 1000);
    }
    throw new Error(`The driver does not know how to perform ${event.type}`);
  }

  async expectState(state: AnyMachineSnapshot) {
    const c = state.context as SignUpContext;
    if (state.matches('email')) {
      await this.dialog().findByText('Your work email');
      this.expectField(/^Email/, c.email, c.problems.email);
      this.expectBusy('Continue', state.matches({ email: 'validating' }));
    } else if (state.matches('phone')) {
      await this.dialog().findByText('Your phone number');
      this.expectField(/^Phone number/, c.phone, c.problems.phone);
      this.expectBusy('Send Code', state.matches({ phone: 'sending' }));
    } else if (state.matches('otp')) {
      await this.dialog().findByText('Enter the code');
      this.expectCode(c.otp);
      if (c.problems.otp) expect(this.dialog().getByText(c.problems.otp)).toBeInTheDocument();
      this.expectBusy('Verify', state.matches({ otp: { code: 'verifying' } }));
      this.expectBusy('Resend Code', state.matches({ otp: { resend: 'sending' } }));
      const resend = this.dialog().getByRole('button', { name: 'Resend Code' });
      if (state.matches({ otp: { resend: 'coolingDown' } })) {
        expect(this.dialog().getByText(`available in ${c.resendSecondsLeft} s`)).toBeVisible();
        expect(resend).toBeDisabled();
      } else {
        expect(this.dialog().queryByText(/^available in/)).not.toBeInTheDocument();
        if (state.matches({ otp: { resend: 'available', code: 'editing' } })) {
          expect(resend).toBeEnabled();
        }
      }
    } else if (state.matches('profile')) {
      await this.dialog().findByText('About you');
      for (const field of ['name', 'designation', 'company'] as const) {
        this.expectField(PROFILE_LABELS[field], c[field], c.problems[field]);
      }
      this.expectBusy('Create Account', state.matches({ profile: 'registering' }));
      const restart = this.dialog().queryByRole('button', { name: 'Verify your number again' });
      if (state.hasTag('verificationExpired')) {
        expect(this.dialog().getByText('Your phone verification has expired')).toBeVisible();
        expect(restart).toBeInTheDocument();
        expect(this.dialog().getByRole('button', { name: 'Create Account' })).toBeDisabled();
        this.expectBusy(
          'Verify your number again',
          state.matches({ profile: 'restartingVerification' }),
        );
      } else {
        expect(restart).not.toBeInTheDocument();
      }
    } else if (state.matches('success')) {
      expect(await this.dialog().findByText(`You're all set, ${c.user?.name}!`)).toBeVisible();
      this.expectSignedIn(c.user?.name);
    } else {
      throw new Error(`No screen check for ${JSON.stringify(state.value)}`);
    }
  }
}

const signUpScreen: FlowScreen<SignUpDriver> = {
  machine: model,
  openButton: 'Open sign-up',
  seeded: false,
  calls: {
    validateEmail: '/api/validate-email',
    sendOtp: '/api/send-otp',
    resendOtp: '/api/send-otp',
    verifyOtp: '/api/verify-otp',
    register: '/api/register',
    restartVerification: '/api/send-otp',
  },
  createDriver: (parts) => new SignUpDriver(parts),
};

describe('sign-up machine paths through the dialog', () => {
  it.each(plan.paths.map((path) => [describePath(path), path] as const))(
    '%s',
    (_name, path) => drivePath(signUpScreen, path, coverage),
    120_000,
  );

  it('covers every state and every transition', () => {
    const { missingStates, missingTransitions } = coverage.report('sign-up');
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });
});
