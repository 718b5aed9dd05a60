import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';
import { dateStepOf } from './date-steps';

/**
 * Weekly sales per store, in the shape of Walmart's public weekly sales file: stores numbered,
 * a Friday a week, day-first dates, a 0/1 holiday flag and figures in snake_case headers.
 */
const WEEKLY = csvTables(
  'weekly',
  'Walmart.csv',
  [
    'Store,Date,Weekly_Sales,Holiday_Flag,Temperature,Unemployment',
    '1,05-02-2010,1000,0,42.3,8.1',
    '1,12-02-2010,1500,1,38.5,8.1',
    '1,19-02-2010,1100,0,81.2,8.1',
    '2,05-02-2010,2000,0,50.1,7.5',
    '2,12-02-2010,2600,1,82.0,7.5',
    '2,19-02-2010,1900,0,85.5,7.5',
    '3,05-02-2010,700,0,60.0,9.0',
    '3,12-02-2010,900,1,61.0,9.0',
    '3,19-02-2010,800,0,62.0,9.0',
    '4,05-02-2010,300,0,20.0,6.0',
    '4,12-02-2010,350,1,21.0,6.0',
    '4,19-02-2010,320,0,22.0,6.0',
    '5,05-02-2010,500,0,30.0,5.0',
    '5,12-02-2010,550,1,31.0,5.0',
    '5,19-02-2010,520,0,32.0,5.0',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, WEEKLY);

test('a numbered Store column is what rows belong to: grouped, counted, named by number', () => {
  const best = answered('Which store had the highest sales?');
  expect(best.names).toEqual(['2']);
  expect(best.answer).toBe('Store 2 (6,500)');
  expect(answered('How many stores are there?').value).toBe(5);
  expect(answered('What is the average weekly sales of store 3?').value).toBe(800);
});

test('"weekly sales" names Weekly_Sales, not sales counted by week', () => {
  expect(answered('What is the average weekly sales?').explanation).toBe(
    'Average of Weekly_Sales, 15 rows.',
  );
});

test('a 0/1 flag named as a state keeps its rows; "non-" the others; both side by side', () => {
  expect(answered('What are the average weekly sales during holiday weeks?').value).toBe(1180);
  expect(answered('What is the average weekly sales for non-holiday weeks?').value).toBe(914);
  const compared = answered('Compare average weekly sales in holiday and non-holiday weeks');
  expect(compared.table?.values).toEqual([1180, 914]);
  expect(compared.answer).toBe('Holiday_Flag 1 (1,180), Holiday_Flag 0 (914)');
});

test('"weeks" of a series by week are its dates; "the unemployment rate" is Unemployment', () => {
  expect(dateStepOf(WEEKLY[0]!.table, 1)).toBe('week');
  const hot = answered('How many weeks had a temperature above 80?');
  expect(hot.value).toBe(2);
  expect(hot.explanation).toBe('Count of distinct Date where Temperature is above 80, 3 rows.');
  expect(answered('What is the average unemployment rate?').value).toBeCloseTo(7.12);
});

test('"the median weekly sales" is the middle week, said as a median', () => {
  const median = answered('What is the median weekly sales?');
  expect(median.value).toBe(800);
  expect(median.explanation).toBe('Median of Weekly_Sales, 15 rows.');
});

test('"holiday weeks vs non-holiday weeks" compares the two, as "holiday vs non-holiday weeks"', () => {
  const compared = answered('Average weekly sales in holiday weeks vs non-holiday weeks');
  expect(compared.explanation).toMatch(/^Average of Weekly_Sales by Holiday_Flag/);
  expect(compared.table?.rows).toEqual([
    ['1', '1,180'],
    ['0', '914'],
  ]);
});
