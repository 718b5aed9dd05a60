import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';
import { answerTableQuestion } from './answer-table-question';

/**
 * An HR list shaped like the simulated one pycaret ships (thirteenth blind round): snake_case
 * headers, one misspelt (`average_montly_hours`), a number run into a word (`last_5years`),
 * 0/1 flags, a salary band, no ID.
 */
const STAFF = csvTables(
  'staff',
  'employee.csv',
  [
    'satisfaction_level,average_montly_hours,time_spend_company,promotion_last_5years,department,salary,left',
    '0.38,157,3,0,sales,low,1',
    '0.80,262,6,1,sales,medium,1',
    '0.72,223,5,0,support,low,0',
    '0.90,140,4,1,technical,high,0',
    '0.50,260,2,0,support,medium,0',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, STAFF);

test('a header word missing a letter inside it is the question word it misspells', () => {
  expect(answered('What are the average monthly hours in the sales department?').value).toBe(209.5);
  expect(answered('How many employees average more than 250 monthly hours?').value).toBe(2);
});

test("a number run into a header's word ('last_5years') is named with it: 'the last 5 years'", () => {
  expect(answered('How many employees were promoted in the last 5 years?').value).toBe(2);
  // 'years' alone is not the header's span: no figure of promotion_last_5years.
  const longer = answerTableQuestion(
    'How many employees have worked at the company for more than 4 years?',
    STAFF,
    { previous: null, chosen: null },
  );
  expect(longer?.kind).toBe('no-match');
});

test('a 0/1 column named whole in a clause about the rows keeps the rows it marks', () => {
  const left = answered('What is the average satisfaction level of employees who left?');
  expect(left.value).toBeCloseTo(0.59);
  expect(left.explanation).toContain('where left is 1');
  expect(
    answered(
      'What is the average time spent at the company by employees who were promoted in the last 5 years?',
    ).value,
  ).toBe(5);
  // Said alone, the column is the figure: its 1s added up.
  expect(answered('How many employees left the company?').value).toBe(2);
});

test("'of each department's employees' takes each group's own rows as the whole", () => {
  const own = answered("What share of each department's employees left?");
  expect(own.table?.rows.map((row) => row.join(' '))).toEqual([
    'sales 100%',
    'support 0%',
    'technical 0%',
  ]);
  // Without the possessive: each group's part of all who left.
  expect(answered('What share of employees left by department?').explanation).toContain(
    'Share of rows by department where left is 1',
  );
});

test("'band' after a text column's name says what its values are", () => {
  expect(answered('How many employees are in each salary band?').table?.rows).toHaveLength(3);
});

test('a question of what is allowed, with words the table lacks, is left to the passages', () => {
  const reply = answerTableQuestion(
    'How many people can work on the same hack week project?',
    csvTables('projects', 'employee.csv', 'number_project,Work_accident,left\n2,0,1\n5,1,0'),
    { previous: null, chosen: null },
  );
  expect(reply).toBeNull();
});
