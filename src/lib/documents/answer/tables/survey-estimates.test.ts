import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * A statistics office's estimates: each change beside its standard error, headed by initials
 * (`change_yoy_se`), a month in columns of their own.
 */
const ESTIMATES = csvTables(
  'estimates',
  'state_estimates.csv',
  [
    'state_abbr,subsector,year,month,change_yoy,change_yoy_se',
    'USA,Gasoline Stations,2021,1,-6.4,0.4',
    'USA,Gasoline Stations,2021,2,-2.0,2.3',
    'USA,Clothing,2021,1,-8.6,0.9',
    'USA,Clothing,2021,2,737.2,385.5',
    'AL,Clothing,2021,1,12.5,6.2',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, ESTIMATES);

test('two words spell a header word by their initials, whatever else the header says', () => {
  expect(answered('How many rows have a standard error above 2?').answer).toBe('3');
  expect(answered('What is the average standard error for Clothing?').value).toBeCloseTo(130.8667);
});

test('"a decline" or "an increase" is the change column below or above zero', () => {
  const declines = answered('In how many months did USA clothing post a decline?');
  expect(declines.answer).toBe('1');
  expect(declines.explanation).toMatch(/change_yoy is below 0/);
  expect(answered('How many rows show an increase?').answer).toBe('2');
});

test('a column compared with "the change" is compared with the other header it names', () => {
  const wider = answered('How many rows have a standard error larger than the change itself?');
  expect(wider.answer).toBe('3');
  expect(wider.explanation).toMatch(/change_yoy_se is above change_yoy\b/);
});
