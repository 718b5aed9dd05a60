const UNITS = ['B', 'kB', 'MB', 'GB', 'TB'] as const;
/** Binary steps, as the upload limit counts them (25 MB is 25 × 1024 × 1024 bytes). */
const STEP = 1024;

const oneDecimal = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });

/**
 * A size as people read it, everywhere the app shows one: '18 kB', '2.3 MB', '512 B'. One
 * decimal under 10 of a unit, none above, at most three digits; a non-empty size never
 * reads as zero.
 */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  // Never four digits: 1,000 of a unit reads as '1 kB' ('0.98' of the next, rounded).
  while (unit < UNITS.length - 1 && Math.round(value) >= 1000) {
    value /= STEP;
    unit += 1;
  }
  const shown = (value < 10 ? oneDecimal : whole).format(value);
  return `${shown} ${UNITS[unit]}`;
}
