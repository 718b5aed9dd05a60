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
