import { apiMode, type ApiMode } from '../../src/lib/api/config';
import { isOtpCode } from '@domain/contact-rules';

/** What the dialogs keep from a send-otp / send-login-otp answer. */
export interface CodeSent {
  /** The code itself, shown as 'Demo code: NNNNNN' — only from the in-page mock server. */
  demoCode: string | null;
}

/** Reads the demo code from a send answer; a remote backend's answer never shows one. */
export function readCodeSent(answer: unknown, mode: ApiMode = apiMode): CodeSent {
  const code =
    typeof answer === 'object' && answer !== null
      ? (answer as { demoCode?: unknown }).demoCode
      : null;
  return { demoCode: mode === 'mock' && typeof code === 'string' && isOtpCode(code) ? code : null };
}
