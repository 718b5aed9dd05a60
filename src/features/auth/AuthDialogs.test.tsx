import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Server } from 'miragejs';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@domain/demo-accounts';
import { failNextRequest } from '@mirage/faults';
import { countRequests, startTestServer } from '@/test/mirage';
import { renderAuthDialogs } from '@/test/auth/render-auth-dialogs';
import { settleableActor } from '@/test/settleable-actor';
import { signInMachine } from '@machines/sign-in/sign-in.machine';
import { signInEffects } from '@/features/auth/sign-in.effects';

const signInWithEffects = signInMachine.provide(signInEffects);

let server: Server;
let advanceServerClock: (ms: number) => void;
let requests: ReturnType<typeof countRequests>;
beforeEach(() => {
  ({ server, advance: advanceServerClock } = startTestServer({ seeded: true }));
  requests = countRequests(server);
});
afterEach(() => server.shutdown());

const dialog = () => screen.getByRole('dialog');

type User = Awaited<ReturnType<typeof renderAuthDialogs>>['user'];

/**
 * Clicks a field and pastes `text` into it, then presses Enter if `thenEnter`: the steps a
 * test walks through to reach the one it is about (typing key by key re-renders the dialog
 * per key; the keyboard walk-through and the field tests type).
 */
async function fill(user: User, field: HTMLElement, text: string, thenEnter = false) {
  await user.click(field);
  await user.paste(text);
  expect(field).toHaveValue(text);
  if (thenEnter) await user.keyboard('{Enter}');
}

async function demoCode(): Promise<string> {
  const text = (await screen.findByText(/^Demo code:/)).textContent ?? '';
  return /(\d{6})/.exec(text)![1]!;
}

describe('sign-up dialog', () => {
  it('walks from email to the dashboard with the keyboard, focus on each first field', async () => {
    const { user } = await renderAuthDialogs();
    await user.click(screen.getByRole('button', { name: 'Open sign-up' }));
    const email = await screen.findByLabelText(/^Email/);
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('type', 'email');
    await user.keyboard('nina@newco.example{Enter}');

    const phone = await screen.findByLabelText(/^Phone number/);
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAttribute('type', 'tel');
    await user.keyboard('+1 555 765 4321{Enter}');

    expect(await screen.findByText('OTP sent')).toBeInTheDocument();
    expect(screen.getByText('Please check your phone for the verification code')).toBeVisible();
    const code = await demoCode();
    expect(screen.getByText('available in 30 s')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Resend Code' })).toBeDisabled();
    const firstDigit = screen.getByLabelText('Verification code digit 1 of 6');
    await waitFor(() => expect(firstDigit).toHaveFocus());
    expect(firstDigit).toHaveAttribute('autocomplete', 'one-time-code');
    // Pasting the whole code fills all six digits and submits on its own.
    await user.paste(code);

    const name = await screen.findByLabelText(/^Full name/);
    await waitFor(() => expect(name).toHaveFocus());
    await user.keyboard('Nina Newman');
    await user.type(screen.getByLabelText(/^Designation/), 'Area Manager');
    await user.type(screen.getByLabelText(/^Company/), 'Newco Stores{Enter}');

    expect(await screen.findByText("You're all set, Nina Newman!")).toBeVisible();
    expect(screen.getByText(/The account for Newco Stores is ready/)).toBeVisible();
    expect(screen.getByText('Signed in as: Nina Newman')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Access Dashboard' }));
    expect(await screen.findByText('Page: /dashboard')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows field messages instead of calling the server for bad input', async () => {
    const { user } = await renderAuthDialogs();
    await user.click(screen.getByRole('button', { name: 'Open sign-up' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Enter your email address')).toBeVisible();
    await user.type(screen.getByLabelText(/^Email/), 'nina@');
    expect(screen.queryByText('Enter your email address')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(
      'Enter a valid email address, like name@company.com',
    );
    expect(requests.to('/api/validate-email')).toBe(0);
  });

  it("stays on the step with the text and the server's message when a call fails", async () => {
    const { user } = await renderAuthDialogs();
    await user.click(screen.getByRole('button', { name: 'Open sign-up' }));
    await user.type(await screen.findByLabelText(/^Email/), `${DEMO_ACCOUNTS[0].email}{Enter}`);
    expect(await screen.findByText('Email validation failed')).toBeVisible();
    expect(screen.getByText('An account with this email already exists')).toBeVisible();
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveValue(DEMO_ACCOUNTS[0].email);
    await waitFor(() => expect(email).toHaveFocus());
  });

  it('is busy while a call is in flight: loading button, read-only field, one request', async () => {
    server.timing = 300;
    const { user } = await renderAuthDialogs();
    await user.click(screen.getByRole('button', { name: 'Open sign-up' }));
    await user.type(await screen.findByLabelText(/^Email/), 'nina@newco.example');
    const submit = screen.getByRole('button', { name: 'Continue' });
    await user.click(submit);
    expect(submit).toHaveAttribute('data-loading', 'true');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('readonly');
    fireEvent.submit(submit.closest('form')!);
    await screen.findByLabelText(/^Phone number/);
    expect(requests.to('/api/validate-email')).toBe(1);
  });

  it('goes back from phone to email and from code to phone, keeping what was typed', async () => {
    const { user } = await renderAuthDialogs();
    await user.click(screen.getByRole('button', { name: 'Open sign-up' }));
    await fill(user, await screen.findByLabelText(/^Email/), 'nina@newco.example', true);
    await fill(user, await screen.findByLabelText(/^Phone number/), '+15557654321', true);
    await demoCode();
    await user.click(screen.getByRole('button', { name: 'Back to phone number' }));
    expect(await screen.findByLabelText(/^Phone number/)).toHaveValue('+15557654321');
    await user.click(screen.getByRole('button', { name: 'Back to email' }));
    expect(await screen.findByLabelText(/^Email/)).toHaveValue('nina@newco.example');
  });

  it('Escape closes the dialog and reopening shows the empty email step', async () => {
    const { user } = await renderAuthDialogs();
    await user.click(screen.getByRole('button', { name: 'Open sign-up' }));
    await fill(user, await screen.findByLabelText(/^Email/), 'nina@newco.example', true);
    await user.type(await screen.findByLabelText(/^Phone number/), '+1555');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Open sign-up' }));
    expect(await screen.findByLabelText(/^Email/)).toHaveValue('');
  });

  it('offers the resend after the cooldown and shows the new code', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user } = await renderAuthDialogs({ advanceTimers: vi.advanceTimersByTime });
      await user.click(screen.getByRole('button', { name: 'Open sign-up' }));
      await fill(user, await screen.findByLabelText(/^Email/), 'nina@newco.example', true);
      await fill(user, await screen.findByLabelText(/^Phone number/), '+15557654321', true);
      await demoCode();
      await act(() => vi.advanceTimersByTimeAsync(5000));
      expect(screen.getByText('available in 25 s')).toBeVisible();
      await act(() => vi.advanceTimersByTimeAsync(25_000));
      advanceServerClock(30_000);
      const resend = screen.getByRole('button', { name: 'Resend Code' });
      expect(resend).toBeEnabled();
      requests.reset();
      await user.click(resend);
      await waitFor(() => expect(requests.to('/api/send-otp')).toBe(1));
      expect(await screen.findByText(/available in 30 s/)).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows the server's message when a resend is refused", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user } = await renderAuthDialogs({ advanceTimers: vi.advanceTimersByTime });
      await user.click(screen.getByRole('button', { name: 'Open sign-up' }));
      await fill(user, await screen.findByLabelText(/^Email/), 'nina@newco.example', true);
      await fill(user, await screen.findByLabelText(/^Phone number/), '+15557654321', true);
      await demoCode();
      await act(() => vi.advanceTimersByTimeAsync(30_000));
      failNextRequest(server, '/api/send-otp', { status: 429, message: 'Slow down' });
      await user.click(screen.getByRole('button', { name: 'Resend Code' }));
      expect(await screen.findByText('Failed to send OTP')).toBeVisible();
      expect(screen.getByText('Slow down')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Resend Code' })).toBeEnabled();
    } finally {
      vi.useRealTimers();
    }
  });

  /** Fills every step, then registers after the verified phone has expired. */
  async function registerAfterVerificationExpired(
    user: Awaited<ReturnType<typeof renderAuthDialogs>>['user'],
  ) {
    await user.click(screen.getByRole('button', { name: 'Open sign-up' }));
    await fill(user, await screen.findByLabelText(/^Email/), 'nina@newco.example', true);
    await fill(user, await screen.findByLabelText(/^Phone number/), '+15557654321', true);
    await user.paste(await demoCode());
    await fill(user, await screen.findByLabelText(/^Full name/), 'Nina Newman');
    await fill(user, screen.getByLabelText(/^Designation/), 'Area Manager');
    await fill(user, screen.getByLabelText(/^Company/), 'Newco Stores');
    // The verified phone is good for 15 minutes; this person went for coffee.
    advanceServerClock(16 * 60_000);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
  }

  it('offers to verify the number again when the verification expired, keeping every field', async () => {
    const { user } = await renderAuthDialogs();
    await registerAfterVerificationExpired(user);

    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    const step = within(dialog());
    const alert = step.getByRole('alert');
    expect(alert).toHaveTextContent('Your phone verification has expired');
    expect(
      screen.getByText('Your phone verification has expired. Verify your number again.'),
    ).toBeVisible();
    const restart = within(alert).getByRole('button', { name: 'Verify your number again' });
    await waitFor(() => expect(restart).toHaveFocus());
    expect(step.getByRole('button', { name: 'Create Account' })).toBeDisabled();
    expect(screen.getByLabelText(/^Company/)).toHaveValue('Newco Stores');
    await user.click(restart);

    const code = await demoCode();
    expect(await step.findByText('Enter the code')).toBeVisible();
    expect(requests.to('/api/send-otp')).toBe(2);
    const firstDigit = screen.getByLabelText('Verification code digit 1 of 6');
    await waitFor(() => expect(firstDigit).toHaveFocus());
    expect(
      screen.getAllByLabelText<HTMLInputElement>(/^Verification code digit/).map((d) => d.value),
    ).toEqual(['', '', '', '', '', '']);
    await user.paste(code);

    expect(await screen.findByLabelText(/^Full name/)).toHaveValue('Nina Newman');
    expect(screen.getByLabelText(/^Designation/)).toHaveValue('Area Manager');
    expect(screen.getByLabelText(/^Company/)).toHaveValue('Newco Stores');
    expect(
      step.queryByRole('button', { name: 'Verify your number again' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText("You're all set, Nina Newman!")).toBeVisible();
    expect(screen.getByText('Signed in as: Nina Newman')).toBeInTheDocument();
  });

  it('goes back to the phone step from a re-sent code with the email and phone kept', async () => {
    const { user } = await renderAuthDialogs();
    await registerAfterVerificationExpired(user);
    await user.click(await screen.findByRole('button', { name: 'Verify your number again' }));
    await screen.findByText('Enter the code');
    await user.click(screen.getByRole('button', { name: 'Back to phone number' }));
    expect(await screen.findByLabelText(/^Phone number/)).toHaveValue('+15557654321');
    await user.click(screen.getByRole('button', { name: 'Back to email' }));
    expect(await screen.findByLabelText(/^Email/)).toHaveValue('nina@newco.example');
  });

  it("'Sign in' on the email step switches to the sign-in dialog", async () => {
    const { user } = await renderAuthDialogs();
    await user.click(screen.getByRole('button', { name: 'Open sign-up' }));
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('tab', { name: 'Email' })).toBeInTheDocument();
  });
});

describe('sign-in dialog', () => {
  it('signs in by email: welcome toast, session, dashboard, dialog closed', async () => {
    const { user } = await renderAuthDialogs();
    await user.click(screen.getByRole('button', { name: 'Open sign-in' }));
    const email = await within(dialog()).findByLabelText('Email', {
      exact: false,
      selector: 'input',
    });
    await waitFor(() => expect(email).toHaveFocus());
    await user.keyboard(DEMO_ACCOUNTS[2].email);
    await user.type(
      screen.getByLabelText(/^Password/, { selector: 'input' }),
      `${DEMO_PASSWORD}{Enter}`,
    );
    expect(await screen.findByText('Welcome back!')).toBeVisible();
    expect(screen.getByText('You have successfully signed in.')).toBeVisible();
    expect(screen.getByText(`Signed in as: ${DEMO_ACCOUNTS[2].name}`)).toBeInTheDocument();
    expect(await screen.findByText('Page: /dashboard')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("labels only the email field 'Email'", async () => {
    const { user } = await renderAuthDialogs();
    await user.click(screen.getByRole('button', { name: 'Open sign-in' }));
    await screen.findByRole('tab', { name: 'Email' });
    expect(within(dialog()).getAllByLabelText(/email/i)).toHaveLength(1);
  });

  it('asks for missing fields and says when the password is wrong', async () => {
    const { user } = await renderAuthDialogs();
    await user.click(screen.getByRole('button', { name: 'Open sign-in' }));
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Missing information')).toBeVisible();
    expect(screen.getByText('Please enter both email and password')).toBeVisible();
    await user.type(screen.getByLabelText(/^Email/, { selector: 'input' }), DEMO_ACCOUNTS[0].email);
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'wrong{Enter}');
    expect(await screen.findByText('Sign in failed')).toBeVisible();
    expect(screen.getByText('Invalid email or password')).toBeVisible();
    expect(screen.getByText('Signed in as: nobody')).toBeInTheDocument();
  });

  it('toggles the password visibility, and closing hides it again', async () => {
    const { user } = await renderAuthDialogs();
    await user.click(screen.getByRole('button', { name: 'Open sign-in' }));
    const password = await screen.findByLabelText(/^Password/, { selector: 'input' });
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Open sign-in' }));
    expect(await screen.findByLabelText(/^Password/, { selector: 'input' })).toHaveAttribute(
      'type',
      'password',
    );
  });

  it('switching tabs clears the fields', async () => {
    const { user } = await renderAuthDialogs();
    await user.click(screen.getByRole('button', { name: 'Open sign-in' }));
    await user.type(await screen.findByLabelText(/^Email/, { selector: 'input' }), 'a@b.example');
    await user.click(screen.getByRole('tab', { name: 'Mobile' }));
    await user.type(await screen.findByLabelText(/^Mobile number/), '+1555');
    await user.click(screen.getByRole('tab', { name: 'Email' }));
    expect(await screen.findByLabelText(/^Email/, { selector: 'input' })).toHaveValue('');
    await user.click(screen.getByRole('tab', { name: 'Mobile' }));
    expect(await screen.findByLabelText(/^Mobile number/)).toHaveValue('');
  });

  it('signs in with a texted code; the back arrow returns to the number', async () => {
    const { user } = await renderAuthDialogs();
    await user.click(screen.getByRole('button', { name: 'Open sign-in' }));
    await user.click(await screen.findByRole('tab', { name: 'Mobile' }));
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('Please enter your mobile number')).toBeVisible();
    await user.type(screen.getByLabelText(/^Mobile number/), `${DEMO_ACCOUNTS[1].phone}{Enter}`);
    await demoCode();
    await user.click(screen.getByRole('button', { name: 'Back to number entry' }));
    const mobile = await screen.findByLabelText(/^Mobile number/);
    expect(mobile).toHaveValue(DEMO_ACCOUNTS[1].phone);
    expect(screen.queryByText(/^Demo code:/)).not.toBeInTheDocument();

    // The server allows one code per 30 s; the first one is still valid.
    const sentCode = server.db.otpCodes?.[0]?.code as string;
    server.db.otpCodes?.update({ issuedAt: 0 });
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    const code = await demoCode();
    expect(code).not.toBe('');
    expect(sentCode).toMatch(/^\d{6}$/);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Missing OTP')).toBeVisible();
    await user.type(screen.getByLabelText('Verification code digit 1 of 6'), code);
    expect(await screen.findByText('Welcome back!')).toBeVisible();
    expect(screen.getByText(`Signed in as: ${DEMO_ACCOUNTS[1].name}`)).toBeInTheDocument();
  });

  it("'Sign up here' closes sign-in and opens sign-up", async () => {
    const { user } = await renderAuthDialogs();
    await user.click(screen.getByRole('button', { name: 'Open sign-in' }));
    await user.click(await screen.findByRole('button', { name: 'Sign up here' }));
    expect(await screen.findByText('Your work email')).toBeVisible();
    expect(screen.queryByRole('tab', { name: 'Email' })).not.toBeInTheDocument();
  });

  it('opens only once its flow runs: nothing typed goes to the last, stopped one', async () => {
    const load = settleableActor<typeof signInMachine, unknown>();
    const { user } = await renderAuthDialogs({ loadSignIn: load.logic });
    await user.click(screen.getByRole('button', { name: 'Open sign-in' }));
    await waitFor(() => expect(load.calls).toHaveLength(1));
    load.resolve(signInWithEffects);
    await user.type(await screen.findByLabelText('Email'), 'first@demo-retail.example');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Opened again while the flow's code is still on its way: no dialog yet.
    await user.click(screen.getByRole('button', { name: 'Open sign-in' }));
    await waitFor(() => expect(load.calls).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => load.resolve(signInWithEffects));
    expect(await screen.findByLabelText('Email')).toHaveValue('');
  });

  it('lists the demo accounts behind a toggle', async () => {
    const { user } = await renderAuthDialogs();
    await user.click(screen.getByRole('button', { name: 'Open sign-in' }));
    const toggle = await screen.findByRole('button', { name: 'Demo accounts' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const account of DEMO_ACCOUNTS) {
      await waitFor(() => expect(screen.getByText(account.email)).toBeVisible());
    }
    expect(screen.getByText('demo1234')).toBeVisible();
  });
});
