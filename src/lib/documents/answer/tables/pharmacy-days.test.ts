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
    '2024-01-03,S001,Aspirin,30,200,False',
    '2024-01-04,S003,Vitamin C,40,500,True',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, DAYS);

test('"different products the pharmacy sells" counts the products, not the units sold', () => {
  expect(answered('How many different products does the pharmacy sell?').answer).toBe('3');
  expect(answered('How many different products does the store sell?').answer).toBe('3');
});

test('"promotion days" are the rows whose promotion flag is set', () => {
  expect(answered('What is the average revenue on promotion days?').answer).toBe('400');
  expect(answered('What is the average revenue on days with a promotion?').answer).toBe('400');
});
