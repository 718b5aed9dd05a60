import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** Deliveries with the minutes each took, beside the hour of day it was ordered (not a span). */
const DELIVERIES = csvTables(
  'deliveries',
  'deliveries.csv',
  [
    'rownames,time_to_delivery,hour,day,distance',
    '1,16.1,11.9,Thu,3.15',
    '2,32.9,19.2,Tue,3.69',
    '3,45.2,18.4,Sat,5.02',
    '4,28.0,12.1,Sun,2.10',
  ].join('\n'),
);

/** Repair jobs with the days each kept a truck off the road. */
const REPAIRS = csvTables(
  'repairs',
  'maintenance.csv',
  [
    'Maintenance_ID,Truck_ID,Maintenance_Date,Cost_USD,Downtime_Days',
    'M1,T1,2023-06-05,992,3',
    'M2,T2,2023-07-01,1500,7',
    'M3,T1,2023-08-11,400,6',
  ].join('\n'),
);

test('a time compared in minutes or days is the column of times taken', () => {
  const deliveries = (question: string) => tableAnswerTo(question, DELIVERIES);
  expect(deliveries('How many deliveries took longer than 30 minutes?').answer).toBe('2');
  expect(deliveries('How many deliveries took less than 20 minutes?').answer).toBe('1');
  expect(tableAnswerTo('How many jobs took more than 5 days?', REPAIRS).answer).toBe('2');
});
