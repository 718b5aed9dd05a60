/** '13:08', '9:05:30', '00:46:40.5', '1:08 PM', '1:08 p.m.': a time of day, without a date. */
const TIME = /^(\d{1,2}):([0-5]\d)(?::([0-5]\d(?:\.\d+)?))?\s*([ap])?\.?m?\.?$/i;

export const SECONDS_PER_DAY = 86_400;

/** The seconds since midnight of a time of day, or null when the text is not one. */
export function secondsOfDay(text: string): number | null {
  const match = TIME.exec(text.trim());
  if (!match) return null;
  let hour = Number(match[1]);
  const half = match[4]?.toLowerCase();
  if (half && (hour < 1 || hour > 12)) return null;
  if (half === 'p' && hour < 12) hour += 12;
  if (half === 'a' && hour === 12) hour = 0;
  if (hour > 23) return null;
  return hour * 3600 + Number(match[2]) * 60 + Number(match[3] ?? 0);
}
