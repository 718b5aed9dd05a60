import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * Daily takings of two regions: East took 150 in January and 30 in February, West 40 and 100;
 * 120 of the 320 on promotion days.
 */
const TAKINGS = csvTables(
  'takings',
  'daily_takings.csv',
  [
    'date,region,revenue,promotion',
    '2024-01-05,East,100,True',
    '2024-01-20,East,50,False',
    '2024-02-03,East,30,False',
    '2024-01-10,West,40,False',
    '2024-02-11,West,80,False',
    '2024-02-25,West,20,True',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, TAKINGS);

test("'the average monthly revenue by region' averages each region's monthly totals", () => {
  for (const question of [
    'Average monthly revenue by region',
    'What is the average revenue per month for each region?',
  ]) {
    const reply = answered(question);
    expect(reply.table?.rows).toEqual([
      ['East', '90'],
      ['West', '70'],
    ]);
    expect(reply.explanation).toMatch(/^Average per Month of date of the sum of revenue by region/);
  }
});

test("'with and without promotion', 'versus other days': both sides of the flag, side by side", () => {
  for (const question of [
    'Revenue with and without promotion',
    'Revenue on promotion days versus other days',
  ]) {
    expect(answered(question).table?.rows).toEqual([
      ['False', '200'],
      ['True', '120'],
    ]);
  }
  expect(answered('Revenue with promotion').answer).toBe('120');
});
