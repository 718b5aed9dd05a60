import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** A pharmacy's daily sales: one row a day, a product, units, revenue and a promotion flag. */
const DAYS = csvTables(
  'days',
  'pharma_sales.csv',
  [
    'date,store_id,product_name,units_sold,revenue,promotion',
    '2024-01-01,S001,Aspirin,10,100,False',
    '2024-01-02,S002,Ibuprofen,20,300,True',
    '2024-01-03,S002,Aspirin,30,200,False',
    '2024-01-04,S003,Vitamin C,40,500,True',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, DAYS);

test('"different products the pharmacy sells" counts the products, not the units sold', () => {
  expect(answered('How many different products does the pharmacy sell?').answer).toBe('3');
  expect(answered('How many different products does the store sell?').answer).toBe('3');
});

test('"how many sales days did each store record" counts each store\'s days', () => {
  const days = answered('How many sales days did each store record?');
  expect(days.explanation).toMatch(/^Count of distinct date by store_id, 3 stores/);
});

test('"promotion days" are the rows whose promotion flag is set', () => {
  expect(answered('What is the average revenue on promotion days?').answer).toBe('400');
  expect(answered('What is the average revenue on days with a promotion?').answer).toBe('400');
});

/** Sales over two years with the month and quarter of each date copied into columns of their own. */
const TWO_YEARS = csvTables(
  'two-years',
  'daily_sales.csv',
  [
    'date,revenue,month,quarter',
    '2023-01-05,100,1,1',
    '2023-02-05,200,2,1',
    '2024-01-05,300,1,1',
    '2024-04-05,400,4,2',
  ].join('\n'),
);

test('"revenue per month" keeps the months of different years apart, as the dates do', () => {
  const monthly = tableAnswerTo('Show revenue per month', TWO_YEARS);
  expect(monthly.explanation).toMatch(/^Sum of revenue by Month of date, 4 months/);
  expect(tableAnswerTo('What was the revenue in month 1?', TWO_YEARS).answer).toBe('400');
});
