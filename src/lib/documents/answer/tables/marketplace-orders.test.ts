import { answerTableQuestion } from './answer-table-question';
import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** A marketplace's orders: a status written the American way (`canceled`), hex ids, timestamps. */
const ORDERS = csvTables(
  'orders',
  'marketplace_orders.csv',
  [
    'order_id,customer_id,order_status,order_purchase_timestamp',
    '8a1a83e8,f4969df2,delivered,2017-01-18 11:00:00',
    '103b7e12,eb0fd6db,canceled,2017-01-24 15:00:00',
    '8558d866,26115d8e,delivered,2017-01-09 03:00:00',
    '6a318b3d,4d4773b7,canceled,2017-12-13 21:00:00',
    '77a1c0de,9b2e4f10,delivered,2018-02-02 10:00:00',
  ].join('\n'),
);

/** Returns logged the British way (`Cancelled`, `Travelling`), asked about the American way. */
const RETURNS = csvTables(
  'returns',
  'returns_log.csv',
  [
    'return_id,state,reason',
    'R1,Cancelled,Damaged',
    'R2,Refunded,Travelling',
    'R3,Cancelled,Late',
    'R4,Refunded,Damaged',
  ].join('\n'),
);

test('a status spelt with one l is asked for with two, and the other way round', () => {
  expect(tableAnswerTo('How many orders were cancelled?', ORDERS).answer).toBe('2');
  expect(tableAnswerTo('How many returns were canceled?', RETURNS).answer).toBe('2');
  expect(tableAnswerTo('How many returns were for traveling?', RETURNS).answer).toBe('1');
});

test('"break down the orders by status", "show the orders by status": the orders counted per status', () => {
  for (const question of ['Break down the orders by status', 'Show me the orders by status']) {
    const reply = tableAnswerTo(question, ORDERS);
    expect(reply.table?.rows.map((row) => row[0])).toEqual(['delivered', 'canceled']);
    expect(reply.table?.values).toEqual([3, 2]);
  }
});

test('a table with no figures says it can count its rows, and how to ask', () => {
  const reply = answerTableQuestion('How many orders were bought by astronauts?', ORDERS, {
    previous: null,
    chosen: null,
  });
  const message = reply?.kind === 'no-match' ? reply.message : '';
  expect(message).toContain('It can count its rows by order_status');
  expect(message).toContain('For example: “How many rows are there by order_status?”');
});

test('"a blank delivered date", "missing a delivered date": the rows whose date cell is empty', () => {
  const orders = csvTables(
    'orders',
    'orders.csv',
    [
      'order_id,order_status,order_purchase_timestamp,delivered_date',
      'a1,delivered,2017-01-18 11:00:00,2017-01-25 11:00:00',
      'a2,canceled,2017-01-24 15:00:00,',
      'a3,delivered,2017-02-09 03:00:00,2017-02-12 10:00:00',
    ].join('\n'),
  );
  expect(tableAnswerTo('How many orders have a blank delivered_date?', orders).answer).toBe('1');
  expect(tableAnswerTo('How many orders are missing a delivered date?', orders).answer).toBe('1');
});

test('"no customer delivery date" is `order_delivered_customer_date` left empty, beside an estimated delivery date', () => {
  const orders = csvTables(
    'orders',
    'olist_orders.csv',
    [
      'order_id,order_status,order_delivered_customer_date,order_estimated_delivery_date',
      'a1,delivered,2017-01-25 11:00:00,2017-02-01 00:00:00',
      'a2,canceled,,2017-02-05 00:00:00',
      'a3,delivered,2017-02-12 10:00:00,2017-02-20 00:00:00',
      'a4,canceled,,2017-02-22 00:00:00',
    ].join('\n'),
  );
  const missing = tableAnswerTo('How many orders have no customer delivery date?', orders);
  expect(missing.answer).toBe('2');
  expect(missing.explanation).toBe('Count of rows where order_delivered_customer_date is empty.');
});

test('"the shipping deadline" is the shipping limit date; "charges" asks nothing of its own', () => {
  const items = csvTables(
    'limits',
    'order_items.csv',
    [
      'order_id,seller_id,shipping_limit_date,price,freight_value',
      'o1,s1,2017-07-10 10:00:00,10,5',
      'o2,s2,2017-08-01 09:00:00,20,1',
      'o3,s1,2017-11-02 12:00:00,30,7',
    ].join('\n'),
  );
  const asked = (question: string) => tableAnswerTo(question, items);
  expect(asked('How many items had their shipping deadline in Q3 2017?').value).toBe(2);
  expect(asked('Which seller charges the lowest average freight?').names).toEqual(['s2']);
});

test('"delivered late" and "delivered after the estimated delivery date" compare the last delivery step', () => {
  const orders = csvTables(
    'late',
    'orders.csv',
    [
      'order_id,order_status,order_purchase_timestamp,order_delivered_carrier_date,order_delivered_customer_date,order_estimated_delivery_date',
      'o1,delivered,2017-01-01 10:00:00,2017-01-03 10:00:00,2017-01-20 10:00:00,2017-01-15 00:00:00',
      'o2,delivered,2017-01-02 10:00:00,2017-01-04 10:00:00,2017-01-10 10:00:00,2017-01-15 00:00:00',
      'o3,delivered,2017-01-03 10:00:00,2017-01-16 10:00:00,2017-01-18 10:00:00,2017-01-20 00:00:00',
      'o4,shipped,2017-01-04 10:00:00,2017-01-05 10:00:00,,2017-01-25 00:00:00',
    ].join('\n'),
  );
  const asked = (question: string) => tableAnswerTo(question, orders);
  for (const question of [
    'How many orders were delivered late?',
    'How many orders were delivered after the estimated delivery date?',
  ]) {
    const late = asked(question);
    expect(late.value).toBe(1);
    expect(late.explanation).toMatch(
      /order_delivered_customer_date is after order_estimated_delivery_date/,
    );
  }
});

/** Orders handed to a carrier, then delivered to the customer: two dates named 'delivered'. */
const DELIVERIES = csvTables(
  'deliveries',
  'order_deliveries.csv',
  [
    'order_id,order_purchase_timestamp,order_delivered_carrier_date,order_delivered_customer_date',
    'a1,2017-01-01 10:00:00,2017-01-03 10:00:00,2017-01-11 10:00:00',
    'a2,2017-01-05 10:00:00,2017-01-06 10:00:00,2017-01-25 10:00:00',
  ].join('\n'),
);

test('"delivery time" runs to the last delivery date; the carrier is named to mean the other', () => {
  const delivery = tableAnswerTo('What is the average delivery time in days?', DELIVERIES);
  expect(delivery.answer).toBe('15 days');
  expect(delivery.explanation).toMatch(/^Average of order_delivered_customer_date − /);
  expect(
    tableAnswerTo('What is the average time from purchase to carrier delivery?', DELIVERIES).answer,
  ).toBe('1.5 days');
});

test("'approved on the same day they were purchased' counts the rows whose two dates share a day", () => {
  const approvals = csvTables(
    'approvals',
    'orders.csv',
    [
      'order_id,order_purchase_timestamp,order_approved_at',
      'a,2017-01-18 11:00:00,2017-01-18 15:00:00',
      'b,2017-01-24 23:00:00,2017-01-25 01:00:00',
      'c,2017-01-09 03:00:00,2017-01-09 03:20:00',
    ].join('\n'),
  );
  const same = tableAnswerTo(
    'How many orders were approved on the same day they were purchased?',
    approvals,
  );
  // b was approved two hours later, but on the next day.
  expect(same.answer).toBe('2');
  expect(same.explanation).toContain('is on the same day as');
});
