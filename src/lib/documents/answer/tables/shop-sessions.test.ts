import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * An online shop's sessions, one a row, with a True/False weekend flag and a 1/0 revenue flag
 * (the shape of the thirty-ninth eval round's online shoppers).
 */
const SESSIONS = csvTables(
  'sessions',
  'online_shoppers_intention.csv',
  [
    'ProductRelated,BounceRates,ExitRates,PageValues,Month,VisitorType,Weekend,Revenue',
    '1,0.2,0.2,0.0,Feb,Returning_Visitor,False,0',
    '2,0.0,0.1,0.0,Feb,Returning_Visitor,True,1',
    '10,0.0,0.014,5.5,Mar,New_Visitor,False,1',
    '19,0.0157,0.0246,0.0,Mar,Returning_Visitor,False,0',
  ].join('\n'),
);

test("'how many sessions': each row is a session, where no column is named so", () => {
  expect(tableAnswerTo('How many sessions are there?', SESSIONS).value).toBe(4);
  expect(tableAnswerTo('How many sessions generated revenue?', SESSIONS).value).toBe(2);
  expect(tableAnswerTo('How many weekend sessions were there?', SESSIONS).value).toBe(1);
});
