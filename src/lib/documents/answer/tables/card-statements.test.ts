import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * A card statement: the date split over `year`, `month` and `day`, amounts written `$134.09 ` with
 * refunds in accounting parentheses, a chip/swipe/online column and a merchant category code.
 */
const STATEMENT = csvTables(
  'statement',
  'transactions.csv',
  [
    'user,card,year,month,day,time,amount,use_chip,merchant_city,merchant_state,mcc,errors,is_fraud',
    '0,0,2015,9,30,6:21,$100.00 ,Swipe Transaction,La Verne,CA,5411,,No',
    '0,0,2015,10,2,6:42,$20.00 ,Chip Transaction,La Verne,CA,5411,,No',
    '0,1,2015,11,5,17:45,$30.00 ,Chip Transaction,Austin,TX,5912,Bad PIN,No',
    '0,1,2015,12,24,9:10,($10.00),Swipe Transaction,La Verne,CA,5912,,Yes',
    '0,2,2016,1,3,12:00,$50.00 ,Online Transaction,ONLINE,,5300,Insufficient Balance,No',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, STATEMENT);

test('"card transactions" counts the rows; the `card` numbers 0, 1, 2 say which card', () => {
  const all = answered('How many card transactions are in this file?');
  expect(all.answer).toBe('5');
  expect(all.explanation).toMatch(/^Count of rows/);
  expect(answered('How many transactions were made on each card?').table?.values).toEqual([
    2, 2, 1,
  ]);
});

test('a quarter before a year reads the month numbers of a date split over year and month', () => {
  const q4 = answered('What was the total spend in Q4 2015?');
  expect(q4.value).toBeCloseTo(40);
  expect(answered('How many transactions happened in Q1 2016?').answer).toBe('1');
});

test('"the last month of the data" is the rows\' last year and month of a date split over columns', () => {
  const last = answered('How many transactions were there in the last month of the data?');
  expect(last.answer).toBe('1');
  expect(last.explanation).toMatch(/year is 2016 and month is 1/);
  expect(answered('How many transactions were made in the first year?').answer).toBe('4');
});

test('"an error recorded" keeps the rows whose mostly empty errors cell is written', () => {
  const errors = answered('How many transactions had an error recorded?');
  expect(errors.answer).toBe('2');
  expect(errors.explanation).toMatch(/errors is not empty/);
  expect(answered('How many transactions had no error recorded?').answer).toBe('3');
});

test('"chip transactions" is the value Chip Transaction, though the file is transactions.csv', () => {
  expect(answered('What percentage of transactions were chip transactions?').value).toBeCloseTo(40);
  const online = answered('What is the average amount of an online transaction?');
  expect(online.explanation).toMatch(/where use_chip is Online Transaction/);
  expect(online.value).toBeCloseTo(50);
});

test('a merchant category code (`mcc`) is a code to group by, never the figure', () => {
  const top = answered('Top 2 MCCs by total amount');
  expect(top.explanation).toMatch(/^Sum of amount by mcc/);
  expect(top.names).toEqual(['5411', '5300']);
});

test('"Texas" is TX of a state column that writes places abroad in full', () => {
  const abroad = csvTables(
    'abroad',
    'merchants.csv',
    ['amount,merchant_state', '10,TX', '20,CA', '30,NY', '40,Mexico', '50,Italy', '60,TX'].join(
      '\n',
    ),
  );
  const texas = tableAnswerTo('How much was spent at merchants in Texas?', abroad);
  expect(texas.value).toBe(70);
  expect(texas.explanation).toMatch(/merchant_state is TX/);
});
