const DAY_MS = 24 * 60 * 60 * 1000;

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
  const clock = time.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  const days = Math.round((startOfDay(now) - startOfDay(time)) / DAY_MS);
  if (days === 0) return `Today, ${clock}`;
  if (days === 1) return `Yesterday, ${clock}`;
  return time.toLocaleDateString(undefined, {
    day: 'numeric',
    month: 'short',
    ...(time.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
}
