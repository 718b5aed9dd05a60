import { csvTables } from '@/test/documents/csv-tables';
import { headersSpacedIn } from './written-headers';

const TABLES = csvTables('t', 'staff.csv', 'cogs_usd,Age,SKU,OrderQty\n19.49,30,A1,2');

test('a phrase whose initials spell a header code is written as the code', () => {
  expect(headersSpacedIn('What was the total cost of goods sold?', TABLES)).toBe(
    'What was the total cogs?',
  );
});

test('a common word is no code, nor are three letters', () => {
  expect(headersSpacedIn('What are the average gross earnings?', TABLES)).toBe(
    'What are the average gross earnings?',
  );
  // Three letters are too few to tell a code from a chance: 'app' of 'average price of paid'.
  expect(headersSpacedIn('What is the stock keeping unit?', TABLES)).toBe(
    'What is the stock keeping unit?',
  );
});

test('a header written run together is spaced into its words', () => {
  expect(headersSpacedIn('What is the total OrderQty?', TABLES)).toBe(
    'What is the total Order Qty?',
  );
});
