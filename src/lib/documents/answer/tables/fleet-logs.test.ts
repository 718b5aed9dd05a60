import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** A trucking fleet's maintenance log: money in `Cost_USD`, two parts replaced in one cell. */
const JOBS = csvTables(
  'jobs',
  'maintenance.csv',
  [
    'Maintenance_ID,Truck_ID,Maintenance_Date,Maintenance_Type,Cost_USD,Downtime_Days,Parts_Replaced',
    'M0001,T001,2023-06-05,Scheduled,992,3,"Exhaust System, Catalytic Converter"',
    'M0002,T001,2024-03-23,Emergency,4270,3,"Battery, Alternator"',
    'M0003,T002,2024-03-11,Scheduled,1500,1,"Battery, Alternator"',
    'M0004,T003,2024-07-02,Emergency,8000,6,"Oil Filter, Air Filter"',
    'M0005,T002,2023-11-19,Scheduled,700,0,"Oil Filter, Air Filter"',
  ].join('\n'),
);

const job = (question: string) => tableAnswerTo(question, JOBS);

test('a currency code beside Cost is its unit: the money spent', () => {
  expect(job('How much did we spend in 2024?').value).toBe(13770);
  expect(job('What percentage of maintenance spend went on emergency work?').value).toBeCloseTo(
    (100 * 12270) / 15462,
  );
});

test("a '$' header among other costs stays one of them: 'repair cost' is Cost Repair", () => {
  const strikes = csvTables(
    'strikes',
    'birdstrikes.csv',
    [
      'Flight Date,Cost Repair,Cost Other,Cost Total $',
      '1999-07-02,100,5,105',
      '1999-08-03,0,7,7',
    ].join('\n'),
  );
  const repair = tableAnswerTo('What was the total repair cost in Q3 1999?', strikes);
  expect(repair.value).toBe(100);
});

test('a bill is the money column, whatever it is headed', () => {
  expect(job('What was the maintenance bill for March 2024?').value).toBe(5770);
});

test('a cell listing two parts with a comma is said with "and"', () => {
  const battery = job('How much did the battery and alternator jobs cost altogether?');
  expect(battery.value).toBe(5770);
  expect(battery.explanation).toMatch(/Parts_Replaced is Battery, Alternator/);
});

test('servicing, repairing and maintaining are what every row of the log records', () => {
  expect(job('How many different trucks were serviced?').answer).toBe('3');
  expect(job("What's the average cost of an emergency repair?").value).toBe(6135);
  expect(job('Which truck cost the most to maintain?').answer).toMatch(/^T003/);
});

/** A delivery-drone fleet's flights: planned minutes in `planned_duration_min`. */
const FLIGHTS = csvTables(
  'flights',
  'flights.csv',
  [
    'flight_id,vehicle_id,route_id,start_time,end_time,planned_duration_min,success,cancelled',
    'F1,V009,R021,2025-11-01 19:21:00,2025-11-01 19:40:00,18,1,0',
    'F2,V013,R014,2025-11-09 02:56:00,2025-11-09 03:08:00,15,1,0',
    'F3,V009,R014,2025-11-15 10:00:00,2025-11-15 10:30:00,25,0,1',
    'F4,V002,R021,2025-11-16 08:00:00,2025-11-16 08:20:00,20,1,0',
    'F5,V013,R021,2025-10-31 23:00:00,2025-10-31 23:12:00,12,1,0',
  ].join('\n'),
);

const flight = (question: string) => tableAnswerTo(question, FLIGHTS);

test('"min" after a duration is minutes, not the minimum', () => {
  expect(flight('What is the total planned flight time in minutes?').value).toBe(90);
  expect(flight('How many planned minutes did the cancelled flights account for?').value).toBe(25);
});

test('a day alone at the start of a range takes the month of its end', () => {
  expect(flight('How many flights started between 1 and 15 November 2025?').answer).toBe('3');
});

test('the fleet is the whole table, as the file is', () => {
  expect(flight('How many vehicles does the fleet have?').answer).toBe('3');
});
