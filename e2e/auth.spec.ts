import { expect, test, type Page } from './test';
import { expectNoSeriousA11yViolations } from './fixtures';
import {
  DEMO_ACCOUNTS,
  DEMO_COMPANY,
  DEMO_PASSWORD,
  demoCode,
  enterCode,
  signInWithEmail,
} from './support/auth';

const NEW_USER = {
  email: 'nina.newman@newco.example',
  phone: '+1 555 765 4321',
  name: 'Nina Newman',
  designation: 'Area Manager',
  company: 'Newco Stores',
};

const dialog = (page: Page) => page.getByRole('dialog');
const toast = (page: Page, title: string) => page.getByRole('alert').filter({ hasText: title });

/** The toast is up, exactly once, with this title and description. */
async function expectToastOnce(page: Page, title: string, message: string) {
  await expect(toast(page, title)).toHaveCount(1);
  await expect(toast(page, title)).toContainText(message);
}

async function axeScanOfDialog(page: Page) {
  await expect(dialog(page)).toBeVisible();
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
}

async function openSignUp(page: Page) {
  await page.goto('/');
  await page.getByRole('main').getByRole('button', { name: 'Start Your Free Trial' }).click();
  await expect(dialog(page).getByText('Your work email')).toBeVisible();
}

async function openSignIn(page: Page) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog(page).getByRole('tab', { name: 'Email' })).toBeVisible();
}

/** Sign-up up to the code step; returns the demo code. */
async function signUpToCode(page: Page) {
  await openSignUp(page);
  await dialog(page).getByRole('textbox', { name: 'Email' }).fill(NEW_USER.email);
  await page.keyboard.press('Enter');
  await dialog(page).getByRole('textbox', { name: 'Phone number' }).fill(NEW_USER.phone);
  await page.keyboard.press('Enter');
  return demoCode(dialog(page));
}

test('sign-up with the demo code ends on the dashboard, each step accessible', async ({ page }) => {
  await openSignUp(page);
  const email = dialog(page).getByRole('textbox', { name: 'Email' });
  await expect(email).toBeFocused();
  await axeScanOfDialog(page);
  await email.fill(NEW_USER.email);
  await dialog(page).getByRole('button', { name: 'Continue' }).click();

  const phone = dialog(page).getByRole('textbox', { name: 'Phone number' });
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAttribute('type', 'tel');
  await axeScanOfDialog(page);
  await phone.fill(NEW_USER.phone);
  await page.keyboard.press('Enter');

  await expectToastOnce(page, 'OTP sent', 'Please check your phone for the verification code');
  const code = await demoCode(dialog(page));
  await expect(dialog(page).getByText(/available in \d+ s/)).toBeVisible();
  await expect(dialog(page).getByRole('button', { name: 'Resend Code' })).toBeDisabled();
  const firstDigit = dialog(page).getByRole('textbox', { name: 'Verification code digit 1 of 6' });
  await expect(firstDigit).toBeFocused();
  await expect(firstDigit).toHaveAttribute('autocomplete', 'one-time-code');
  await axeScanOfDialog(page);
  await enterCode(dialog(page), code);

  const name = dialog(page).getByRole('textbox', { name: 'Full name' });
  await expect(name).toBeFocused();
  await axeScanOfDialog(page);
  await name.fill(NEW_USER.name);
  await dialog(page).getByRole('textbox', { name: 'Designation' }).fill(NEW_USER.designation);
  await dialog(page).getByRole('textbox', { name: 'Company' }).fill(NEW_USER.company);
  await dialog(page).getByRole('button', { name: 'Create Account' }).click();

  await expect(dialog(page).getByText(`You're all set, ${NEW_USER.name}!`)).toBeVisible();
  await axeScanOfDialog(page);
  await dialog(page).getByRole('button', { name: 'Access Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByText(`Welcome, ${NEW_USER.name}`)).toBeVisible();

  // The account survives a reload (the mock server keeps its database in localStorage).
  await page.reload();
  await expect(page.getByText(`Welcome, ${NEW_USER.name}`)).toBeVisible();
  await openSignUp(page);
  await dialog(page).getByRole('textbox', { name: 'Email' }).fill(NEW_USER.email);
  await page.keyboard.press('Enter');
  await expectToastOnce(
    page,
    'Email validation failed',
    'An account with this email already exists',
  );
});

test('sign-in by email with a demo account', async ({ page }) => {
  await signInWithEmail(page, DEMO_ACCOUNTS.manager.email);
  await expectToastOnce(page, 'Welcome back!', 'You have successfully signed in.');
  await expect(page.getByText(`Welcome, ${DEMO_ACCOUNTS.manager.name}`)).toBeVisible();
  await expect(dialog(page)).toBeHidden();
});

test('sign-in dialog: tabs, password toggle, demo accounts, each view accessible', async ({
  page,
}) => {
  await openSignIn(page);
  const email = dialog(page).getByRole('textbox', { name: 'Email' });
  await expect(email).toBeFocused();
  await axeScanOfDialog(page);

  const password = dialog(page).getByLabel('Password', { exact: true });
  await password.fill('secret');
  await dialog(page).getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');

  await dialog(page).getByRole('button', { name: 'Demo accounts' }).click();
  for (const account of Object.values(DEMO_ACCOUNTS)) {
    await expect(dialog(page).getByText(account.email)).toBeVisible();
  }
  await expect(dialog(page).getByText(DEMO_COMPANY.name)).toBeVisible();
  await axeScanOfDialog(page);

  await dialog(page).getByRole('tab', { name: 'Mobile' }).click();
  await expect(dialog(page).getByRole('tab', { name: 'Mobile' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(dialog(page).getByRole('textbox', { name: 'Mobile number' })).toBeVisible();
  await axeScanOfDialog(page);
  await dialog(page).getByRole('tab', { name: 'Email' }).click();
  await expect(email).toHaveValue('');

  // Closing resets everything, the password's visibility included.
  await dialog(page).getByLabel('Password', { exact: true }).fill('secret');
  await dialog(page).getByRole('button', { name: 'Show password' }).click();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog(page).getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(dialog(page).getByLabel('Password', { exact: true })).toHaveAttribute(
    'type',
    'password',
  );

  await dialog(page).getByRole('button', { name: 'Sign up here' }).click();
  await expect(dialog(page).getByText('Your work email')).toBeVisible();
});

test('sign-in by mobile code, with the back arrow on the way', async ({ page }) => {
  await page.clock.install();
  await openSignIn(page);
  await dialog(page).getByRole('tab', { name: 'Mobile' }).click();
  await dialog(page).getByRole('textbox', { name: 'Mobile number' }).fill(DEMO_ACCOUNTS.ops.phone);
  await dialog(page).getByRole('button', { name: 'Send Code' }).click();
  await expectToastOnce(page, 'OTP sent', 'Please check your phone for the verification code');
  const code = await demoCode(dialog(page));
  await axeScanOfDialog(page);

  await dialog(page).getByRole('button', { name: 'Back to number entry' }).click();
  await expect(dialog(page).getByRole('textbox', { name: 'Mobile number' })).toHaveValue(
    DEMO_ACCOUNTS.ops.phone,
  );
  // The first code is still the valid one (a new one may only be sent after 30 s).
  await dialog(page).getByRole('button', { name: 'Send Code' }).click();
  await expectToastOnce(page, 'Failed to send OTP', 'Please wait');
  await dialog(page).getByRole('tab', { name: 'Email' }).click();
  await dialog(page).getByRole('tab', { name: 'Mobile' }).click();
  await expect(dialog(page).getByRole('textbox', { name: 'Mobile number' })).toHaveValue('');

  await page.clock.fastForward('00:31');
  await dialog(page).getByRole('textbox', { name: 'Mobile number' }).fill(DEMO_ACCOUNTS.ops.phone);
  await page.keyboard.press('Enter');
  const fresh = await demoCode(dialog(page));
  expect(fresh).toMatch(/^\d{6}$/);
  expect(code).toMatch(/^\d{6}$/);
  await enterCode(dialog(page), fresh);

  await expectToastOnce(page, 'Welcome back!', 'You have successfully signed in.');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Welcome, ${DEMO_ACCOUNTS.ops.name}`)).toBeVisible();
});

test.describe('every sign-in notification of the spec, shown once', () => {
  test('Email tab: missing information and a wrong password', async ({ page }) => {
    await openSignIn(page);
    await dialog(page).getByRole('button', { name: 'Sign In' }).click();
    await expectToastOnce(page, 'Missing information', 'Please enter both email and password');

    await dialog(page).getByRole('textbox', { name: 'Email' }).fill(DEMO_ACCOUNTS.owner.email);
    await dialog(page).getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.keyboard.press('Enter');
    await expectToastOnce(page, 'Sign in failed', 'Invalid email or password');
    await expect(dialog(page).getByRole('textbox', { name: 'Email' })).toHaveValue(
      DEMO_ACCOUNTS.owner.email,
    );
    await expect(page).toHaveURL(/\/$/);
  });

  test('Mobile tab: missing number, a bad number, missing and wrong codes', async ({ page }) => {
    await openSignIn(page);
    await dialog(page).getByRole('tab', { name: 'Mobile' }).click();
    await dialog(page).getByRole('button', { name: 'Send Code' }).click();
    await expectToastOnce(page, 'Missing information', 'Please enter your mobile number');

    await dialog(page).getByRole('textbox', { name: 'Mobile number' }).fill('call me maybe');
    await page.keyboard.press('Enter');
    await expectToastOnce(page, 'Failed to send OTP', 'Please enter a valid phone number');

    await dialog(page)
      .getByRole('textbox', { name: 'Mobile number' })
      .fill(DEMO_ACCOUNTS.owner.phone);
    await page.keyboard.press('Enter');
    const code = await demoCode(dialog(page));
    await dialog(page).getByRole('button', { name: 'Verify' }).click();
    await expectToastOnce(page, 'Missing OTP', 'Please enter the verification code');

    await enterCode(dialog(page), code === '000000' ? '111111' : '000000');
    await expectToastOnce(page, 'OTP verification failed', 'Incorrect code. 4 attempts left.');
  });
});

test.describe('every sign-up notification of the spec, shown once', () => {
  test('email taken, phone taken, wrong code', async ({ page }) => {
    await openSignUp(page);
    await dialog(page).getByRole('textbox', { name: 'Email' }).fill(DEMO_ACCOUNTS.ops.email);
    await page.keyboard.press('Enter');
    await expectToastOnce(
      page,
      'Email validation failed',
      'An account with this email already exists',
    );
    await expect(dialog(page).getByRole('textbox', { name: 'Email' })).toHaveValue(
      DEMO_ACCOUNTS.ops.email,
    );

    await dialog(page).getByRole('textbox', { name: 'Email' }).fill(NEW_USER.email);
    await page.keyboard.press('Enter');
    await dialog(page).getByRole('textbox', { name: 'Phone number' }).fill(DEMO_ACCOUNTS.ops.phone);
    await page.keyboard.press('Enter');
    await expectToastOnce(
      page,
      'Failed to send OTP',
      'An account with this phone number already exists',
    );

    await dialog(page).getByRole('textbox', { name: 'Phone number' }).fill(NEW_USER.phone);
    await page.keyboard.press('Enter');
    const code = await demoCode(dialog(page));
    await enterCode(dialog(page), code === '000000' ? '111111' : '000000');
    await expectToastOnce(page, 'OTP verification failed', 'Incorrect code. 4 attempts left.');
    await expect(dialog(page).getByText('Enter the code')).toBeVisible();
  });

  test('registration after the phone verification expired', async ({ page }) => {
    await page.clock.install();
    const code = await signUpToCode(page);
    await enterCode(dialog(page), code);
    await dialog(page).getByRole('textbox', { name: 'Full name' }).fill(NEW_USER.name);
    await dialog(page).getByRole('textbox', { name: 'Designation' }).fill(NEW_USER.designation);
    await dialog(page).getByRole('textbox', { name: 'Company' }).fill(NEW_USER.company);
    // The verified phone is good for 15 minutes; this person went for coffee.
    await page.clock.fastForward('16:00');
    await dialog(page).getByRole('button', { name: 'Create Account' }).click();
    await expectToastOnce(
      page,
      'Registration failed',
      'Your phone verification has expired. Verify your number again.',
    );
    await expect(dialog(page).getByRole('textbox', { name: 'Company' })).toHaveValue(
      NEW_USER.company,
    );
  });

  test('a blank form is explained field by field, without calling the server', async ({ page }) => {
    await openSignUp(page);
    await dialog(page).getByRole('button', { name: 'Continue' }).click();
    await expect(dialog(page).getByText('Enter your email address')).toBeVisible();
    await expect(toast(page, 'Email validation failed')).toHaveCount(0);
  });
});

test('a stored token restores the session after a reload, and sign-out ends it', async ({
  page,
}) => {
  await signInWithEmail(page, DEMO_ACCOUNTS.associate.email, DEMO_PASSWORD);
  await expect(page.getByText(`Welcome, ${DEMO_ACCOUNTS.associate.name}`)).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toMatch(/^[0-9a-f]{64}$/);

  await page.reload();
  await expect(page.getByText(`Welcome, ${DEMO_ACCOUNTS.associate.name}`)).toBeVisible();
  await page.goto('/agent/documents');
  await expect(page).toHaveURL(/\/agent\/documents$/);

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The token goes once the server has been told (or could not be).
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/agent/documents');
  await expect(page).toHaveURL(/\/$/);
});

test('a token the server does not know is dropped on start', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('token', 'f'.repeat(64)));
  await page.goto('/agent/documents');
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
