import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** A shop's orders: what each brought in and what its goods cost, no profit column. */
const ORDERS = csvTables(
  'orders',
  'orders.csv',
  [
    'order_id,created_at,price_usd,cogs_usd',
    '1,2012-03-19 10:42:46,50,20',
    '2,2012-03-19 19:27:37,100,40',
    '3,2012-03-20 06:44:45,50,15',
    '4,2012-03-20 09:41:45,40,25',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, ORDERS);

test('"(A minus B) divided by C" spelt out is the difference of the sums over the third sum', () => {
  expect(answered('What is (revenue minus cogs) divided by revenue?').answer).toBe('0.5833');
  expect(
    answered('What is the gross margin, (revenue minus cogs) divided by revenue, in percent?')
      .answer,
  ).toBe('58.33%');
  expect(
    answered('What is the gross margin, i.e. (revenue minus COGS) as a percentage of revenue?')
      .answer,
  ).toBe('58.33%');
});

test('", in percent" after a quotient shows it as a percentage', () => {
  expect(answered('What is cogs divided by revenue?').answer).toBe('0.4167');
  expect(answered('What is cogs divided by revenue, in percent?').answer).toBe('41.67%');
});
