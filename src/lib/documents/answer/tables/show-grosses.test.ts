import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** Weekly box office by show: three gross columns, the potential one never reported (`NA`). */
const GROSSES = csvTables(
  'grosses',
  'grosses.csv',
  [
    'week_ending,weekly_gross_overall,show,theatre,weekly_gross,potential_gross,seats_sold,pct_capacity',
    '1985-06-09,800,Cats,Winter Garden Theatre,460,NA,12043,1.0158',
    '1985-06-09,800,Grind,Mark Hellinger Theatre,190,NA,5801,0.4558',
    '1985-06-09,800,As Is,Lyceum Theatre,150,NA,2938,0.5369',
    '1985-06-16,700,Cats,Winter Garden Theatre,450,NA,12029,1.0146',
    '1985-06-16,700,Grind,Mark Hellinger Theatre,140,NA,4924,0.3869',
    '1985-06-16,700,As Is,Lyceum Theatre,110,NA,3288,0.6009',
  ].join('\n'),
);

test('a gross column with no value on any row is not the gross asked for', () => {
  expect(tableAnswerTo('Top 2 shows by total gross', GROSSES).answer).toBe(
    'Top 2 shows; first Cats (910)',
  );
});

test("a header's own 'pct' written out whole asks no share ('pct_capacity above 1')", () => {
  expect(tableAnswerTo('How many rows had pct_capacity above 1?', GROSSES).answer).toBe('2');
});

/** Three weeks of two shows: Grind's one big week against Cats's steadier total. */
const WEEKS = csvTables(
  'weeks',
  'weeks.csv',
  [
    'week_ending,show,weekly_gross',
    '1985-06-09,Cats,460',
    '1985-06-09,Grind,190',
    '1985-06-16,Cats,450',
    '1985-06-16,Grind,700',
    '1985-06-23,Cats,440',
    '1985-06-23,Grind,120',
  ].join('\n'),
);

test('"the biggest single-week" figure of a series a week apart is one row\'s, not a total', () => {
  const biggest = tableAnswerTo('Which show had the biggest single-week gross?', WEEKS);
  expect(biggest.answer).toBe('Grind (700)');
  expect(biggest.explanation).toMatch(/^Largest of weekly_gross by show/);
  expect(tableAnswerTo('Which show had the biggest total gross?', WEEKS).answer).toMatch(/^Cats/);
});
