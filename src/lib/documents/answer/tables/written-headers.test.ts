import { csvTables } from '@/test/documents/csv-tables';
import { abbreviationsSpelledIn, headersSpacedIn } from './written-headers';

const TABLES = csvTables('t', 'staff.csv', 'cogs_usd,Age,SKU,OrderQty,App\n19.49,30,A1,2,Maps');

test('a run of words whose initials spell a header code is written as the code', () => {
  expect(abbreviationsSpelledIn('What was the total cost of goods sold?', TABLES)).toBe(
    'What was the total cogs?',
  );
  expect(abbreviationsSpelledIn('How many stock keeping units are there?', TABLES)).toBe(
    'How many sku are there?',
  );
});

test('a common word is no code, and small words inside a run are no skipped letters', () => {
  for (const question of [
    'What are the average gross earnings?',
    'What is the average price of paid apps?',
    'How many stock items of keeping units?',
  ])
    expect(abbreviationsSpelledIn(question, TABLES)).toBe(question);
});

test('a header written run together is spaced into its words', () => {
  expect(headersSpacedIn('What is the total OrderQty?', TABLES)).toBe(
    'What is the total Order Qty?',
  );
});
