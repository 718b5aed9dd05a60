import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * A retailer's monthly staff list of its distribution centres: one row per employee on a DC's
 * books at a month end, the DC by number (`dc_nbr`), hire and leave dates beside the month end.
 */
const DC_STAFF = csvTables(
  'staff',
  'dc_monthly_employees.csv',
  [
    'dc_nbr,month_end_date,employee_id,hire_date,leave_date,age_range',
    '1,31/05/2023,E001,02/05/2023,,20-24 years',
    '1,31/05/2023,E002,10/01/2021,,30-34 years',
    '2,31/05/2023,E003,03/03/2022,,20-24 years',
    '1,30/06/2023,E001,02/05/2023,,20-24 years',
    '1,30/06/2023,E002,10/01/2021,18/06/2023,30-34 years',
    '2,30/06/2023,E003,03/03/2022,,20-24 years',
    '2,30/06/2023,E004,05/06/2023,,40-44 years',
    '2,30/06/2023,E005,12/06/2023,,20-24 years',
  ].join('\n'),
);

const ask = (question: string) => tableAnswerTo(question, DC_STAFF);

test("a number headed with 'nbr' says which DC, as 'no' and 'num' do: a group, never a figure", () => {
  expect(ask('Which DC had the most employees at the end of June 2023?').names[0]).toBe('2');
  const byDc = ask('How many employees did each DC have at the end of May 2023?').table!;
  expect(byDc.rows.map((row) => row[0])).toEqual(['1', '2']);
  expect(byDc.values).toEqual([2, 1]);
});

test("a period's end ('month_end_date') dates the rows before a hire or leave date", () => {
  // Read from hire_date, June 2023 held the two hired that month.
  expect(ask('How many employees did DC 1 have in June 2023?').answer).toBe('2');
  expect(ask('How many employees did DC 2 have in the last month?').answer).toBe('3');
  // A date column the question names is still the one read.
  expect(ask('How many employees were hired in June 2023?').answer).toBe('2');
});

test("'left' names the leave date by its verb, and keeps the rows where one is written", () => {
  expect(ask('How many employees have left?').answer).toBe('1');
  expect(ask('How many employees left DC 1?').answer).toBe('1');
  expect(ask('How many employees left in June 2023?').answer).toBe('1');
  // Nothing was left in DC 2.
  expect(ask('How many employees left DC 2?').answer).toBe('0');
});

test("'headcount' counts the staff a list names, unless a header holds the word", () => {
  expect(ask("What was DC 2's headcount at the end of June 2023?").answer).toBe('3');
  expect(ask('What was the head count of DC 1 at the end of May 2023?').answer).toBe('2');
  expect(
    ask("What is the ratio of DC 2's headcount to DC 1's headcount at the end of June 2023?").value,
  ).toBe(1.5);
  // A store's weekly figures with a Headcount column: the column's own figure.
  const kpis = csvTables(
    'kpis',
    'store_kpis.csv',
    ['store,week,Headcount,sales', 'North,2024-01-07,12,5000', 'South,2024-01-07,9,4000'].join(
      '\n',
    ),
  );
  expect(tableAnswerTo('What is the total headcount?', kpis).answer).toBe('21');
});

test("'month by month' asks for each month, both of its words read", () => {
  const byMonth = ask("How did DC 2's number of employees change month by month?").table!;
  expect(byMonth.rows.map((row) => row[0])).toEqual(['May 2023', 'Jun 2023']);
  expect(byMonth.values).toEqual([1, 3]);
});
