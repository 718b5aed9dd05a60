import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo, tableReplyTo } from '@/test/documents/table-answer';

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

test("a rota is a table of staff: of an airline's bookings, 'the rota' names nothing it holds", () => {
  const bookings = csvTables(
    'bookings',
    'airline_bookings.csv',
    [
      'booking_id,booking_date,advance_booking_days,passenger_name',
      'BK1,2024-12-06,22,Ann Lee',
      'BK2,2024-12-07,5,Bo Chan',
    ].join('\n'),
  );
  const reply = tableReplyTo('How many days in advance is the weekly rota published?', bookings);
  expect(reply?.kind).not.toBe('table-answer');
});

test("'at least one' of what the rows record is any of them; of a figure, still a comparison", () => {
  expect(ask('On how many different days was at least one employee scheduled?').answer).toBe('3');
  expect(ask('On how many days was at least one employee scheduled?').answer).toBe('3');
  const customers = csvTables(
    'customers',
    'customers.csv',
    ['customer_id,name,returns', '1,Ann,0', '2,Bo,2', '3,Cy,1'].join('\n'),
  );
  expect(tableAnswerTo('How many customers have at least one return?', customers).answer).toBe('2');
});

test('shifts per employee name each ID by its person, first and last name together', () => {
  const byEmployee = ask('How many shifts does each employee have?').table!;
  expect(byEmployee.rows.map((row) => row[0])).toEqual([
    'Maressa Dearell',
    'Micheil Manklow',
    'Nikola Baszkiewicz',
    'Brooke Spurgeon',
  ]);
  expect(byEmployee.values).toEqual([2, 2, 1, 1]);
  expect(ask('Which employee had the most shifts?').answer).not.toContain('emp_id');
});

test('a superlative tied for first names every one tied, as the answer lists them', () => {
  expect(ask('Which employees were scheduled for the fewest shifts?').names).toEqual([
    'Nikola Baszkiewicz',
    'Brooke Spurgeon',
  ]);
});

test("'on average, how many … each employee': each one's own count, averaged", () => {
  expect(ask('On average, how many shifts was each employee scheduled for?').value).toBe(1.5);
  // Without 'average', each one's count is listed.
  expect(ask('How many shifts was each employee scheduled for?').table!.rows).toHaveLength(4);
});
