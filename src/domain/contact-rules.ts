/**
 * What counts as an email address, a phone number and a one-time code: one set of rules for the
 * sign-up/sign-in forms and for the mock server that checks them again.
 */
export const OTP_LENGTH = 6;

/** Seconds before a new code may be sent to the same number (the form's countdown and the server's 429). */
export const OTP_RESEND_COOLDOWN_SECONDS = 30;

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * An address as the API contract's `format: email` takes it (JSON Schema's, RFC 5321): ASCII
 * letters, digits and the usual symbols before the @, dot-separated host labels after it.
 * Internationalised addresses are refused here, in the forms and by the server alike.
 */
const EMAIL_ADDRESS =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

export function isEmailAddress(value: string): boolean {
  return EMAIL_ADDRESS.test(value.trim());
}

/** Drops the spaces, dashes, dots and brackets people type in phone numbers. */
export function normalizePhone(value: string): string {
  return value.trim().replace(/[\s\-.()]/g, '');
}

/**
 * The number in E.164 ('+' and 7 to 15 digits), or null when `value` is not a phone number.
 * A leading '00' (the international prefix) or '+' goes, then any leading zeros, so
 * '15550100001', '+015550100001' and '0015550100001' are all '+15550100001'.
 */
export function toE164(value: string): string | null {
  const digits = normalizePhone(value)
    .replace(/^(\+|00)/, '')
    .replace(/^0+/, '');
  return /^\d{7,15}$/.test(digits) ? `+${digits}` : null;
}

export function isPhoneNumber(value: string): boolean {
  return toE164(value) !== null;
}

export function isOtpCode(value: string): boolean {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(value);
}
