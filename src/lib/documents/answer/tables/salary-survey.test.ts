import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * A salary survey as ai-jobs.net publishes it (eighth blind round): snake_case headers, a byte
 * order mark, CRLF line endings, codes for experience levels (EN, MI, SE, EX), employment types
 * (FT, PT) and company sizes (S, M, L), each salary in its own currency and again in US dollars.
 */
const SALARIES = csvTables(
  'salaries',
  'salaries-ai-jobs-net.csv',
  [
    '\uFEFFwork_year,experience_level,employment_type,job_title,salary,salary_currency,salary_in_usd,employee_residence,remote_ratio,company_location,company_size',
    '2022,MI,FT,Data Analyst,90000,SGD,65950,SG,50,SG,M',
    '2022,SE,FT,Data Scientist,200000,USD,200000,US,100,US,L',
    '2022,SE,FT,Data Scientist,150000,USD,150000,US,100,US,M',
    '2021,EN,PT,Data Analyst,40000,EUR,47282,DE,0,DE,S',
    '2021,MI,FT,Data Engineer,60000,GBP,82528,GB,100,US,L',
    '2020,EX,FT,Data Engineer,300000,USD,300000,US,0,US,L',
  ].join('\r\n'),
);

const answered = (question: string) => tableAnswerTo(question, SALARIES);

test('a header written out whole names that column, not a cell value of another', () => {
  // 'salary in USD' is salary_in_usd, not salary where salary_currency is USD.
  expect(answered('What was the average salary in USD in 2022?').answer).toBe('138,650');
  expect(answered('What is the total salary in USD?').answer).toBe('845,760');
  // A currency asked of its own is still a value.
  expect(answered('What is the total salary paid in EUR?').answer).toBe('40,000');
});

test("the plural of a header in the singular, counted, counts rows: 'how many salaries'", () => {
  expect(answered('How many salaries are in the file?').answer).toBe('6');
  expect(answered('How many salaries were reported in 2021?').answer).toBe('2');
  // Compared, the column's figure is still compared.
  expect(answered('How many salaries were above 100,000?').answer).toBe('3');
});

test("'how many jobs' beside a 'job_title' column counts rows: a title is a class of jobs", () => {
  expect(answered('How many jobs have a remote ratio of 100?').answer).toBe('3');
  expect(answered('What percentage of jobs have an employment type of FT?').answer).toBe('83.33%');
  expect(answered('How many jobs are there for each company size?').table?.rows).toEqual([
    ['L', '3'],
    ['M', '2'],
    ['S', '1'],
  ]);
  // Named whole, the titles are still counted.
  expect(answered('How many job titles are there?').answer).toBe('3');
});

test("a one-letter code after its header's last word, or after 'is' or 'of': 'companies of size L'", () => {
  expect(answered('What is the total salary in USD at companies of size L?').answer).toBe(
    '582,528',
  );
  expect(answered('What is the total salary in USD where company size is L?').answer).toBe(
    '582,528',
  );
  expect(answered('How many jobs have an experience level of SE?').answer).toBe('2');
});

test("two text columns compared on each row: 'a residence different from the company location'", () => {
  // One salary (GB, paid by a US company) has its residence apart from the company's location.
  expect(
    answered('How many rows have an employee residence different from the company location?')
      .answer,
  ).toBe('1');
  expect(
    answered(
      'What is the average salary in USD where the employee residence is the same as the company location?',
    ).answer,
  ).toBe('152,646.4');
  expect(
    answered('Which job titles have an employee residence different from the company location?')
      .names,
  ).toEqual(['Data Engineer']);
});

test("a year column's bounds are written as years: 'work_year is at least 2020', not '2,020'", () => {
  const reply = answered('How many salaries were reported between 2020 and 2021?');
  expect(reply.answer).toBe('3');
  expect(reply.explanation).toBe(
    'Count of rows where work_year is at least 2020 and work_year is at most 2021.',
  );
});
