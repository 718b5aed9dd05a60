import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** A shop's gift card till log: each row rung up on a `terminal_id`, POS-001 and POS-002. */
const TILL = csvTables(
  'till',
  'pos_transactions.csv',
  [
    'transaction_id,card_id,amount,transaction_type,timestamp,terminal_id,balance_after',
    'T1,GC-1,10.00,PURCHASE,2025-02-10 09:00:00,POS-001,40',
    'T2,GC-2,20.00,PURCHASE,2025-02-10 10:00:00,POS-002,30',
    'T3,GC-1,5.00,REFUND,2025-02-11 11:00:00,POS-002,45',
    'T4,GC-3,30.00,PURCHASE,2025-03-01 12:00:00,POS-002,70',
    'T5,GC-2,0.0,BALANCE,2025-03-02 13:00:00,POS-001,30',
  ].join('\n'),
);

test('a register or checkout is the terminal a till row was rung up on', () => {
  const busiest = tableAnswerTo('Which register handled the most transactions?', TILL);
  expect(busiest.answer).toMatch(/^POS-002/);
  expect(busiest.explanation).toMatch(/^Count of rows by terminal_id/);
  expect(tableAnswerTo('Total amount by checkout', TILL).explanation).toMatch(
    /^Sum of amount by terminal_id/,
  );
});

test('"balance checks" are the BALANCE rows, a check being a row as an enquiry is', () => {
  const checks = tableAnswerTo('How many balance checks were done on POS-001?', TILL);
  expect(checks.answer).toBe('1');
  expect(checks.explanation).toMatch(/transaction_type is BALANCE/);
});

/** A gift card register: one row per card, no column named for a register. */
const CARDS = csvTables(
  'cards',
  'gift_cards.csv',
  [
    'card_id,initial_balance,current_balance,status,activation_date,pattern_type',
    'GC-1,50,50,ACTIVE,2024-12-11 08:05:01,store',
    'GC-2,20,20,INACTIVE,2025-01-02 10:00:00,amazon',
    'GC-3,100,100,ACTIVE,2025-01-20 12:00:00,retail',
  ].join('\n'),
);

test('"in the register" or "the ledger" names the table when no column is a register', () => {
  expect(tableAnswerTo('How many gift cards are in the register?', CARDS).answer).toBe('3');
  expect(tableAnswerTo('How many active cards are in the ledger?', CARDS).answer).toBe('2');
});

test('balances of rows that are each a different card add up within a period', () => {
  const q1 = tableAnswerTo('Total initial balance of cards activated in Q1 2025', CARDS);
  expect(q1.explanation).toMatch(/^Sum of initial_balance/);
  expect(q1.value).toBe(120);
});

test('"activations per month" counts the rows an activation date dates', () => {
  for (const question of ['Show card activations per month', 'Monthly activations']) {
    const monthly = tableAnswerTo(question, CARDS);
    expect(monthly.explanation).toMatch(/^Count of rows by Month of activation_date/);
    expect(monthly.table?.rows.length).toBe(2);
  }
});

test("'the purchase total', 'balance after purchase': a verb standing as a noun is the PURCHASE value", () => {
  const till = csvTables(
    'till',
    'pos_transactions.csv',
    [
      'transaction_id,amount,transaction_type,terminal_id,balance_after',
      'T1,20,PURCHASE,POS-1,80',
      'T2,5,REFUND,POS-1,85',
      'T3,0,BALANCE,POS-2,85',
      'T4,30,PURCHASE,POS-2,40',
    ].join('\n'),
  );
  expect(tableAnswerTo('What is the total purchase amount?', till).answer).toBe('50');
  expect(tableAnswerTo('Average balance after purchase by register', till).table?.values).toEqual([
    80, 40,
  ]);
});
