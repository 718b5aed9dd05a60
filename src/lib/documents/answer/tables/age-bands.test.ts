import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** Retail transactions with each customer's age in years, as a point-of-sale export gives it. */
const SALES = csvTables(
  'sales',
  'retail_sales_dataset.csv',
  [
    'Transaction ID,Date,Customer ID,Gender,Age,Product Category,Total Amount',
    ...[
      [19, 100],
      [23, 300],
      [27, 250],
      [31, 50],
      [34, 900],
      [38, 60],
      [41, 40],
      [45, 500],
      [52, 70],
      [58, 30],
      [61, 20],
      [64, 10],
      [66, 15],
    ].map(
      ([age, amount], index) =>
        `${index + 1},2023-0${(index % 9) + 1}-10,C${index},F,${age},Beauty,${amount}`,
    ),
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, SALES);

test("'which age group' puts the ages in bands of ten years, each band a group", () => {
  const most = answered('Which age group spends the most?');
  expect(most.answer).toBe('30–39 (1,010)');
  expect(most.explanation).toContain('by Age in bands of 10');
  const counts = answered('How many customers are in each age bracket?').table!;
  // In order of age, drawn as bars: bands are kinds, not a time line.
  expect(counts.rows.map((row) => row[0])).toEqual([
    '10–19',
    '20–29',
    '30–39',
    '40–49',
    '50–59',
    '60–69',
  ]);
  expect(counts.values).toEqual([1, 2, 3, 2, 2, 3]);
  expect(counts.chart).toBe('bar');
});

test("'by age' alone still groups by each age, and 'average age' is still the figure", () => {
  expect(answered('What is the average age?').value).toBeCloseTo(43.0, 0);
});
