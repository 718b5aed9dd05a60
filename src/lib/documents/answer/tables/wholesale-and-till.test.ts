import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * A wholesaler's clients: one row each, numbered by a `CustomerId` in front, `Channel` and
 * `Region` as small codes only (the same numbers the IDs start with), yearly spending by
 * category.
 */
const WHOLESALE = csvTables(
  'wholesale',
  'Wholesale customers data.csv',
  [
    'CustomerId,Channel,Region,Fresh,Grocery,Frozen',
    '1,2,3,100,900,10',
    '2,2,3,200,800,40',
    '3,1,2,300,50,30',
    '4,1,2,400,60,20',
    '5,1,1,500,70,5',
    '6,2,1,600,400,1',
  ].join('\n'),
);

const wholesale = (question: string) => tableAnswerTo(question, WHOLESALE);

test("'channel 2 customers': the number after a header is that code, not a customer's ID", () => {
  const total = wholesale('What did channel 2 customers spend on grocery in total?');
  expect(total.answer).toBe('2,100');
  const counted = wholesale('How many channel 1 customers are in region 2?');
  expect(counted.answer).toBe('2');
});

test('a table of figures only names its rows by their own ID, not by row numbers', () => {
  expect(wholesale('Which customer spent the most on frozen products?').names).toEqual(['2']);
  const top = wholesale('Which 2 customers spent the most on grocery?');
  expect(top.answer).toContain('1 (900)');
});

test("'spent more on grocery than on fresh products' compares the two columns row by row", () => {
  expect(wholesale('How many customers spent more on grocery than on fresh products?').answer).toBe(
    '2',
  );
});
