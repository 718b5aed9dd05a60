import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** A bike fleet's maintenance jobs: a part code, its quantity, the bike's age and mileage. */
const JOBS = csvTables(
  'maintenance jobs',
  'maintenance_history.csv',
  [
    'maintenance_id,timestamp,material_id,quantity,maintenance_type,bike_age_months,mileage',
    'M-1,2024-01-03,MAT-1,1,SCHEDULED,10,1000',
    'M-2,2024-02-10,MAT-1,2,SCHEDULED,30,3000',
    'M-3,2025-01-05,MAT-2,1,WEAR,40,2000',
    'M-4,2025-03-12,MAT-2,3,ACCIDENT,5,500',
    'M-5,2025-04-20,MAT-1,1,WEAR,26,2000',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, JOBS);

test('"older than 24 months" of `bike_age_months`: the unit the header says is read with the figure', () => {
  const old = answered('How many jobs were on bikes older than 24 months?');
  expect(old.answer).toBe('3');
  expect(old.explanation).toMatch(/bike_age_months is above 24/);
});

test('mileage is a reading averaged per group, not added up', () => {
  const perMaterial = answered('Average mileage per material');
  expect(perMaterial.explanation).toMatch(/^Average of mileage by material_id/);
  expect(answered('What is the total mileage?').value).toBe(8500);
});

test('"events" counts the rows where no column is named so', () => {
  expect(answered('How many maintenance events happened in 2025?').answer).toBe('3');
});

test('"parts" are the units of a lone quantity column; "needed 3 or more parts" compares it', () => {
  const log = csvTables(
    'parts',
    'maintenance_log.csv',
    [
      'maintenance_id,timestamp,material_id,quantity,maintenance_type',
      'M1,2024-01-01,MAT-1,3,WEAR_REPLACEMENT',
      'M2,2024-01-03,MAT-2,2,ACCIDENT_REPAIR',
      'M3,2024-02-10,MAT-1,4,ACCIDENT_REPAIR',
      'M4,2024-03-05,MAT-3,1,SCHEDULED_MAINTENANCE',
    ].join('\n'),
  );
  const asked = (question: string) => tableAnswerTo(question, log);
  expect(asked('What is the total quantity of parts used?').value).toBe(10);
  expect(asked('How many parts went into accident repairs?').value).toBe(6);
  expect(asked('How many maintenance jobs needed 3 or more parts?').value).toBe(2);
});

test('"the youngest bikes" ranks by the age it names: the smallest average first', () => {
  const log = csvTables(
    'ages',
    'maintenance_ages.csv',
    [
      'maintenance_id,maintenance_type,bike_age_months',
      'M1,WEAR_REPLACEMENT,40',
      'M2,ACCIDENT_REPAIR,10',
      'M3,ACCIDENT_REPAIR,20',
      'M4,WEAR_REPLACEMENT,30',
    ].join('\n'),
  );
  const youngest = tableAnswerTo('Which maintenance type has the youngest bikes on average?', log);
  expect(youngest.names).toEqual(['ACCIDENT_REPAIR']);
  const oldest = tableAnswerTo('Which maintenance type has the oldest bikes on average?', log);
  expect(oldest.names).toEqual(['WEAR_REPLACEMENT']);
});

test('"what did maintenance cost": the rows\' subject before the verb, summed, never listed', () => {
  const table = csvTables(
    'truck jobs',
    'maintenance.csv',
    ['Maintenance_ID,Truck_ID,Cost_USD', 'M1,T1,100', 'M2,T1,250', 'M3,T2,50'].join('\n'),
  );
  const total = tableAnswerTo('What did maintenance cost in total?', table);
  expect(total.value).toBe(400);
  expect(total.explanation).toMatch(/^Sum of Cost_USD, 3 rows/);
});
