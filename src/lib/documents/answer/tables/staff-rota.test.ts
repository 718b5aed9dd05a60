import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** A staff rota: one row per employee per scheduled day, an ID beside first and last names. */
const ROTA = csvTables(
  'rota',
  'employee_schedule.csv',
  [
    'emp_id,first_name,last_name,scheduled_date',
    '3,Maressa,Dearell,8/30/2022',
    '4,Micheil,Manklow,8/30/2022',
    '8,Nikola,Baszkiewicz,8/30/2022',
    '3,Maressa,Dearell,8/29/2022',
    '4,Micheil,Manklow,8/29/2022',
    '1,Brooke,Spurgeon,9/1/2022',
  ].join('\n'),
);

const ask = (question: string) => tableAnswerTo(question, ROTA);

test("'the rota' and 'the roster' name the table, as 'the schedule' does", () => {
  expect(ask('How many different employees are on the rota?').answer).toBe('4');
  expect(ask('How many shifts are on the roster?').answer).toBe('6');
});
