import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';
import { answerTableQuestion } from './answer-table-question';

/** A small order export: a code, a date, a few regions, a figure. */
const ORDERS = csvTables(
  'orders',
  'store_orders.csv',
  [
    'Order ID,Order Date,Region,Sales',
    'A-1,2016-03-01,West,100',
    'A-2,2017-01-10,East,50.5',
    'A-3,2017-06-02,West,70',
  ].join('\n'),
);

test('"what columns does it have", "summarise store_orders.csv": what each column holds', () => {
  for (const question of [
    'What columns does this file have?',
    'Summarise store_orders.csv',
    'Describe the data',
    'List the columns',
  ]) {
    const reply = tableAnswerTo(question, ORDERS);
    expect(reply.answer).toBe('3 rows, 4 columns');
    expect(reply.table?.rows).toEqual([
      ['Order ID', 'codes, 3 different'],
      ['Order Date', 'dates, 2016-03-01 to 2017-06-02'],
      ['Region', '2 values: East, West'],
      ['Sales', 'numbers, 50.5 to 100'],
    ]);
    expect(reply.explanation).toMatch(/^store_orders\.csv: It has figures for Sales by Region/);
  }
});

test('a question with words of its own is no request for the overview', () => {
  const reply = answerTableQuestion('What fields are required on the expense form?', ORDERS, {
    previous: null,
    chosen: null,
  });
  expect(reply?.kind === 'table-answer' && reply.answer).not.toBe('3 rows, 4 columns');
});

test('the example question averages an age, never adds it up', () => {
  const clients = csvTables(
    'clients',
    'bank.csv',
    ['age,job,balance', '58,management,2143', '44,technician,29', '33,management,2'].join('\n'),
  );
  expect(tableAnswerTo('What columns are in this file?', clients).explanation).toContain(
    '“What is the average age by job?”',
  );
});

/** A second file: daily takings of 2023, when the orders above end in 2017. */
const TAKINGS = csvTables(
  'takings',
  'pharma_sales.csv',
  ['date,region,revenue', '2023-01-01,West,10', '2023-02-01,East,5'].join('\n'),
);

test('"what columns are there" of two files: both, each column beside its file', () => {
  const reply = answerTableQuestion('What columns are there?', [...ORDERS, ...TAKINGS], {
    previous: null,
    chosen: null,
  });
  if (reply?.kind !== 'table-answer') throw new Error(`not a table answer: ${reply?.kind}`);
  expect(reply.answer).toBe(
    '2 tables: store_orders.csv (3 rows, 4 columns) and pharma_sales.csv (2 rows, 3 columns)',
  );
  expect(reply.table?.columns).toEqual(['Table', 'Column', 'Contents']);
  expect(reply.table?.rows.at(-1)).toEqual(['pharma_sales.csv', 'revenue', 'numbers, 5 to 10']);
});

test('of two files, the one with rows in the period asked answers', () => {
  const reply = answerTableQuestion('Total sales in 2023', [...ORDERS, ...TAKINGS], {
    previous: null,
    chosen: null,
  });
  expect(reply?.kind === 'table-answer' && reply.answer).toBe('15');
});
