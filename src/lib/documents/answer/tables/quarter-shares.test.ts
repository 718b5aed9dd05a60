import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * Each kind of retailer's sales by quarter as a percentage of its year (the shape of a census
 * release): one column per quarter, every cell already a share.
 */
const SHARES = csvTables(
  'shares',
  'retail_sales_percent_of_annual_total.csv',
  [
    'Retailer Type,Q1,Q2,Q3,Q4',
    'Gas stations,23.23%,26.56%,26.23%,23.98%',
    'Sporting Goods Stores,21.86%,25.04%,25.40%,27.70%',
    'Hobby Toy & Game Stores,21.48%,20.61%,22.31%,35.59%',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, SHARES);

test("a column of percentages is the share asked for, not a part of the column's total", () => {
  const highest = answered('Which retailer type has the highest share in Q4?');
  expect(highest.names).toEqual(['Hobby Toy & Game Stores']);
  expect(highest.answer).toBe('Hobby Toy & Game Stores (35.59%)');
  expect(answered('What is the average Q1 percentage?').answer).toBe('22.19%');
});

test('quarter columns side by side: which quarter, each quarter, the first quarter', () => {
  const which = answered('Which quarter had the highest share for gas stations?');
  expect(which.names).toEqual(['Q2']);
  const each = answered('Show the quarterly percentages of sporting goods stores');
  expect(each.table?.columns[0]).toBe('Quarter');
  expect(each.table?.rows.map((row) => row[0])).toEqual(['Q1', 'Q2', 'Q3', 'Q4']);
  expect(each.table?.chart).toBe('line');
  expect(
    answered('Which retailer type has the lowest percentage in the first quarter?').names,
  ).toEqual(['Hobby Toy & Game Stores']);
});

test("a value written with '&' is named with 'and'", () => {
  expect(answered('What is the Q2 figure for hobby toy and game stores?').answer).toBe('20.61%');
});
