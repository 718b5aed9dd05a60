import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * A clothing seller's price list, one SKU a row (the shape of the forty-first eval round's
 * May-2022.csv), and a company's employees with their pay, Yes/No flags and a value that is a
 * department, a job title and a field of study (its employees.csv).
 */
const PRICES = csvTables(
  'prices',
  'May-2022.csv',
  [
    'Sku,Style Id,Catalog,Category,TP,Amazon MRP',
    'Os206_S,Os206,Mix,Kurta,538,2295',
    'Os206_M,Os206,Mix,Kurta,538,2295',
    'Os207_S,Os207,Surmaya,Kurta Set,700,2995',
  ].join('\n'),
);

const EMPLOYEES = csvTables(
  'employees',
  'employees.csv',
  [
    'employee_id,active,ed_field,dept,job_title,overtime,hourly_rate,monthly_comp,work_exp',
    '1001,No,Life Sciences,Sales,Sales Executive,Yes,94,16293,8',
    '1002,Yes,Human Resources,Human Resources,Human Resources,No,61,10573,10',
    '1003,Yes,Medical,Human Resources,Manager,Yes,92,15947,7',
    '1004,Yes,Human Resources,Sales,Sales Executive,No,56,9707,8',
    '1005,Yes,Marketing,Sales,Sales Executive,No,45,7800,3',
  ].join('\n'),
);

test("'the price list': a word before 'list' names the table, as before 'file' or 'report'", () => {
  expect(tableAnswerTo('How many SKUs are in the price list?', PRICES).value).toBe(3);
});

test("'no longer active': 'no longer' denies a Yes/No column as 'not' does", () => {
  expect(tableAnswerTo('How many employees are no longer active?', EMPLOYEES).value).toBe(1);
});

test("'employees in Human Resources': 'in' names the department among the columns holding it", () => {
  const reply = tableAnswerTo(
    'What is the total monthly comp of employees in Human Resources?',
    EMPLOYEES,
  );
  expect(reply.value).toBe(10573 + 15947);
});

test("'employees work overtime': a word between two columns' words is a verb, not `work_exp`", () => {
  expect(tableAnswerTo('What percentage of employees work overtime?', EMPLOYEES).value).toBe(40);
  const reply = tableAnswerTo(
    'What percentage of employees in each department work overtime?',
    EMPLOYEES,
  );
  expect(reply.table?.rows.map((row) => row[0])).toEqual(['Human Resources', 'Sales']);
  expect(reply.table?.values[0]).toBe(50);
  expect(reply.table?.values[1]).toBeCloseTo(100 / 3);
});
