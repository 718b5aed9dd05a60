import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo, tableReplyTo } from '@/test/documents/table-answer';

/**
 * A list of stores with no store column: one row per store (ISLR's Carseats layout), its
 * figures and yes/no flags headed in CamelCase.
 */
const STORES = csvTables(
  'stores',
  'Carseats.csv',
  [
    'rownames,Sales,CompPrice,Advertising,Price,ShelveLoc,Urban,US',
    '1,9.5,138,11,120,Bad,Yes,Yes',
    '2,11.22,111,16,83,Good,Yes,Yes',
    '3,10.06,113,10,80,Medium,Yes,Yes',
    '4,7.4,117,4,97,Medium,Yes,Yes',
    '5,4.15,141,0,128,Bad,Yes,No',
    '6,10.81,124,13,72,Bad,No,Yes',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, STORES);

test('"stores" of a list with no store column are its rows, counted', () => {
  expect(answered('How many stores are in the file?').answer).toBe('6');
  expect(answered('How many stores have sales over 10?').answer).toBe('3');
  expect(answered('What percentage of stores are outside the US?').answer).toBe('16.67%');
});

test('"across all stores", "at urban stores": the rows a figure is taken over', () => {
  expect(answered('What are the total sales across all stores?').answer).toBe('53.14');
  expect(answered('What is the average price at urban stores?').answer).toBe('101.6');
});

test('"spend nothing on advertising" is the Advertising column at 0, not the money spent', () => {
  expect(answered('How many stores spend nothing on advertising?').answer).toBe('1');
  expect(answered('How many stores spend more than 10 on advertising?').answer).toBe('3');
  expect(answered('How many stores spent 4 on advertising?').answer).toBe('1');
});

test('"charge more than the competitor\'s price": what a store charges is its Price', () => {
  const priced = csvTables(
    'stores',
    'Carseats.csv',
    ['rownames,Sales,CompPrice,Price', '1,9.5,138,120', '2,11.2,111,123', '3,10.1,113,130'].join(
      '\n',
    ),
  );
  const asked = (question: string) => tableAnswerTo(question, priced);
  expect(asked("How many stores charge more than the competitor's price?").answer).toBe('2');
  expect(asked("What is the average competitor's price?").answer).toBe('120.67');
});

test("'stores' of an order list with no store column are not its orders", () => {
  const orders = csvTables(
    'orders',
    'orders.csv',
    [
      'Order ID,Order Date,Product,Amount',
      'A-1,2024-01-03,Chair,120',
      'A-2,2024-01-04,Desk,90',
      'A-3,2024-01-05,Lamp,150',
    ].join('\n'),
  );
  const reply = tableReplyTo('How many stores had an amount over 100?', orders);
  expect(reply?.kind).not.toBe('table-answer');
});
