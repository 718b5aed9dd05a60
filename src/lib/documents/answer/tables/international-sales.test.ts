import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * A clothing seller's sales lines (the shape of the twenty-ninth eval round's first file): ALLCAPS
 * headers, month-first dates with two-digit years beside a `Months` column of labels ('Jun-21'),
 * and the pieces sold headed `PCS`.
 */
const SALES = csvTables(
  'sales',
  'International_sale_Report.csv',
  [
    'index,DATE,Months,CUSTOMER,SKU,PCS,RATE,GROSS AMT',
    '0,06-05-21,Jun-21,RIVAAN LLC,MEN5004-KR-L,1.00,616.56,617.00',
    '1,06-05-21,Jun-21,COTTON CLOSET LTD,MEN5004-KR-XL,2.00,616.56,1200.00',
    '2,08-12-21,Aug-21,RIVAAN LLC,JNE3554-KR-L,3.00,462.50,1300.00',
    '3,08-13-21,Aug-21,COTTON CLOSET LTD,JNE3556-KR-XL,1.00,462.50,439.00',
    '4,02-05-22,Feb-22,RIVAAN LLC,SET268-KR-NP-L,1.00,812.50,812.00',
  ].join('\n'),
);

const sales = (question: string) => tableAnswerTo(question, SALES);

test("'pieces' names the PCS column", () => {
  expect(sales('How many pieces were sold in total?').value).toBe(8);
  expect(sales('How many lines have more than 1 piece?').value).toBe(2);
  expect(sales('Which customer bought the most pieces?').names[0]).toBe('RIVAAN LLC');
});

test("'by month' groups by the dates' months, in time order, not by a column of labels", () => {
  const months = sales('What was the gross amount by month?').table?.rows.map((row) => row[0]);
  expect(months).toEqual(['Jun 2021', 'Aug 2021', 'Feb 2022']);
  // The header before one of its labels still names the column.
  expect(sales('What was the gross amount for Months Aug-21?').value).toBe(1739);
});

test("'how many different dates' counts the days of a date column", () => {
  expect(sales('How many different dates are there?').value).toBe(4);
});
