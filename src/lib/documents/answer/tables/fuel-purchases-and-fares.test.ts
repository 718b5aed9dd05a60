import { answerTableQuestion } from './answer-table-question';
import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * A fleet's fuel-card purchases: day-first dates, decimal commas, money as euro text, and station
 * names spelt in two cases.
 */
const FUEL = csvTables(
  'fuel',
  'fuel_transactions.csv',
  [
    'txn_date,vehicle_id,litres,price_per_litre,total_cost,station,card_ref',
    '07/03/2026,VH-001,"12,00","1,500","€ 18,00",Shell,FC1',
    '09/03/2026,VH-002,"20,00","1,600","€ 32,00",shell,FC2',
    '03/03/2026,VH-001,"10,00","1,700","€ 17,00",EKO,FC3',
    '19/02/2026,VH-003,"30,00","1,500","€ 45,00",eko,FC4',
    '23/02/2026,VH-002,"8,00","1,500","€ 12,00",BP,FC5',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, FUEL);

test("a station spelt 'Shell' and 'shell' is one station, named and grouped either way", () => {
  expect(answered('How many litres were bought at Shell?').value).toBeCloseTo(32);
  expect(answered('How many litres were bought at shell?').value).toBeCloseTo(32);
  expect(answered('Number of purchases per station').explanation).toMatch(/Shell 2; EKO 2; BP 1/);
});

test("'spend' and 'spent' are what was paid, the cost column of a log with no sales column", () => {
  expect(answered('What is the total spend?').value).toBeCloseTo(124);
  expect(answered('How much did we spend in March 2026?').value).toBeCloseTo(67);
  expect(answered('Which vehicle spent the most?').answer).toMatch(/^VH-003/);
});

test("'fuel purchases' of fuel_transactions.csv and 'fill-ups' count the rows", () => {
  expect(answered('How many fuel purchases are in this log?').answer).toBe('5');
  expect(answered('How many fill-ups were over 15 litres?').answer).toBe('2');
  expect(answered('Number of fill-ups per station').explanation).toMatch(
    /^Count of rows by station/,
  );
  expect(answered('Average litres per fill-up by station').explanation).toMatch(
    /^Average of litres by station/,
  );
});

/** Ride-hailing trips: a trip log whose rows a travel policy's question may name. */
const TRIPS = csvTables(
  'trips',
  'trips_2025_H1.csv',
  [
    'trip_id,trip_datetime,driver_id,pickup_zone,distance_km,fare_eur,payment',
    'T1,2025-01-25 03:47:00,DR-1,Port,3.39,"10,66",cash',
    'T2,2025-04-01 14:36:00,DR-2,Airport,7.42,"19,55",Card',
    'T3,2025-05-09 00:29:00,DR-1,North,14.9,"38,54",wallet',
  ].join('\n'),
);

test("'how much' of no figure the table names is a policy's amount, not a count of trips", () => {
  const reply = answerTableQuestion(
    'How much is M&IE on the first and last days of a trip?',
    TRIPS,
    { previous: null, chosen: null },
  );
  expect(reply).toBeNull();
  expect(tableAnswerTo('How much was paid in fares?', TRIPS).value).toBeCloseTo(68.75);
});

test("'by payment' groups by the column headed payment, not by the fare the word implies", () => {
  const byPayment = tableAnswerTo('Trips by payment method', TRIPS);
  expect(byPayment.table?.rows.map((row) => row[0])).toEqual(['cash', 'Card', 'wallet']);
  expect(tableAnswerTo('Total fare by payment', TRIPS).table?.values).toEqual([
    38.54, 19.55, 10.66,
  ]);
});

test("'the average fare per km' divides the fares by the distance in km: no group per distance", () => {
  const perKm = tableAnswerTo('What is the average fare per km?', TRIPS);
  expect(perKm.value).toBeCloseTo(68.75 / 25.71, 4);
  expect(perKm.table).toBeNull();
});

test("'the same pickup and dropoff zone' compares the two columns on each row; 'how many different' counts", () => {
  const zones = csvTables(
    'zones',
    'trips.csv',
    [
      'trip_id,pickup_zone,dropoff_zone',
      'T1,Port,Port',
      'T2,Port,Airport',
      'T3,North,North',
      'T4,Airport,',
    ].join('\n'),
  );
  expect(tableAnswerTo('How many trips had the same pickup and dropoff zone?', zones).answer).toBe(
    '2',
  );
  expect(
    tableAnswerTo('How many trips had a different pickup and dropoff zone?', zones).answer,
  ).toBe('1');
  expect(tableAnswerTo('How many different pickup zones are there?', zones).answer).toBe('3');
});
