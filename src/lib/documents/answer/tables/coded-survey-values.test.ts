import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** Workers' wages as a survey's code book writes them, the wage a float written out in full. */
const WAGES = csvTables(
  'wages',
  'Wage.csv',
  [
    'rownames,year,education,jobclass,wage',
    '231655,2006,1. < HS Grad,1. Industrial,75.04315401735154',
    '86582,2004,4. College Grad,2. Information,70.47601964694451',
    '161300,2003,2. HS Grad,1. Industrial,130.982177377461',
    '155159,2003,4. College Grad,2. Information,154.68529299563',
    '11443,2005,2. HS Grad,2. Information,75.04315401735154',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, WAGES);

test("a clipped word of a value is named in full ('college graduates' of '4. College Grad')", () => {
  expect(answered('Average wage of college graduates').value).toBeCloseTo(112.58, 2);
  // '< HS Grad' bounds 'HS Grad': named without its sign, it does not take the value's name.
  expect(answered('How many high school graduates are there?').answer).toBe('2');
  expect(answered('How many HS grads are there?').answer).toBe('2');
});

test('a figure a program wrote out in full is shown to the cent, not to 14 decimals', () => {
  expect(answered('Average wage').answer).toBe('101.25');
  expect(answered('Total wage').answer).toBe('506.23');
});
