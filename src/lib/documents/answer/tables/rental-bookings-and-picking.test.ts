import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** A car hire desk's bookings: IDs only, a `from_date` and a `to_date` (blank when not set). */
const BOOKINGS = csvTables(
  'bookings',
  'hire bookings.csv',
  [
    'row#,user_id,vehicle_model_id,from_date,to_date,online_booking,Car_Cancellation',
    '1,17712,12,1/1/2013 22:33,,0,0',
    '2,17037,12,1/28/2013 12:43,1/30/2013 0:00,1,0',
    '3,761,28,2/2/2013 0:28,2/3/2013 0:00,1,1',
    '4,868,12,2/14/2013 13:12,,0,0',
    '5,902,65,3/1/2013 9:00,3/4/2013 0:00,0,1',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, BOOKINGS);

test('a pickup is the `from_date` of a from/to pair, a return its `to_date`', () => {
  expect(answered('How many pickups were in February 2013?').answer).toBe('2');
  expect(
    answered('How many bookings had a pickup between 1 January 2013 and 31 January 2013?').answer,
  ).toBe('2');
  expect(answered('How many bookings have no return date?').answer).toBe('2');
  expect(answered('How many returns were in March 2013?').answer).toBe('1');
});

test('"no to_date": a header word the mention leaves out still belongs to the header', () => {
  expect(answered('How many bookings have a blank to_date?').answer).toBe('2');
});

/** A warehouse's orders: an item count beside picking and packing minutes, two graded columns. */
const PICKS = csvTables(
  'picks',
  'warehouse_orders.csv',
  [
    'order_id,order_priority,items_count,congestion_level,picking_time,packing_time',
    'ORD-1,Low,9,Low,11.22,7.7',
    'ORD-2,High,46,Medium,29.62,28.62',
    'ORD-3,High,16,Low,17.98,18.58',
    'ORD-4,Urgent,10,High,15.5,7.06',
  ].join('\n'),
);

test('"how many items were picked": the verb after the counted items is no picking time', () => {
  expect(tableAnswerTo('How many items were picked in total?', PICKS).answer).toBe('81');
  expect(tableAnswerTo('What is the average picking time?', PICKS).answer).toBe('18.58');
});

test('"priority level" of order_priority: the grade word after a header named by its head', () => {
  const reply = tableAnswerTo('How many orders per priority level?', PICKS);
  expect(reply.table?.rows.map((row) => row[0])).toEqual(['High', 'Low', 'Urgent']);
  expect(reply.table?.values).toEqual([2, 1, 1]);
  const congestion = tableAnswerTo('Average picking time by congestion level', PICKS);
  expect(congestion.table?.rows.map((row) => row[0])).toEqual(['Medium', 'High', 'Low']);
});

test('"started" still names a `start_time` of dates: a clock time says when, not how long', () => {
  const flights = csvTables(
    'flights',
    'flights.csv',
    [
      'flight_id,start_time,flight_time',
      'F1,2025-11-02 09:00:00,12.5',
      'F2,2025-11-20 10:00:00,8',
      'F3,2025-11-05 11:30:00,9.5',
    ].join('\n'),
  );
  expect(
    tableAnswerTo('How many flights started between 1 and 15 November 2025?', flights).answer,
  ).toBe('2');
});

test('"took longer than their target time": the total time taken against the target', () => {
  const timed = csvTables(
    'timed picks',
    'warehouse_orders.csv',
    [
      'order_id,picking_time,packing_time,total_time,target_time',
      'ORD-1,11.2,7.7,18.9,20',
      'ORD-2,29.6,28.6,58.2,45',
      'ORD-3,17.9,18.5,36.4,28',
      'ORD-4,15.5,7.0,22.5,38',
    ].join('\n'),
  );
  expect(tableAnswerTo('How many orders took longer than their target time?', timed).answer).toBe(
    '2',
  );
  expect(tableAnswerTo('How many orders took longer than the target?', timed).answer).toBe('2');
});
