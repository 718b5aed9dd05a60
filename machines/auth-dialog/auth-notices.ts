import { errorMessage } from '@domain/api-error';

/** A toast: the sign-up and sign-in machines say which, the dialogs show it. */
export interface Notice {
  title: string;
  message: string;
}

/** Every text the authentication dialogs show in a toast. */
export const NOTICES = {
  otpSent: { title: 'OTP sent', message: 'Please check your phone for the verification code' },
  signedIn: { title: 'Welcome back!', message: 'You have successfully signed in.' },
  missingCredentials: {
    title: 'Missing information',
    message: 'Please enter both email and password',
  },
  missingMobile: { title: 'Missing information', message: 'Please enter your mobile number' },
  missingOtp: { title: 'Missing OTP', message: 'Please enter the verification code' },
} as const satisfies Record<string, Notice>;

/** What the profile step says when register found the phone verification expired. */
export const VERIFICATION_EXPIRED: Notice = {
  title: 'Your phone verification has expired',
  message: 'We will text you a new code; everything you typed stays.',
};

export const FAILURE_TITLES = {
  emailValidation: 'Email validation failed',
  sendOtp: 'Failed to send OTP',
  verifyOtp: 'OTP verification failed',
  registration: 'Registration failed',
  signIn: 'Sign in failed',
} as const;

/** Sign-in's fallbacks when the server gives no message. */
export const SIGN_IN_FALLBACKS = {
  signIn: 'Invalid email or password',
  sendOtp: 'Please check your mobile number',
  verifyOtp: 'Invalid OTP code',
} as const;

const GENERIC_FALLBACK = 'Something went wrong. Please try again.';

/** A failure toast: the title, and the server's message (or the fallback when it has none). */
export function failureNotice(title: string, error: unknown, fallback = GENERIC_FALLBACK): Notice {
  return { title, message: errorMessage(error) ?? fallback };
}
