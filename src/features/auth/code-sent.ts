import type { CodeSent } from '@machines/auth-dialog/code-sent';
import { isOtpCode } from '@domain/contact-rules';
import { apiMode, type ApiMode } from '@/lib/api/config';

/** Reads the demo code from a send answer; a remote backend's answer never shows one. */
export function readCodeSent(answer: unknown, mode: ApiMode = apiMode): CodeSent {
  const code =
    typeof answer === 'object' && answer !== null
      ? (answer as { demoCode?: unknown }).demoCode
      : null;
  return { demoCode: mode === 'mock' && typeof code === 'string' && isOtpCode(code) ? code : null };
}
