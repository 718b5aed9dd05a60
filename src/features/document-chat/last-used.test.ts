import { formatLastUsed } from './last-used';

const NOW = new Date(2025, 4, 12, 15, 30);
const at = (...parts: [number, number, number, number, number]) => new Date(...parts).toISOString();
const clock = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

describe('formatLastUsed', () => {
  it('says today and yesterday with the time', () => {
    const today = at(2025, 4, 12, 0, 5);
    const yesterday = at(2025, 4, 11, 23, 59);
    expect(formatLastUsed(today, NOW)).toBe(`Today, ${clock(today)}`);
    expect(formatLastUsed(yesterday, NOW)).toBe(`Yesterday, ${clock(yesterday)}`);
  });

  it('gives the date before that, with the year only when it is another one', () => {
    const earlier = new Date(2025, 2, 3, 9, 0);
    const lastYear = new Date(2024, 11, 30, 9, 0);
    expect(formatLastUsed(earlier.toISOString(), NOW)).toBe(
      earlier.toLocaleDateString(undefined, { day: 'numeric', month: 'short' }),
    );
    expect(formatLastUsed(lastYear.toISOString(), NOW)).toContain('2024');
    expect(formatLastUsed(earlier.toISOString(), NOW)).not.toContain('2025');
  });

  it('says nothing for a time it cannot read', () => {
    expect(formatLastUsed('soon', NOW)).toBe('');
  });
});
