import type { SessionUser } from '../session/session.types';

export type ProfileField = 'name' | 'designation' | 'company';

/** The sign-up form: email, phone, otp, name, designation, company. */
export interface SignUpFields {
  email: string;
  phone: string;
  otp: string;
  name: string;
  designation: string;
  company: string;
}

export type SignUpField = keyof SignUpFields;

export interface SignUpContext extends SignUpFields {
  /** The code the mock server sent, shown in demo mode. */
  demoCode: string | null;
  /** Seconds until 'Resend Code' is available again, for the visible countdown. */
  resendSecondsLeft: number;
  /** Field messages from the last submit that did not pass the form's checks. */
  problems: Partial<Record<SignUpField, string>>;
  /** The account register created, for the success step. */
  user: SessionUser | null;
}

export type SignUpEvent =
  | { type: 'email.change'; value: string }
  | { type: 'email.submit' }
  | { type: 'phone.change'; value: string }
  | { type: 'phone.submit' }
  | { type: 'otp.change'; value: string }
  | { type: 'otp.submit' }
  | { type: 'otp.resend' }
  | { type: 'profile.change'; field: ProfileField; value: string }
  | { type: 'profile.submit' }
  /** After registration found the phone verification expired: send a new code, keep the rest. */
  | { type: 'verification.restart' }
  | { type: 'step.back' }
  | { type: 'dashboard.open' };
