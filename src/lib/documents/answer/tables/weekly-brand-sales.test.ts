import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * Weekly sales of a few stores and brands (Dominick's orange juice): one row per week, store and
 * brand, an Advert flag, camelCase and ALLCAPS headers.
 */
const WEEKS = csvTables(
  'weekly sales',
  'oj-train.csv',
  [
    'WeekStarting,Store,Brand,Quantity,Advert,Price,INCOME',
    '1990-06-14,2,dominicks,10560,1,1.59,10.55',
    '1990-06-14,2,tropicana,8256,0,3.87,10.55',
    '1990-06-14,5,tropicana,5888,0,3.66,10.92',
    '1990-06-21,2,dominicks,6400,0,2.29,10.55',
    '1990-06-28,5,dominicks,2496,0,2.49,10.92',
    '1990-06-28,5,tropicana,6976,0,3.66,10.92',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, WEEKS);

test('"how many weekly sales records": the rows, each a week\'s sales, not a count per week', () => {
  const records = answered('How many weekly sales records are there?');
  expect(records.value).toBe(6);
  expect(records.table).toBeNull();
});

test('"how many distinct weeks" counts the weeks of the dates, as "how many weeks" does', () => {
  expect(answered('How many distinct weeks are covered?').value).toBe(3);
  expect(answered('How many different weeks are there?').value).toBe(3);
  expect(answered('How many weeks are covered?').value).toBe(3);
});

test('"when advertised" keeps the rows whose Advert flag is set, as "when … was advertised"', () => {
  expect(answered('What is the average quantity of dominicks when advertised?').value).toBe(10_560);
  expect(answered('What is the average quantity when dominicks was advertised?').value).toBe(
    10_560,
  );
});
