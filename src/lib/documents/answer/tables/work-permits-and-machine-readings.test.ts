import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** A plant's permit-to-work log: ISO timestamps with microseconds, some expiring before issue. */
const PERMITS = csvTables(
  'permits',
  'permits.csv',
  [
    'permit_id,sensor_reading_id,permit_type,status,zone_id,unit_id,issued_at,expires_at',
    'PERMIT-000001,1,general,expired,unit-5-zone-1,unit-5,2026-06-20T22:44:42.304051,2026-06-21T01:07:27.660206',
    'PERMIT-000002,2,hot_work,active,unit-3-zone-1,unit-3,2026-06-12T00:45:37.187645,2026-06-12T02:55:35.256809',
    'PERMIT-000003,3,electrical,revoked,unit-5-zone-1,unit-5,2026-06-20T22:20:08.924828,2026-06-19T05:26:05.293479',
    'PERMIT-000004,4,hot_work,revoked,unit-3-zone-2,unit-3,2026-06-22T10:00:00.000001,2026-06-21T08:00:00.000001',
    'PERMIT-000005,5,general,revoked,unit-3-zone-2,unit-3,2026-07-01T10:00:00.000001,2026-07-02T12:00:00.000001',
  ].join('\n'),
);

test('"expire before they were issued" compares the two date columns row by row', () => {
  const early = tableAnswerTo('How many permits expire before they were issued?', PERMITS);
  expect(early.answer).toBe('2');
  expect(early.explanation).toMatch(/where expires_at is before issued_at/);
});

test('values before a plural opening the question say which rows are counted per group', () => {
  const revoked = tableAnswerTo('Revoked permits by unit', PERMITS);
  expect(revoked.explanation).toMatch(
    /^Count of distinct permit_id by unit_id where status is revoked/,
  );
  expect(revoked.answer).toBe('unit-3 (2), unit-5 (1)');
});

/** A shop's orders with no order number: each row is one order. */
const ORDERS = csvTables(
  'orders',
  'shop.csv',
  [
    'region,status,amount',
    'North,Cancelled,10',
    'North,Shipped,20',
    'South,Cancelled,30',
    'South,Cancelled,40',
    'West,Shipped,50',
  ].join('\n'),
);

test('"cancelled orders by region" counts the rows of each region, with no order column', () => {
  const cancelled = tableAnswerTo('Cancelled orders by region', ORDERS);
  expect(cancelled.explanation).toMatch(/^Count of rows by region where status is Cancelled/);
  expect(cancelled.answer).toBe('South (2), North (1)');
});

/** A milling machine's readings: headers with units in brackets, a 0/1 failure flag. */
const READINGS = csvTables(
  'readings',
  'ai4i2020.csv',
  [
    'UDI,Product ID,Type,Air temperature [K],Process temperature [K],Rotational speed [rpm],Torque [Nm],Machine failure',
    '1,M14860,M,298.1,308.6,1551,42.8,0',
    '2,L47181,L,298.2,308.7,1408,46.3,0',
    '3,L47182,L,300.5,309.9,1498,49.4,1',
    '4,H29424,H,302.0,311.5,1433,39.5,0',
    '5,L47184,L,299.0,308.0,1425,41.9,1',
  ].join('\n'),
);

test('"more than 10 K above the air temperature" compares the two columns by that margin', () => {
  const hotter = tableAnswerTo(
    'In how many readings was the process temperature more than 10 K above the air temperature?',
    READINGS,
  );
  expect(hotter.answer).toBe('2');
  expect(hotter.explanation).toMatch(
    /where Process temperature \[K\] is above Air temperature \[K\] \+ 10/,
  );
  const closer = tableAnswerTo(
    'How many readings had an air temperature more than 10 K below the process temperature?',
    READINGS,
  );
  expect(closer.answer).toBe('2');
});
