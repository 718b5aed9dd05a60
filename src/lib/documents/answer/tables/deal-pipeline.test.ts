import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * A CRM's deals, one a row: a deal ID, its owner's ID, a stage and an amount (the shape of the
 * thirty-seventh eval round's deals).
 */
const DEALS = csvTables(
  'deals',
  'deals.csv',
  [
    'deal_id,owner_id,deal_stage,account_industry,deal_amount',
    'deal_1,owner_1,Closed Won,Tech,100',
    'deal_2,owner_1,Closed Won,Tech,150',
    'deal_3,owner_2,Closed Won,Retail,400',
    'deal_4,owner_2,Prospecting,Tech,900',
    'deal_5,owner_3,Closed Lost,Retail,50',
    'deal_6,owner_3,Closed Won,Finance,300',
    'deal_7,owner_3,Closed Won,Retail,20',
    'deal_8,owner_1,Closed Won,Tech,5',
  ].join('\n'),
);

test("'how many deal owners': the noun after the counted one is what is counted", () => {
  expect(tableAnswerTo('How many deal owners are there?', DEALS).value).toBe(3);
  expect(tableAnswerTo('How many deals are there?', DEALS).value).toBe(8);
});

test("'the lowest Closed Won amount' ranks by the amount, the value filtering its rows", () => {
  const lowest = tableAnswerTo('Which industry has the lowest Closed Won amount?', DEALS);
  expect(lowest.names[0]).toBe('Tech');
  expect(lowest.value).toBe(255);
  // A value alone after the order word still counts its rows.
  expect(tableAnswerTo('Which industry has the most Closed Won?', DEALS).names[0]).toBe('Tech');
});
