import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * A bank's telemarketing calls, as UCI's Bank Marketing data writes them (twenty-first eval
 * round): one row per client, described by `age`, `job`, `marital` and `education` (no name, no
 * sex), yes/no flags, `day` and a `month` abbreviation with no year; no header says client.
 */
const CALLS = csvTables(
  'bank',
  'bank.csv',
  [
    'age,job,marital,education,default,balance,housing,loan,contact,day,month,duration,campaign,pdays,previous,poutcome,deposit',
    '58,management,married,tertiary,no,2143,yes,no,unknown,5,may,261,1,-1,0,unknown,no',
    '44,technician,single,secondary,no,29,yes,no,unknown,5,may,151,1,-1,0,unknown,no',
    '33,entrepreneur,married,secondary,no,2,yes,yes,unknown,5,may,76,1,-1,0,unknown,no',
    '61,retired,divorced,primary,no,1506,no,no,unknown,6,jun,920,2,-1,0,unknown,yes',
    '35,management,single,tertiary,yes,-231,yes,no,unknown,6,jun,139,5,-1,0,unknown,no',
    '28,retired,married,unknown,no,447,no,yes,unknown,9,jun,1217,1,-1,0,unknown,yes',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, CALLS);

test('"clients" are the rows of a table whose headers describe a person by age and marital status', () => {
  expect(answered('What is the total balance of retired clients?').value).toBe(1953);
  expect(answered('How many clients have a negative balance?').value).toBe(1);
});

test('"job types", "marital status", "education level" name the column and say what its values are', () => {
  expect(answered('How many different job types are there?').value).toBe(4);
  expect(answered('How many clients are there by marital status?').table?.rows).toHaveLength(3);
  expect(answered('Which education level has the highest average balance?').names[0]).toBe(
    'primary',
  );
});

test("a column of month abbreviations is named by the months' names", () => {
  const june = answered('How many clients were contacted in June?');
  expect(june.value).toBe(3);
  expect(june.explanation).toBe('Count of rows where month is jun.');
});

test('"60 or older", "aged 30 or younger" compare the ages', () => {
  expect(answered('How many clients aged 60 or older were contacted?').value).toBe(1);
  expect(answered('How many clients are 35 or younger?').value).toBe(3);
});

test('"subscribed" and "subscriptions" are the rows a campaign\'s deposit column marks yes', () => {
  const share = answered('What percentage of clients subscribed to a deposit?');
  expect(share.value).toBeCloseTo((100 * 2) / 6);
  expect(share.explanation).toMatch(/where deposit is yes/);
  expect(answered('Which job has the most clients who subscribed?').names[0]).toBe('retired');
  expect(answered('What is the average age of clients who subscribed?').value).toBe(44.5);
  const rates = answered('What is the subscription rate for each marital status?');
  expect(rates.table?.rows).toHaveLength(3);
});

test('"a housing loan" of yes/no `housing` and `loan`: the first flag, the second its noun', () => {
  const housing = answered('What is the average balance of clients with a housing loan?');
  expect(housing.explanation).toBe('Average of balance where housing is yes, 4 rows.');
  expect(answered('How many clients have a loan?').value).toBe(2);
});

test('"for clients who…" right after a figure names the rows it is of', () => {
  const calls = answered('What is the average call duration for clients who subscribed?');
  expect(calls.value).toBe((920 + 1217) / 2);
  expect(answered('What is the average balance for clients who are retired?').value).toBe(976.5);
});

test('"a personal loan", "a term deposit": a word before a flag\'s short header says its kind', () => {
  expect(answered('How many clients have a personal loan?').value).toBe(2);
  expect(answered('How many clients have both a housing loan and a personal loan?').value).toBe(1);
  expect(answered('How many clients subscribed to a term deposit?').value).toBe(2);
});

test('"more than 3 times during the campaign": the column named after the times counts them', () => {
  const during = 'How many clients were contacted more than 2 times during the campaign?';
  expect(answered(during).value).toBe(1);
  expect(answered('How many clients were contacted at least 2 times in the campaign?').value).toBe(
    2,
  );
});
