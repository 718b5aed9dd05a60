import { csvTables } from '@/test/documents/csv-tables';
import { answerTableQuestion } from './answer-table-question';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** An HR attrition list in CamelCase (the shape of IBM's public HR attrition sample). */
const STAFF = csvTables(
  'hr',
  'hr-attrition.csv',
  [
    'Age,Attrition,Department,EmployeeCount,EmployeeNumber,JobRole,MonthlyIncome,OverTime,YearsAtCompany',
    '41,Yes,Sales,1,1,Sales Executive,5993,Yes,6',
    '49,No,Research & Development,1,2,Research Scientist,5130,No,10',
    '37,Yes,Research & Development,1,4,Laboratory Technician,2090,Yes,0',
    '33,No,Research & Development,1,5,Research Scientist,2909,Yes,8',
    '27,No,Research & Development,1,7,Laboratory Technician,3468,No,2',
    '32,No,Sales,1,8,Sales Representative,3068,No,7',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, STAFF);

test("a handbook's sentence naming 'employees' and half a header is left to the passages", () => {
  const rated = csvTables(
    'hr-rated',
    'hr-attrition.csv',
    ['EmployeeNumber,Department,PerformanceRating', '1,Sales,3', '2,Sales,4', '4,R&D,3'].join('\n'),
  );
  const none = { previous: null, chosen: null };
  const sentence = 'What will employees receive after their performance review?';
  expect(answerTableQuestion(sentence, rated, none)).toBeNull();
  // Asked of the figures, the same words are still a table question.
  expect(tableAnswerTo('What is the average performance rating of employees?', rated).answer).toBe(
    '3.33',
  );
  expect(tableAnswerTo('Which employee has the highest performance rating?', rated).answer).toMatch(
    /2/,
  );
});

test('"left", "quit" and "resigned" are the rows an Attrition column marks yes', () => {
  expect(answered('How many employees left the company?').value).toBe(2);
  expect(answered('What is the average age of employees who left?').value).toBe(39);
  expect(answered('How many employees quit?').explanation).toContain('where Attrition is Yes');
});

test('"overtime" names OverTime, a header that writes it as two words', () => {
  expect(answered('What percentage of employees work overtime?').value).toBe(50);
  const both = answered('How many employees work overtime and left?');
  expect(both.value).toBe(2);
  expect(both.explanation).toContain('where OverTime is Yes and Attrition is Yes');
});

test('"the attrition rate" of a 0/1 column headed `left` is its share of rows marked 1', () => {
  const staff = csvTables(
    'hr-left',
    'employee.csv',
    [
      'satisfaction_level,department,salary,left',
      '0.38,sales,low,1',
      '0.80,sales,medium,0',
      '0.11,sales,low,1',
      '0.72,support,high,0',
      '0.37,support,low,0',
    ].join('\n'),
  );
  const overall = tableAnswerTo('What is the attrition rate?', staff);
  expect(overall.answer).toBe('40%');
  expect(overall.explanation).toBe('Share of rows where left is 1 (2 rows), out of 5 rows.');
  const byDepartment = tableAnswerTo('What is the attrition rate by department?', staff);
  expect(byDepartment.table?.rows.map((row) => row.join(' '))).toEqual([
    'sales 66.67%',
    'support 0%',
  ]);
});

test("'their current manager' names YearsWithCurrManager, not the job role Manager", () => {
  const staff = csvTables(
    'hr-tenure',
    'hr-attrition.csv',
    [
      'EmployeeNumber,JobRole,YearsInCurrentRole,YearsWithCurrManager',
      '1,Sales Executive,4,5',
      '2,Manager,7,7',
      '4,Research Scientist,6,2',
      '5,Manager,9,3',
    ].join('\n'),
  );
  const longer = tableAnswerTo(
    'How many employees have been in their current role longer than with their current manager?',
    staff,
  );
  expect(longer.value).toBe(2);
  expect(longer.explanation).not.toContain('JobRole is Manager');
  expect(tableAnswerTo('How many managers are there?', staff).value).toBe(2);
});

test("'more than 10,000 a month' of MonthlyIncome: the period the figure is per says it again", () => {
  const staff = csvTables(
    'hr-pay',
    'hr-attrition.csv',
    ['EmployeeNumber,HourlyRate,MonthlyIncome', '1,94,5993', '2,61,15130', '4,92,12090'].join('\n'),
  );
  expect(tableAnswerTo('How many employees earn more than 10,000 a month?', staff).value).toBe(2);
  expect(tableAnswerTo('How many employees earn more than 10,000 per month?', staff).value).toBe(2);
  expect(
    tableAnswerTo('How many employees have an hourly rate above 90 an hour?', staff).value,
  ).toBe(2);
});
