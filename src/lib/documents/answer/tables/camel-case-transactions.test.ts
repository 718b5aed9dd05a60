import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * A till export with camel-case, abbreviated headers (txnDate, empName, itemDesc, qty,
 * revenueAmt, scheduledHrs) and a flag column named like a sentence (isReturn).
 */
const TRANSACTIONS = csvTables(
  'transactions',
  'store_transactions.csv',
  [
    'transactionId,txnDate,storeId,storeName,empName,sku,itemDesc,qty,unitPrice,revenueAmt,scheduledHrs,actualHrs,isReturn',
    'T1,01/03/2022,S1,Harbour Point,Ann,K1,Blue Mug,2,5.5,11,8,9,N',
    'T2,01/15/2022,S2,Elmstead,Raj,K2,Red Plate,1,12,12,8,7,N',
    'T3,02/02/2022,S1,Harbour Point,Ann,K2,Red Plate,3,12,36,6,6,Y',
    'T4,03/09/2022,S3,Seaview,Li,K3,Green Bowl,4,7.25,29,8,10,N',
    'T5,03/21/2022,S2,Elmstead,Raj,K1,Blue Mug,1,5.5,5.5,4,5,N',
    'T6,04/30/2022,S3,Seaview,Li,K3,Green Bowl,2,7.25,14.5,8,8,N',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, TRANSACTIONS);

test('"is" in a question does not name the isReturn column', () => {
  expect(answered('What is the average unit price?').explanation).toBe(
    'Average of unitPrice, 6 rows.',
  );
  expect(answered('What is the total quantity by item?').explanation).toMatch(
    /^Sum of qty by itemDesc, 3/,
  );
});

test('abbreviated headers are named by their words: "employee" is empName', () => {
  const reply = answered('Which employee worked the most hours?');
  expect(reply.names).toEqual(['Li']);
  expect(reply.explanation).toMatch(/^Sum of actualHrs by empName/);
});

test('"went over their scheduled hours" compares actualHrs with scheduledHrs', () => {
  expect(answered('Which stores went over their scheduled hours?').names).toEqual([
    'Seaview',
    'Harbour Point',
  ]);
});

test('"how many returns" counts the rows a yes/no column (isReturn) marks yes', () => {
  const reply = answered('How many returns were there?');
  expect(reply.answer).toBe('1');
  expect(reply.explanation).toBe('Count of rows where isReturn is Y.');
  expect(answered('Which store had the most returns?').names).toEqual(['Harbour Point']);
});
