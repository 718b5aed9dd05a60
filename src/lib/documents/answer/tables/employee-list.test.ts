import { answerTableQuestion } from './answer-table-question';
import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * A city's employee list shaped like the Pandas Cookbook's sample (ninth blind round): ALL CAPS
 * snake_case headers, department names with their abbreviation after them, two ISO date
 * columns and a blank salary.
 */
const EMPLOYEES = csvTables(
  'employees',
  'employee.csv',
  [
    'UNIQUE_ID,POSITION_TITLE,DEPARTMENT,BASE_SALARY,RACE,EMPLOYMENT_TYPE,GENDER,EMPLOYMENT_STATUS,HIRE_DATE,JOB_DATE',
    '0,POLICE OFFICER,Houston Police Department-HPD,45279.0,White,Full Time,Male,Active,2015-02-03,2015-02-03',
    '1,SENIOR POLICE OFFICER,Houston Police Department-HPD,66614.0,Hispanic/Latino,Full Time,Female,Active,2004-01-15,2012-03-01',
    '2,FIRE FIGHTER,Houston Fire Department (HFD),52000.0,White,Full Time,Male,Active,2014-02-10,2014-02-10',
    '3,ENGINEER/OPERATOR,Houston Fire Department (HFD),63166.0,Black or African American,Full Time,Male,Inactive,1982-02-08,1991-05-25',
    '4,LIBRARY ASSISTANT,Library,26125.0,Hispanic/Latino,Part Time,Female,Active,2000-07-19,2010-09-18',
    '5,SENIOR ACCOUNTANT,Finance,,Asian/Pacific Islander,Full Time,Female,Active,2014-03-31,2014-03-31',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, EMPLOYEES);

test('a value is named without the abbreviation of its initials written after it', () => {
  expect(
    answered('What is the total base salary paid in the Houston Fire Department?').answer,
  ).toBe('115,166');
  expect(answered('What is the average base salary in the Houston Police Department?').answer).toBe(
    '55,946.5',
  );
});

test("a figure given to a person ('their base salary') with unknown words is left to the passages", () => {
  const reply = answerTableQuestion(
    'What percentage of their base salary are eligible teammates paid?',
    EMPLOYEES,
    { previous: null, chosen: null },
  );
  expect(reply).toBeNull();
  // Without such a word the question is still said to be unmatched.
  expect(
    answerTableQuestion('What is the total base salary of eligible teammates?', EMPLOYEES, {
      previous: null,
      chosen: null,
    })?.kind,
  ).toBe('no-match');
});

test("the noun naming the table ('employees' of employee.csv) keeps groups by their count of rows", () => {
  expect(answered('Which departments have more than 1 employee?').names).toEqual([
    'Houston Police Department-HPD',
    'Houston Fire Department (HFD)',
  ]);
  // Counting the groups kept is not done: never every department's count instead.
  const reply = answerTableQuestion('How many departments have more than 1 employee?', EMPLOYEES, {
    previous: null,
    chosen: null,
  });
  expect(reply?.kind === 'table-answer' && reply.answer).not.toBe('4');
});

test('rows with a sex and a race are people: "how many people" counts them', () => {
  expect(answered('How many people were hired in 2014?').answer).toBe('2');
  expect(answered('How many people were hired in the first quarter of 2014?').answer).toBe('2');
});

test('two date columns compared row by row: later than, after, earlier than, before', () => {
  const later = answered('How many employees have a job date later than their hire date?');
  expect(later.answer).toBe('3');
  expect(later.explanation).toBe('Count of rows where JOB_DATE is after HIRE_DATE.');
  expect(answered('How many employees have a job date after the hire date?').answer).toBe('3');
  expect(answered('How many employees have a job date before their hire date?').answer).toBe('0');
});

test("a salary is one person's figure: averaged by group unless a total is asked", () => {
  const reply = answered('Which department has the highest base salary?');
  expect(reply.explanation).toMatch(/^Average of BASE_SALARY by DEPARTMENT/);
  expect(answered('What is the total base salary paid in the Library?').answer).toBe('26,125');
});

test("'firefighters' names FIRE FIGHTER: two words English also writes as one", () => {
  expect(answered('How many firefighters are there?').answer).toBe('1');
  expect(answered('How many male firefighters are there?').explanation).toContain('FIRE FIGHTER');
});
