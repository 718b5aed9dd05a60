import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** Sales by kind of business, a column per month of one year, as official monthly tables are. */
const MONTHS = csvTables(
  'months',
  'monthly-sales.csv',
  [
    'Kind of Business,Mar. 2021,Apr. 2021,May 2021,Jun. 2021',
    '"Retail and food services sales, total",500,560,590,600',
    'Clothing stores,100,90,110,105',
    'Food services and drinking places,400,470,480,495',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, MONTHS).answer;

test('"higher in May or in June 2021" sets the two months side by side, May in June\'s year', () => {
  const higher = 'Were clothing stores sales higher in May or in June 2021?';
  expect(answered(higher)).toContain('May 2021 (110)');
});

test('"what share of retail and food services sales came from food services" is of the totals row', () => {
  const share =
    'What share of May 2021 retail and food services sales came from food services and drinking places?';
  expect(answered(share)).toBe('81.36%');
});

/** The same with the year-to-date figures of this year and the last, headed as clipped. */
const TO_DATE = csvTables(
  'to-date',
  'monthly-sales-to-date.csv',
  [
    'Kind of Business,Jan. 2021,Feb. 2021,Mar. 2021,CY CUM,PY CUM',
    'Clothing stores,100,90,110,300,240',
    'Food services and drinking places,400,470,480,1350,1500',
  ].join('\n'),
);

test('"from PY CUM to CY CUM" sets two columns side by side, one to the other', () => {
  const grew = 'By what percent did clothing stores sales grow from PY CUM to CY CUM?';
  expect(tableAnswerTo(grew, TO_DATE).value).toBeCloseTo(25);
});

test('a gloss of two headers ("(PY CUM to CY CUM)") stands for the words before it', () => {
  const grew =
    'By what percent did food services and drinking places sales grow from 2020 to 2021 (PY CUM to CY CUM)?';
  expect(tableAnswerTo(grew, TO_DATE).value).toBeCloseTo(-10);
});

test('"cumulative sales" of figures headed cumulative (CUM) names them, not a running total', () => {
  const grew = 'By what percent did cumulative clothing stores sales grow from PY CUM to CY CUM?';
  expect(tableAnswerTo(grew, TO_DATE).value).toBeCloseTo(25);
});
