import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';
import { answerTableQuestion } from './answer-table-question';

/** A café's till lines: the money under `Total` and `Net_Total`, the file named sales.csv. */
const SALES = csvTables(
  'sales',
  'sales.csv',
  [
    'Date,Order_ID,Product,Quantity,Unit_Price,Total,Promo,Net_Total',
    '2025-04-23 12:37,1,Matcha Latte,1,60000,60000,15000,45000',
    '2025-04-23 13:49,2,Milk Coffee,2,30000,60000,26250,33750',
    '2025-05-02 09:10,3,Milk Coffee,1,30000,30000,0,30000',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, SALES);

test('a figure named alone is its total, as "total sales" would be', () => {
  expect(answered('What were sales?').answer).toBe('150,000');
  expect(answered('What were the gross sales?').answer).toBe('150,000');
  expect(answered('What was the promo?').answer).toBe('41,250');
});

test('"sales" of sales.csv is the money its `Total` stands for, not only the file’s name', () => {
  expect(answered('What percentage of gross sales was discounted through promos?').answer).toBe(
    '27.5%',
  );
});

test('a price named alone is no total, and a sentence naming a figure asks nothing', () => {
  const none = { previous: null, chosen: null };
  expect(answerTableQuestion('What is the unit price?', SALES, none)).toBeNull();
  expect(answerTableQuestion('Staff may not take a promo for themselves', SALES, none)).toBeNull();
});
