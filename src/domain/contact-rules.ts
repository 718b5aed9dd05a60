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

export function isEmailAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim());
}

/** Drops the spaces, dashes, dots and brackets people type in phone numbers. */
export function normalizePhone(value: string): string {
  return value.trim().replace(/[\s\-.()]/g, '');
}

/** 7 to 15 digits (E.164 allows 15), optionally after a leading '+'. */
export function isPhoneNumber(value: string): boolean {
  return /^\+?\d{7,15}$/.test(normalizePhone(value));
}

export function isOtpCode(value: string): boolean {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(value);
}
