import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** A building's hourly meter readings: no column says what a row is, the figure is `energy_usage`. */
const READINGS = csvTables(
  'readings',
  'Energy_consumption.csv',
  [
    'time_of_day,temperature,Occupancy,HVACUsage,RenewableEnergy,Holiday,energy_usage',
    '1/1/2022 0:00,25.1,5,On,2.7,No,75.3',
    '1/1/2022 1:00,27.7,1,On,21.8,No,83.4',
    '1/1/2022 2:00,28.2,2,Off,6.7,Yes,78.2',
    '2/1/2022 3:00,20.0,8,Off,8.6,Yes,56.5',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, READINGS);

test("readings, measurements and observations are what a log's rows record", () => {
  expect(answered('How many readings are in the log?').answer).toBe('4');
  expect(answered('How many readings were taken on holidays?').answer).toBe('2');
  expect(answered('How many measurements had an occupancy above 4?').answer).toBe('2');
});

test("a meter's usage is its consumption: the energy used or consumed", () => {
  expect(answered('What is the total energy consumption?').answer).toBe('293.4');
  expect(answered('How much energy was used in January 2022?').answer).toBe('236.9');
});

test("'the HVAC is on': a word only one header has names it before one of its values", () => {
  // HVACUsage On: 75.3 and 83.4; energy_usage also ends in 'usage'.
  expect(answered('Average energy usage when the HVAC is on').answer).toBe('79.35');
  expect(answered('How many readings had the HVAC off?').answer).toBe('2');
});

/** Readings whose own `DayOfWeek` column disagrees with the weekday of `time_of_day`. */
const WEEKDAYS = csvTables(
  'weekdays',
  'Energy_consumption.csv',
  [
    'time_of_day,DayOfWeek,energy_usage',
    '1/1/2022 0:00,Monday,70',
    '1/1/2022 1:00,Saturday,80',
    '1/2/2022 2:00,Monday,90',
  ].join('\n'),
);

test("'by day of the week' groups by the table's own weekday column, as its reader would", () => {
  const reply = tableAnswerTo('Which day of the week used the most energy in total?', WEEKDAYS);
  expect(reply.answer).toBe('Monday (160)');
  expect(reply.explanation).toMatch(/^Sum of energy_usage by DayOfWeek/);
});

/** A payment processor's volume each hour, one payment type an hour, a 0/1 weekend flag. */
const PAYMENTS = csvTables(
  'payments',
  'payment_volume.csv',
  [
    'timestamp,transaction_type,volume,value,is_weekend',
    '2024-01-06 00:00:00,card_payment,10,500,1',
    '2024-01-06 01:00:00,mobile_wallet,20,300,1',
    '2024-01-07 00:00:00,card_payment,30,900,1',
    '2024-01-08 00:00:00,bank_transfer,40,4000,0',
    '2024-01-08 01:00:00,card_payment,50,1500,0',
  ].join('\n'),
);

test('the average hourly figure of a table with one row an hour averages the rows', () => {
  const paid = (question: string) => tableAnswerTo(question, PAYMENTS);
  expect(paid('What is the average hourly volume on weekends?').answer).toBe('20');
  expect(paid('What is the average volume per hour on weekends?').answer).toBe('20');
});
