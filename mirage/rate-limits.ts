import type { Response } from 'miragejs';
import { errorResponse } from './http';
import { plural } from './otp';

/**
 * The calls that answer 409 for an existing account (validate-email, send-otp, register) would
 * otherwise let anyone list accounts: each answers at most 10 times in any 10 minutes.
 */
export const ACCOUNT_CHECK_LIMIT = { max: 10, windowMs: 10 * 60_000 } as const;

export interface RateLimit {
  /** Counts a request made at `now`, or answers 429 (not counted) when the limit is reached. */
  take(now: number): Response | null;
}

/**
 * At most `max` requests in any `windowMs`, for one endpoint of one server instance. Per
 * instance is per client: the mock serves only the page it runs in, and its requests carry
 * nothing else that tells clients apart and that a client could not change at will.
 */
export function slidingWindowLimit({
  max,
  windowMs,
}: {
  max: number;
  windowMs: number;
}): RateLimit {
  let times: number[] = [];
  return {
    take(now) {
      times = times.filter((time) => time > now - windowMs);
      const oldest = times[0];
      if (oldest !== undefined && times.length >= max) {
        const minutes = Math.ceil((oldest + windowMs - now) / 60_000);
        return errorResponse(
          429,
          `Too many checks from this browser. Try again in ${plural(minutes, 'minute')}.`,
        );
      }
      times.push(now);
      return null;
    },
  };
}
