import { configure, screen } from '@testing-library/react';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { DialogDriver, drivePath, type FlowScreen } from '@/test/auth/dialog-driver';
import { CoverageRecorder, describePath, planPaths } from '@/test/machine-paths';
import { signInMachine } from './sign-in.machine';
import { MODEL_ACCOUNT, MODEL_EVENTS, serializeSignIn } from './sign-in.model';
import type { SignInContext } from './sign-in.types';

/**
 * Every edge of the sign-in machine's graph, driven through the rendered
 * dialog against a Mirage server with the demo accounts; see the sign-up path tests.
 */

configure({ defaultHidden: true });

// The model runs without the app around it: its messages to the auth dialog and the session
// (which the driver checks on screen) are left out of the planning.
const model = signInMachine.provide({
  actions: { openSignUp: () => {}, goToDashboard: () => {}, startSession: () => {} },
});
const plan = planPaths(model, { events: MODEL_EVENTS, serializeState: serializeSignIn });
const coverage = new CoverageRecorder(plan);

type ModelEvent = EventObject & { value?: string; tab?: string };

class SignInDriver extends DialogDriver {
  async perform(event: ModelEvent, before: AnyMachineSnapshot) {
    const context = before.context as SignInContext;
    switch (event.type) {
      case 'tab.select':
        return this.user.click(
          this.dialog().getByRole('tab', { name: event.tab === 'mobile' ? 'Mobile' : 'Email' }),
        );
      case 'email.change':
        return this.replaceText(/^Email/, event.value ?? '');
      case 'password.change':
        return this.replaceText(/^Password/, event.value ?? '');
      case 'password.toggle':
        return this.click(context.passwordVisible ? 'Hide password' : 'Show password');
      case 'email.submit':
        return this.click('Sign In');
      case 'mobile.change':
        return this.replaceText(/^Mobile number/, event.value ?? '');
      case 'mobile.submit':
        // A fresh code may always be sent: past the server's resend and hourly limits.
        this.parts.advanceServerClock(13 * 60_000);
        return this.click('Send Code');
      case 'otp.change':
        return this.replaceCode(event.value ?? '');
      case 'otp.submit':
        return this.click('Verify');
      case 'otp.back':
        return this.click('Back to number entry');
      case 'signUp.open':
        await this.user.click(this.dialog().getByRole('button', { name: 'Sign up here' }));
        // The sign-up dialog opens once its flow's code has loaded.
        expect(await screen.findByText('Your work email')).toBeInTheDocument();
        await this.click('Close');
        return this.reopen();
    }
    throw new Error(`The driver does not know how to perform ${event.type}`);
  }

  async answer(event: EventObject) {
    await super.answer(event);
    if (
      event.type === 'xstate.done.actor.logIn' ||
      event.type === 'xstate.done.actor.verifyLoginOtp'
    ) {
      await this.expectPage('/dashboard');
      this.expectSignedIn(MODEL_ACCOUNT.name);
      await this.reopen();
    }
  }

  private expectTab(name: 'Email' | 'Mobile') {
    expect(this.dialog().getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  }

  async expectState(state: AnyMachineSnapshot) {
    const c = state.context as SignInContext;
    if (state.matches('emailTab')) {
      this.expectTab('Email');
      await this.dialog().findByRole('button', { name: 'Sign In' });
      this.expectField(/^Email/, c.email);
      this.expectField(/^Password/, c.password);
      expect(this.dialog().getByLabelText(/^Password/, { selector: 'input' })).toHaveAttribute(
        'type',
        c.passwordVisible ? 'text' : 'password',
      );
      this.expectBusy('Sign In', state.matches({ emailTab: 'signingIn' }));
    } else if (state.matches({ mobileTab: 'numberEntry' })) {
      this.expectTab('Mobile');
      await this.dialog().findByLabelText(/^Mobile number/, { selector: 'input' });
      this.expectField(/^Mobile number/, c.mobile);
      this.expectBusy('Send Code', state.matches({ mobileTab: { numberEntry: 'sending' } }));
    } else if (state.matches({ mobileTab: 'codeEntry' })) {
      this.expectTab('Mobile');
      await this.dialog().findByText(`Enter the 6-digit code sent to ${c.mobile}.`);
      this.expectCode(c.otp);
      this.expectBusy('Verify', state.matches({ mobileTab: { codeEntry: 'verifying' } }));
    } else {
      throw new Error(`No screen check for ${JSON.stringify(state.value)}`);
    }
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  }
}

const signInScreen: FlowScreen<SignInDriver> = {
  machine: model,
  openButton: 'Open sign-in',
  seeded: true,
  calls: {
    logIn: '/api/auth/login',
    sendLoginOtp: '/api/auth/send-login-otp',
    verifyLoginOtp: '/api/auth/verify-login-otp',
  },
  createDriver: (parts) => new SignInDriver(parts),
};

describe('sign-in machine paths through the dialog', () => {
  it.each(plan.paths.map((path) => [describePath(path), path] as const))(
    '%s',
    (_name, path) => drivePath(signInScreen, path, coverage),
    120_000,
  );

  it('covers every state and every transition', () => {
    const { missingStates, missingTransitions } = coverage.report('sign-in');
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });
});
