import { isAgentId, type AgentId } from './agents';
import { TRIAL_MONTHS } from './pricing';

/** What happens when a trial ends: one text for the pricing page and the trial dialog. */
export const AFTER_TRIAL =
  'When the trial ends, add card details or buy advance credits to keep using the agent. Nothing is charged before you choose.';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A purchase: kept per account in the browser (the spec's prototype lost it on reload). */
export interface TrialRecord {
  agentId: AgentId;
  /** ISO time the trial started. */
  purchasedAt: string;
  /** ISO time the trial ends: TRIAL_MONTHS calendar months after purchasedAt. */
  trialEndsAt: string;
  status: 'trial';
}

function isIsoTime(value: unknown): value is string {
  return typeof value === 'string' && !Number.isNaN(Date.parse(value));
}

function isTrialRecord(value: unknown): value is TrialRecord {
  const record = value as Partial<TrialRecord> | null;
  return (
    typeof record === 'object' &&
    record !== null &&
    typeof record.agentId === 'string' &&
    isAgentId(record.agentId) &&
    isIsoTime(record.purchasedAt) &&
    isIsoTime(record.trialEndsAt) &&
    record.status === 'trial'
  );
}

/**
 * The trial records found in stored data: anything else (another shape, a damaged entry, a
 * second record of one agent) is left out, so a stored value is never trusted blindly.
 */
export function parseTrialRecords(value: unknown): TrialRecord[] {
  if (!Array.isArray(value)) return [];
  const records: TrialRecord[] = [];
  for (const item of value) {
    if (isTrialRecord(item) && !records.some((kept) => kept.agentId === item.agentId)) {
      records.push({
        agentId: item.agentId,
        purchasedAt: item.purchasedAt,
        trialEndsAt: item.trialEndsAt,
        status: item.status,
      });
    }
  }
  return records;
}

/**
 * The trials to keep when `added` is saved over `kept` (what another tab may have saved since):
 * an agent's first trial stays as it was, so no page can start it again.
 */
export function mergeTrialRecords(
  kept: readonly TrialRecord[],
  added: readonly TrialRecord[],
): TrialRecord[] {
  const fresh = added.filter((trial) => !kept.some((k) => k.agentId === trial.agentId));
  return [...kept, ...fresh];
}

/** The user's time zone, as the browser reports it. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function wallClockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

interface WallClock {
  year: number;
  /** 0-11, as Date uses. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

function wallClock(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of wallClockFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? NaN,
    month: (parts.month ?? NaN) - 1,
    day: parts.day ?? NaN,
    hour: parts.hour ?? NaN,
    minute: parts.minute ?? NaN,
    second: parts.second ?? NaN,
    millisecond: instant.getUTCMilliseconds(),
  };
}

/** The wall-clock reading of an instant, counted as if it were UTC milliseconds. */
function wallClockMs(instant: Date, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  return Date.UTC(w.year, w.month, w.day, w.hour, w.minute, w.second, w.millisecond);
}

/** The instant at which the zone's clock reads `wallMs` (a time a DST gap skips lands beside it). */
function instantAtWallClock(wallMs: number, timeZone: string): Date {
  const firstGuess = wallMs - (wallClockMs(new Date(wallMs), timeZone) - wallMs);
  const offset = wallClockMs(new Date(firstGuess), timeZone) - firstGuess;
  return new Date(wallMs - offset);
}

/**
 * The same wall-clock time `months` calendar months later in `timeZone`. A day that does not
 * exist in the target month becomes that month's last day (Nov 30 + 3 months → Feb 28/29).
 */
export function addCalendarMonths(start: Date, months: number, timeZone = localTimeZone()): Date {
  const w = wallClock(start, timeZone);
  const firstOfTarget = new Date(Date.UTC(w.year, w.month + months, 1));
  const year = firstOfTarget.getUTCFullYear();
  const month = firstOfTarget.getUTCMonth();
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(w.day, lastDay);
  const wallMs = Date.UTC(year, month, day, w.hour, w.minute, w.second, w.millisecond);
  return instantAtWallClock(wallMs, timeZone);
}

export function createTrialRecord(
  agentId: AgentId,
  now: Date,
  timeZone = localTimeZone(),
): TrialRecord {
  return {
    agentId,
    purchasedAt: now.toISOString(),
    trialEndsAt: addCalendarMonths(now, TRIAL_MONTHS, timeZone).toISOString(),
    status: 'trial',
  };
}

/**
 * Whole days left until `trialEndsAt`, rounded up, never below 0. Measured on the wall clock of
 * `timeZone`, so a daylight-saving change in between neither adds nor removes a day.
 */
export function trialDaysLeft(trialEndsAt: string, now: Date, timeZone = localTimeZone()): number {
  const span = wallClockMs(new Date(trialEndsAt), timeZone) - wallClockMs(now, timeZone);
  return Math.max(0, Math.ceil(span / DAY_MS));
}

/** 'Trial: N days left', with the singular for one day. */
export function trialBadgeLabel(daysLeft: number): string {
  return `Trial: ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} left`;
}
