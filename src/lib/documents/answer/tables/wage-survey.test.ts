import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** A wage survey: categories written after their code-book number, a `health_ins` flag. */
const WAGES = csvTables(
  'wages',
  'Wage.csv',
  [
    'rownames,year,age,maritl,race,education,region,jobclass,health,health_ins,logwage,wage',
    '1,2003,18,1. Never Married,1. White,1. < HS Grad,2. Middle Atlantic,1. Industrial,1. <=Good,2. No,4.3,75',
    '2,2004,24,2. Married,1. White,4. College Grad,2. Middle Atlantic,2. Information,2. >=Very Good,1. Yes,4.3,70',
    '3,2003,45,2. Married,1. White,3. Some College,2. Middle Atlantic,1. Industrial,1. <=Good,1. Yes,4.3,131',
    '4,2005,43,2. Married,1. White,4. College Grad,2. Middle Atlantic,2. Information,2. >=Very Good,1. Yes,4.3,155',
    '5,2005,50,4. Divorced,1. White,2. HS Grad,2. Middle Atlantic,2. Information,1. <=Good,2. No,4.3,75',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, WAGES);

test("a numbered category ('1. Industrial') is named by its words", () => {
  expect(answered('What is the average age of workers in the industrial job class?').value).toBe(
    31.5,
  );
  expect(answered('What share of workers are in the information job class?').answer).toBe('60%');
  expect(
    answered('Average wage for workers with very good health vs good health').explanation,
  ).toMatch(/^Average of wage by health/);
});

test("a numbered yes or no ('1. Yes', '2. No') is a flag, and 'ins' is insurance", () => {
  expect(answered('How many workers have health insurance?').answer).toBe('3');
  expect(answered('How many workers have no health insurance?').answer).toBe('2');
});

test("'surveyed in 2005' says when the rows were taken down: the year column's 2005", () => {
  expect(answered('How many workers were surveyed in 2005?').answer).toBe('2');
  expect(answered('How many people were interviewed in 2003?').answer).toBe('2');
});
