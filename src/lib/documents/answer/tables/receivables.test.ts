import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * An accounts-receivable ledger whose first date column is not the invoice's (`PaperlessDate`,
 * when the customer went paperless), with day-first dates, the days to settle and days late
 * already counted, and how each bill was sent (the shape of the thirty-fourth eval round's IBM
 * accounts-receivable sample).
 */
const LEDGER = csvTables(
  'receivables',
  'receivables.csv',
  [
    'countrycode,customerID,PaperlessDate,invoiceNumber,InvoiceDate,DueDate,InvoiceAmount,Disputed,SettledDate,PaperlessBill,DaysToSettle,DaysLate',
    '770,3993-QUNVJ,31/12/2012,280670965,03/01/2012,02/02/2012,50.39,No,23/01/2012,Paper,20,0',
    '391,6708-DPYTF,02/08/2012,5133177585,03/04/2012,03/05/2012,55.37,No,16/05/2012,Paper,43,13',
    '818,1604-LIFKX,16/03/2012,5928070131,20/05/2012,19/06/2012,97.60,Yes,25/07/2012,Electronic,66,36',
    '818,8887-NCUZC,22/01/2013,6050714721,14/06/2012,14/07/2012,15.99,No,10/07/2012,Electronic,26,0',
    '406,4640-FGEJI,15/04/2012,7701093541,28/12/2012,27/01/2013,80.00,No,09/02/2013,Paper,43,13',
  ].join('\n'),
);

test('periods read the invoice date, not a date column named after something else', () => {
  // PaperlessDate comes first, and holds two dates in Q2 2012; two invoices were issued then.
  const answer = tableAnswerTo('How many invoices were issued in Q2 2012?', LEDGER);
  expect(answer.value).toBe(3);
  expect(answer.explanation).toContain('InvoiceDate');
  expect(tableAnswerTo('How many invoices were issued last month?', LEDGER).value).toBe(1);
  // A settled date is a later one, as a due date is.
  expect(tableAnswerTo('How many invoices were settled in 2013?', LEDGER).value).toBe(1);
});

test('a column holding the days to settle, named whole, is read rather than a span of dates', () => {
  expect(tableAnswerTo('What is the average number of days to settle?', LEDGER).value).toBeCloseTo(
    39.6,
  );
  expect(tableAnswerTo('How many invoices took more than 30 days to settle?', LEDGER).value).toBe(
    3,
  );
});

test("'were paid late' keeps the rows whose days late are above zero", () => {
  expect(tableAnswerTo('How many invoices were paid late?', LEDGER).value).toBe(3);
  expect(tableAnswerTo('What percentage of invoices were paid late?', LEDGER).value).toBeCloseTo(
    60,
  );
});

test("every value of a column named with 'and' asks for each of them", () => {
  const each = tableAnswerTo(
    'What is the average number of days late for paper and electronic bills?',
    LEDGER,
  );
  expect(each.answer).toBe('Electronic (18), Paper (8.67)');
});
