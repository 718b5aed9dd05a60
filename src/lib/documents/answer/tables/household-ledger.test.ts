import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * A household's bank and card ledger: amounts never negative, a Transaction Type saying debit or
 * credit, a category and an account (the shape of the twenty-sixth eval round's transactions).
 */
const LEDGER = csvTables(
  'ledger',
  'personal_transactions.csv',
  [
    'Date,Description,Amount,Transaction Type,Category,Account Name',
    '01/02/2018,Mortgage Payment,1247.44,debit,Mortgage and Rent,Checking',
    '01/12/2018,Biweekly Paycheck,2000,credit,Paycheck,Checking',
    '01/13/2018,Amazon,39.05,debit,Shopping,Platinum Card',
    '02/01/2018,Farmers Market,27.79,debit,Groceries,Platinum Card',
    '02/02/2018,Biweekly Paycheck,2000,credit,Paycheck,Checking',
    '02/03/2018,Grocery Store,57.02,debit,Groceries,Silver Card',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, LEDGER);

test("'the total debits' sum the money of the rows whose type is debit", () => {
  expect(answered('What are the total debits?').value).toBeCloseTo(1371.3);
  expect(answered('What were the total debits in February 2018?').value).toBeCloseTo(84.81);
  expect(answered('What are the total debits by account name?').table?.rows).toHaveLength(3);
  expect(answered('What was the largest single debit?').value).toBeCloseTo(1247.44);
  // Counted, they are rows.
  expect(answered('How many debit transactions are there?').value).toBe(4);
});

test("'income' is the money column where no header says income", () => {
  expect(answered('What was the total paycheck income in January 2018?').value).toBe(2000);
});

test("'the most common transaction description': the row noun says whose description", () => {
  expect(answered('What is the most common transaction description?').names[0]).toBe(
    'Biweekly Paycheck',
  );
});
