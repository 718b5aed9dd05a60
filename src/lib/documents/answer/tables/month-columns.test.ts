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
