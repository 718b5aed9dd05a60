import { expect, test } from 'vitest';
import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** Sales by product line, one line named with a possessive (as Adidas's US sales file has). */
const SALES = csvTables(
  'sales',
  'adidas-sales.csv',
  [
    'Product,Units Sold,Total Sales',
    "Men's Street Footwear,10,1000",
    "Women's Apparel,5,400",
    "Men's Street Footwear,3,300",
  ].join('\n'),
);

test("a possessive typed in lower case still names the value that holds it ('men's')", () => {
  expect(tableAnswerTo("Total sales of men's street footwear", SALES).value).toBe(1300);
});
