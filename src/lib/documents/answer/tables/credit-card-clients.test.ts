import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * Credit card clients, one a row, with ALLCAPS numbered bill and payment columns and a 0/1
 * default flag headed with full stops (the shape of the thirty-ninth eval round's card bills).
 */
const CLIENTS = csvTables(
  'clients',
  'UCI_Credit_Card.csv',
  [
    'ID,LIMIT_BAL,SEX,AGE,BILL_AMT1,BILL_AMT2,PAY_AMT1,PAY_AMT2,default.payment.next.month',
    '1,20000.0,2,24,3913.0,3102.0,0.0,689.0,1',
    '2,120000.0,1,26,2682.0,1725.0,3000.0,1000.0,1',
    '3,90000.0,2,34,-29239.0,14027.0,1518.0,1500.0,0',
    '4,50000.0,1,37,46990.0,48233.0,2000.0,2019.0,0',
    '5,50000.0,2,57,-8617.0,5670.0,2000.0,36681.0,0',
  ].join('\n'),
);

test("'how many clients defaulted': a flag for next month is named by its verb", () => {
  const defaulted = tableAnswerTo('How many clients defaulted?', CLIENTS);
  expect(defaulted.value).toBe(2);
  expect(tableAnswerTo('What is the average AGE of clients who defaulted?', CLIENTS).value).toBe(
    25,
  );
});

test("'a negative BILL_AMT1', 'PAY_AMT1 greater than BILL_AMT1': numbered headers compared", () => {
  expect(tableAnswerTo('How many clients have a negative BILL_AMT1?', CLIENTS).value).toBe(2);
  const paidMore = tableAnswerTo(
    'How many clients have a PAY_AMT1 greater than their BILL_AMT1?',
    CLIENTS,
  );
  expect(paidMore.value).toBe(3);
});

test("'which AGE has the most clients': the ages ranked by their rows, not the rows by age", () => {
  const clients = csvTables(
    'ages',
    'UCI_Credit_Card.csv',
    [
      'ID,SEX,AGE,LIMIT_BAL',
      '1,2,29,20000',
      '2,1,29,50000',
      '3,2,41,90000',
      '4,1,57,50000',
      '5,2,29,10000',
    ].join('\n'),
  );
  const ages = tableAnswerTo('Which AGE has the most clients?', clients);
  expect(ages.answer).toMatch(/^29 \(3\)/);
  expect(ages.explanation).toContain('by AGE');
  // A figure after the order word is still what ranks them.
  expect(tableAnswerTo('Which AGE has the highest LIMIT_BAL?', clients).answer).not.toMatch(/^29/);
});
