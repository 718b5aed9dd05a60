/**
 * Copies of actor context and events that are safe to show on screen or send to an inspector:
 * codes, one-time passwords, passwords and tokens are masked, files and actors are summarised,
 * cycles and deep nesting are cut.
 */
export const MASK = '••••••';

const SECRET_KEY = /(code|codes|otp|password|passcode|token|secret)$|password|token|secret/i;
const SECRET_EVENT = /code|otp|password|token/i;
const MAX_DEPTH = 6;

const isSecretKey = (key: string) => SECRET_KEY.test(key);

function isActorRef(value: object): value is { id: string; sessionId: string } {
  return 'sessionId' in value && 'send' in value && typeof value.send === 'function';
}

function copy(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (value === null || typeof value !== 'object') {
    return typeof value === 'function' ? '[function]' : value;
  }
  if (seen.has(value)) return '[circular]';
  if (depth >= MAX_DEPTH) return '…';
  if (value instanceof Date) return value.toISOString();
  if (typeof File !== 'undefined' && value instanceof File) {
    return `[File ${value.name}, ${value.size} bytes]`;
  }
  if (typeof Blob !== 'undefined' && value instanceof Blob) return `[Blob ${value.size} bytes]`;
  if (value instanceof Error) return { name: value.name, message: value.message };
  if (isActorRef(value)) return `[actor ${value.id}]`;
  seen.add(value);
  try {
    if (Array.isArray(value)) return value.map((item) => copy(item, depth + 1, seen));
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      out[key] =
        isSecretKey(key) && item !== null && item !== undefined && item !== ''
          ? MASK
          : copy(item, depth + 1, seen);
    }
    return out;
  } finally {
    seen.delete(value);
  }
}

/** A masked, display-safe copy of any value (context, snapshot, event payload). */
export function maskSecrets<T>(value: T): unknown {
  return copy(value, 0, new WeakSet());
}

/**
 * A masked copy of an event. Events about codes, OTPs, passwords and tokens carry the secret
 * in a neutral field (`value`), so everything but the type is masked for those.
 */
export function maskEvent(event: { type: string }): Record<string, unknown> {
  if (!SECRET_EVENT.test(event.type)) return maskSecrets(event) as Record<string, unknown>;
  const masked: Record<string, unknown> = { type: event.type };
  for (const [key, item] of Object.entries(event)) {
    if (key !== 'type') masked[key] = typeof item === 'boolean' ? item : MASK;
  }
  return masked;
}
