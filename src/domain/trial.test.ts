import fc from 'fast-check';
import { addCalendarMonths, createTrialRecord, trialBadgeLabel, trialDaysLeft } from './trial';
import { TRIAL_MONTHS } from './pricing';

// Zones are explicit so the daylight-saving cases run the same on any machine.
const NEW_YORK = 'America/New_York'; // -05:00 winter, -04:00 summer (Mar 9 / Nov 2 in 2025)
const SYDNEY = 'Australia/Sydney'; // +11:00 summer, +10:00 winter (Apr 6 / Oct 5 in 2025)
const UTC = 'UTC';

const iso = (date: Date) => date.toISOString();
const at = (text: string) => new Date(text);

describe('addCalendarMonths', () => {
  it('keeps the day of the month when the target month has it', () => {
    expect(iso(addCalendarMonths(at('2025-01-15T12:00:00Z'), 3, UTC))).toBe(
      '2025-04-15T12:00:00.000Z',
    );
  });

  it('ends on the last day of a shorter month (Nov 30 → Feb 28, or Feb 29 in a leap year)', () => {
    const plus3 = (text: string) => iso(addCalendarMonths(at(text), 3, UTC));
    expect(plus3('2024-11-30T08:00:00Z')).toBe('2025-02-28T08:00:00.000Z');
    expect(plus3('2023-11-30T08:00:00Z')).toBe('2024-02-29T08:00:00.000Z');
    expect(plus3('2023-11-29T08:00:00Z')).toBe('2024-02-29T08:00:00.000Z');
    expect(plus3('2025-03-31T08:00:00Z')).toBe('2025-06-30T08:00:00.000Z');
    expect(plus3('2024-02-29T08:00:00Z')).toBe('2024-05-29T08:00:00.000Z');
  });

  it('crosses the year end', () => {
    expect(iso(addCalendarMonths(at('2025-10-31T23:59:59.250Z'), 3, UTC))).toBe(
      '2026-01-31T23:59:59.250Z',
    );
    expect(iso(addCalendarMonths(at('2025-12-31T00:00:00Z'), 3, UTC))).toBe(
      '2026-03-31T00:00:00.000Z',
    );
  });

  it("counts months on the user's own calendar, not UTC's", () => {
    // 30 Nov 21:00 in New York is already 1 Dec in UTC: the trial still ends on 28 Feb.
    expect(iso(addCalendarMonths(at('2024-11-30T21:00:00-05:00'), 3, NEW_YORK))).toBe(
      iso(at('2025-02-28T21:00:00-05:00')),
    );
  });

  it('keeps the wall-clock time across a daylight-saving change', () => {
    // New York: winter → summer time.
    expect(iso(addCalendarMonths(at('2025-01-10T09:30:00-05:00'), 3, NEW_YORK))).toBe(
      iso(at('2025-04-10T09:30:00-04:00')),
    );
    // New York: summer → winter time.
    expect(iso(addCalendarMonths(at('2025-09-01T09:30:00-04:00'), 3, NEW_YORK))).toBe(
      iso(at('2025-12-01T09:30:00-05:00')),
    );
    // Sydney, southern hemisphere: summer → winter time.
    expect(iso(addCalendarMonths(at('2025-02-01T09:30:00+11:00'), 3, SYDNEY))).toBe(
      iso(at('2025-05-01T09:30:00+10:00')),
    );
  });
});

describe('createTrialRecord', () => {
  it('records the agent, the start, an end three calendar months later and status trial', () => {
    const now = at('2025-11-30T08:00:00Z');
    expect(TRIAL_MONTHS).toBe(3);
    expect(createTrialRecord('documents', now, UTC)).toEqual({
      agentId: 'documents',
      purchasedAt: '2025-11-30T08:00:00.000Z',
      trialEndsAt: '2026-02-28T08:00:00.000Z',
      status: 'trial',
    });
  });
});

describe('trialDaysLeft', () => {
  it('counts the calendar days of a fresh trial exactly', () => {
    const fresh = (text: string, zone: string) => {
      const now = at(text);
      return trialDaysLeft(createTrialRecord('documents', now, zone).trialEndsAt, now, zone);
    };
    expect(fresh('2025-01-10T12:00:00Z', UTC)).toBe(90);
    expect(fresh('2023-11-30T12:00:00Z', UTC)).toBe(91); // to Feb 29
    expect(fresh('2025-01-10T12:00:00-05:00', NEW_YORK)).toBe(90); // across spring forward
    expect(fresh('2025-09-10T12:00:00-04:00', NEW_YORK)).toBe(91); // across fall back
    expect(fresh('2025-02-10T12:00:00+11:00', SYDNEY)).toBe(89);
  });

  it('does not gain or lose a day over a daylight-saving change', () => {
    // Spring forward (2025-03-09): 19 calendar days are one hour short of 19 × 24 h.
    expect(
      trialDaysLeft('2025-03-20T12:00:00-04:00', at('2025-03-01T12:00:00-05:00'), NEW_YORK),
    ).toBe(19);
    // Fall back (2025-11-02): 19 calendar days are one hour longer than 19 × 24 h.
    expect(
      trialDaysLeft('2025-11-20T12:00:00-05:00', at('2025-11-01T12:00:00-04:00'), NEW_YORK),
    ).toBe(19);
  });

  it('rounds a part of a day up', () => {
    const end = '2025-06-10T12:00:00Z';
    expect(trialDaysLeft(end, at('2025-06-10T11:59:00Z'), UTC)).toBe(1);
    expect(trialDaysLeft(end, at('2025-06-09T12:00:00Z'), UTC)).toBe(1);
    expect(trialDaysLeft(end, at('2025-06-09T11:59:00Z'), UTC)).toBe(2);
  });

  it('is 0 at the end and never negative afterwards', () => {
    const end = '2025-06-10T12:00:00Z';
    expect(trialDaysLeft(end, at(end), UTC)).toBe(0);
    expect(trialDaysLeft(end, at('2026-01-01T00:00:00Z'), UTC)).toBe(0);
  });

  it('never grows as time passes and stays within a three-month span, in any zone', () => {
    const from = Date.UTC(2020, 0, 1);
    const hour = 3600 * 1000;
    fc.assert(
      fc.property(
        fc.constantFrom(UTC, NEW_YORK, SYDNEY, 'Australia/Lord_Howe', 'Europe/London'),
        fc.integer({ min: 0, max: 6 * 365 * 24 * hour }),
        fc.integer({ min: 0, max: 100 * 24 * hour }),
        fc.integer({ min: 0, max: 48 * hour }),
        (zone, startOffset, elapsed, later) => {
          const begun = new Date(from + startOffset);
          const { trialEndsAt } = createTrialRecord('documents', begun, zone);
          const first = trialDaysLeft(trialEndsAt, new Date(begun.getTime() + elapsed), zone);
          const next = trialDaysLeft(
            trialEndsAt,
            new Date(begun.getTime() + elapsed + later),
            zone,
          );
          const atStart = trialDaysLeft(trialEndsAt, begun, zone);
          return first >= next && next >= 0 && atStart >= 89 && atStart <= 92;
        },
      ),
    );
  });
});

describe('trialBadgeLabel', () => {
  it("reads 'Trial: N days left'", () => {
    expect(trialBadgeLabel(90)).toBe('Trial: 90 days left');
    expect(trialBadgeLabel(0)).toBe('Trial: 0 days left');
    expect(trialBadgeLabel(1)).toBe('Trial: 1 day left');
  });
});
