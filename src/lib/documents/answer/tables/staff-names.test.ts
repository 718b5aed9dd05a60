import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * A staff list with each person's name in two columns and an ID of one row each; two people
 * share a first name.
 */
const STAFF = csvTables(
  'staff',
  'employees.csv',
  [
    'emp_id,first_name,last_name,department_name,salary,hire_date',
    '11001,Roxane,Campain,Sales,60000,2001-01-02',
    '11002,Erick,Ferencz,Finance,99712,2002-03-04',
    '11003,Roxane,Hamilton,Sales,50000,2003-05-06',
    '11004,Penney,Weight,Finance,99515,2004-07-08',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, STAFF);

test('who earns the most: each row a person, named by both name columns, never a first name summed', () => {
  for (const question of [
    'Who has the highest salary?',
    'Which employee has the highest salary?',
    'Who is the highest paid employee?',
    'Who earns the most?',
  ])
    expect(answered(question).answer, question).toBe('Erick Ferencz (99,712)');
  // Grouped by first name, the two Roxanes made one person earning 110,000.
  expect(answered('Who has the lowest salary?').names).toEqual(['Roxane Hamilton']);
  const top = answered('List the 3 highest paid employees');
  expect(top.table?.rows.map((row) => row[0])).toEqual([
    'Erick Ferencz',
    'Penney Weight',
    'Roxane Campain',
  ]);
});

test("'earn' and 'paid' name the salary", () => {
  expect(answered('How many employees earn more than 90000?').answer).toBe('2');
  expect(answered('What is the average pay by department?').table?.rows).toEqual([
    ['Finance', '99,613.5'],
    ['Sales', '55,000'],
  ]);
});
