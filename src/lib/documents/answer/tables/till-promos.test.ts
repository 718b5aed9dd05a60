import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** A café till's lines: the gross `Total`, the `Promo` taken off it and the `Net_Total` left. */
const LINES = csvTables(
  'lines',
  'sales.csv',
  [
    'Date,Order_ID,Product,Quantity,Unit_Price,Total,Promo,Net_Total',
    '2025-04-23 12:37:00,46861789,Iced Latte,1,60000.0,60000.0,15000.0,45000.0',
    '2025-04-23 13:49:00,46868349,Iced Mocha,2,30000.0,60000.0,26250.0,33750.0',
    '2025-07-19 09:09,808d38a7,Iced Americano,2,35000.0,70000.0,70000.0,0.0',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, LINES);

test('a promo is what was taken off: "discounts" name the `Promo` column', () => {
  expect(answered('What is the total net sales after discounts?').value).toBe(78750);
  expect(answered('What was the total discount?').value).toBe(111250);
});

test('"given away" asks nothing a column says: the promos given away are the `Promo` column', () => {
  expect(answered('How much was given away in promos?').value).toBe(111250);
});
