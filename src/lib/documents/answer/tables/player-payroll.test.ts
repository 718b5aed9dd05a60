import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * A payroll by player, team and season with IDs only, one player paid by two teams in a season
 * (the shape of Lahman's baseball salaries, twenty-fifth eval round).
 */
const SALARIES = csvTables(
  'payroll',
  'salary.csv',
  [
    'year,team_id,league_id,player_id,salary',
    '1992,PHI,NL,brantje01,109000',
    '1992,SFN,NL,brantje01,1125000',
    '1992,NYA,AL,smithjo01,900000',
    '1992,NYA,AL,jonesbo01,1200000',
    '1993,NYA,AL,smithjo01,1300000',
    '1993,PHI,NL,brantje01,400000',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, SALARIES);

test("'payroll' is what the pay column adds up to", () => {
  expect(answered('What was the total payroll in 1992?').value).toBe(3334000);
  expect(answered('What was the total payroll of NYA in 1993?').value).toBe(1300000);
  expect(answered('What percentage of the total payroll was paid by AL teams?').answer).toBe(
    '67.54%',
  );
});

test("'earned' adds up what each was paid, where 'earns' is a level of pay", () => {
  const total = answered('Which player earned the most?');
  expect(total.names).toEqual(['smithjo01']);
  expect(total.value).toBe(2200000);
  // Paid 109,000 and 1,125,000 by two teams in 1992: 1,234,000 earned, 617,000 on average.
  const earned = answered('How many players earned more than 1,000,000 in 1992?');
  expect(earned.value).toBe(2);
  expect(earned.explanation).toContain('Sum of salary by player_id where year is 1992');
  expect(answered('Which player earns the most?').explanation).toContain('Average of salary');
});

test("'earn' names an income column as it names a salary", () => {
  const staff = csvTables(
    'staff',
    'attrition.csv',
    [
      'EmployeeNumber,Department,HourlyRate,MonthlyIncome',
      '1,Sales,94,5993',
      '2,Research & Development,61,5130',
      '4,Research & Development,92,12090',
    ].join('\n'),
  );
  expect(tableAnswerTo('How many employees earn more than 10,000?', staff).value).toBe(1);
  expect(tableAnswerTo('Which department earned the most?', staff).names).toEqual([
    'Research & Development',
  ]);
});

test('paying names the pay column without asking for its figure: the players are counted', () => {
  const paid = answered('How many players did NYA pay in 1992?');
  expect(paid.value).toBe(2);
  expect(paid.explanation).toContain('Count of distinct player_id');
  expect(answered('How many different players did PHI pay?').value).toBe(1);
  expect(answered('How much did NYA pay in 1992?').value).toBe(2100000);
});
