import type { StateValue } from 'xstate';

function leafPaths(value: StateValue): string[] {
  if (typeof value === 'string') return [value];
  return Object.entries(value).flatMap(([key, child]) =>
    child === undefined ? [key] : leafPaths(child).map((path) => `${key}.${path}`),
  );
}

/** 'otp.idle' for { otp: 'idle' }; parallel regions joined with ', '. */
export function formatStateValue(value: StateValue): string {
  return leafPaths(value).join(', ');
}

/** 14:03:07.250 in the viewer's time zone. */
export function formatEventTime(at: number): string {
  const date = new Date(at);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`;
}

/** A one-line JSON preview of an event's payload (everything but its type), cut at `max` characters. */
export function formatPayload(event: Record<string, unknown>, max = 120): string {
  const { type: _type, ...payload } = event;
  if (Object.keys(payload).length === 0) return '';
  const text = JSON.stringify(payload);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
