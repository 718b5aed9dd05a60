const DAY_MS = 24 * 60 * 60 * 1000;

// One formatter each, made on first use: a list of a thousand formats as many times.
const formats = new Map<string, Intl.DateTimeFormat>();
function format(time: Date, options: Intl.DateTimeFormatOptions): string {
  const key = JSON.stringify(options);
  let formatter = formats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(undefined, options);
    formats.set(key, formatter);
  }
  return formatter.format(time);
}

function startOfDay(time: Date): number {
  return new Date(time.getFullYear(), time.getMonth(), time.getDate()).getTime();
}

/**
 * When a conversation was last used, as the list says it: 'Today, 09:41', 'Yesterday, 18:02',
 * then the date ('3 May', with the year when it is not this one), in the person's locale.
 */
export function formatLastUsed(timestamp: string, now: Date = new Date()): string {
  const time = new Date(timestamp);
  if (Number.isNaN(time.getTime())) return '';
  const days = Math.round((startOfDay(now) - startOfDay(time)) / DAY_MS);
  if (days === 0 || days === 1) {
    const clock = format(time, { hour: '2-digit', minute: '2-digit' });
    return `${days === 0 ? 'Today' : 'Yesterday'}, ${clock}`;
  }
  const thisYear = time.getFullYear() === now.getFullYear();
  return format(time, { day: 'numeric', month: 'short', ...(thisYear ? {} : { year: 'numeric' }) });
}
