/** What the dialogs keep from a send-otp / send-login-otp answer. */
export interface CodeSent {
  /** The code itself, shown as 'Demo code: NNNNNN' — only from the in-page mock server. */
  demoCode: string | null;
}
