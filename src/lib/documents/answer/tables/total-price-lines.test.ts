import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * Invoice lines with each line's own total beside the unit price and the quantity. The totals
 * are not always the product of the two (a discount, a typing slip), so the money spent is the
 * total written on the line, as an accountant would add it up.
 */
const LINES = csvTables(
  'invoice lines',
  'Example4.xlsx',
  [
    'INVOICE_DATE,CUSTOMER_ID,CUSTOMER_NAME,ITEM,QUANTITY,UNIT_PRICE_USD,TOTAL_PRICE_USD',
    '01/04/2019,A1002,A 1002,431,3,937.5,2650',
    '01/12/2019,A1002,A 1002,381,3,750,2250',
    '02/02/2019,A1005,A 1005,161,2,300,600',
    '03/09/2019,A1001,A 1001,220,4,500,2000',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, LINES);

describe('a total price column beside the unit price', () => {
  test('"how much was spent" adds the lines\' totals, not the unit price times the quantity', () => {
    const spent = answered('How much was spent in total?');
    expect(spent.answer).toBe('7,500');
    expect(spent.explanation).toContain('TOTAL_PRICE_USD');
  });

  test('"which customer spent the most" ranks by the totals', () => {
    expect(answered('Which customer spent the most?').answer).toMatch(/^A 1002/);
  });

  test("the unit price is still one item's price", () => {
    expect(answered('What is the average unit price?').answer).toBe('621.88');
  });
});
