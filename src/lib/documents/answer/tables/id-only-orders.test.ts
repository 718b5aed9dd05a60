import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * Order lines with IDs only (no names) under camelCase headers, the money of each line in a
 * `LineItemTotal` and no unit price: the shape of Microsoft Learn's online orders (sixteenth eval
 * round). `SalesOrderID` is a code named after sales, not a sales figure.
 */
const LINES = csvTables(
  'orders',
  'orders.csv',
  [
    'SalesOrderID,OrderDate,CustomerID,LineItem,ProductID,OrderQty,LineItemTotal',
    '71774,2022-06-01,29847,1,836,1,356.9',
    '71774,2022-06-01,29847,2,822,2,713.8',
    '71776,2022-06-02,30072,1,907,1,63.9',
    '71780,2022-07-01,30113,1,905,4,873.82',
    '71780,2022-07-01,30113,2,983,1,923.39',
    '71782,2022-07-15,29485,1,836,3,1070.7',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, LINES);

test("a line's total is the revenue where no header says sales and a code is named after them", () => {
  const total = answered('What is the total revenue?');
  expect(total.value).toBeCloseTo(4002.51);
  expect(total.explanation).toMatch(/^Sum of LineItemTotal/);
  expect(answered('What was revenue in July 2022?').value).toBeCloseTo(2867.91);
  expect(answered('Which customer spent the most?').names[0]).toBe('30113');
  expect(answered('Which order had the lowest total?').names[0]).toBe('71776');
});

test("a number column named another way ('a quantity of 1' of OrderQty) or as the file writes it", () => {
  const ones = answered('What is the average line item total for lines with a quantity of 1?');
  expect(ones.value).toBeCloseTo((356.9 + 63.9 + 923.39) / 3);
  expect(ones.explanation).toMatch(/where OrderQty is 1/);
  expect(answered('What is the average LineItemTotal where OrderQty is 1?').value).toBe(ones.value);
  expect(answered('How many lines had a quantity of 3?').value).toBe(1);
});

test("'how many lines does an order have on average' counts each order's lines, averaged", () => {
  const reply = answered('How many lines does an order have on average?');
  expect(reply.value).toBe(1.5);
  expect(reply.explanation).toMatch(/^Average per SalesOrderID of the count of rows/);
  expect(answered('What is the average number of lines per order?').value).toBe(1.5);
});
