import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** An e-mail tool's sends: a UUID per e-mail beside its campaign number and a `send_date`. */
const SENDS = csvTables(
  'sends',
  'email_campaigns.csv',
  [
    'email_id,campaign_id,send_date,opens,clicks,cost,channel',
    'b5c9aab6,75,2024-03-01,425,90,338.08,Email',
    '95312b06,58,2024-02-13,333,161,958.55,Email',
    '84a9f799,77,2024-04-16,105,102,1577.86,Email',
    '1c0d2e3f,75,2024-04-02,250,120,410.00,Email',
    '9f8e7d6c,12,2024-01-20,480,60,220.50,Email',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, SENDS);

test('"sent" is the verb of `send_date`, as "shipped" is of a Ship Date', () => {
  expect(answered('How many emails were sent?').answer).toBe('5');
  expect(answered('How many emails were sent in Q1 2024?').answer).toBe('3');
  expect(answered('How many emails were sent last month?').answer).toBe('2');
  expect(
    answered('How many emails were sent between 10 February 2024 and 20 March 2024?').answer,
  ).toBe('2');
});

/** Purchases credited to campaigns: customer and campaign numbers side by side, a `purchase_date`. */
const PURCHASES = csvTables(
  'purchases',
  'customer_transactions.csv',
  [
    'transaction_id,customer_id,campaign_id,purchase_date,amount',
    'a1,101,5,2024-01-02,100.5',
    'a2,101,6,2024-01-03,200',
    'a3,102,5,2024-02-02,50',
    'a4,103,7,2024-02-05,70',
    'a5,103,7,2024-03-05,80',
    'a6,103,8,2024-03-06,90',
  ].join('\n'),
);

test('"more than one purchase" counts purchases beside a `purchase_date`, not money', () => {
  const repeat = tableAnswerTo('How many customers made more than one purchase?', PURCHASES);
  expect(repeat.answer).toBe('2');
  expect(repeat.explanation).toMatch(/^Count of rows by customer_id, where it is above 1/);
  expect(tableAnswerTo('What is the total purchase amount?', PURCHASES).value).toBeCloseTo(590.5);
});
