export type SignInTab = 'email' | 'mobile';

/** The sign-in form: email, mobile, password, otp. */
export interface SignInContext {
  email: string;
  password: string;
  /** The password field's show/hide toggle. */
  passwordVisible: boolean;
  mobile: string;
  otp: string;
  /** The code the mock server sent, shown in demo mode. */
  demoCode: string | null;
}

export type SignInEvent =
  | { type: 'tab.select'; tab: SignInTab }
  | { type: 'email.change'; value: string }
  | { type: 'password.change'; value: string }
  | { type: 'password.toggle' }
  | { type: 'email.submit' }
  | { type: 'mobile.change'; value: string }
  | { type: 'mobile.submit' }
  | { type: 'otp.change'; value: string }
  | { type: 'otp.submit' }
  | { type: 'otp.back' }
  | { type: 'signUp.open' };
