import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * Funding rounds with camelCase abbreviated headers: the amount `raisedAmt` beside the currency
 * it is in, `raisedCurrency`, dates written day, month's name, two-digit year (`1-May-07`), and
 * each row one company's round, its kind under `round`.
 */
const ROUNDS = csvTables(
  'funding-rounds',
  'techcrunch.csv',
  [
    'company,category,state,fundedDate,raisedAmt,raisedCurrency,round',
    'LifeLock,web,AZ,1-Oct-06,6000000,USD,a',
    'LifeLock,web,AZ,1-May-07,6850000,USD,b',
    'Facebook,web,CA,1-Sep-05,12700000,USD,a',
    'Facebook,web,CA,1-Oct-07,300000000,USD,c',
    'Loopt,mobile,CA,1-Jun-05,6000,USD,seed',
    'Loopt,mobile,CA,1-Jul-07,8250000,USD,a',
    'Jingle,mobile,NY,15-Jan-08,20000000,USD,a',
    'Kapow,web,NY,23-Sep-99,5100000,EUR,b',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, ROUNDS);

test("day, month's name and two-digit year dates are periods of the span they make", () => {
  expect(answered('How much was raised in 2007?').value).toBe(315_100_000);
  expect(answered('How much was raised in 1999?').value).toBe(5_100_000);
  expect(answered('How much was raised in January 2008?').value).toBe(20_000_000);
});

test("'raised' names the amount, not the currency it is in; 'raise' names it as 'raised' does", () => {
  expect(answered('Which company raised the most money?').names[0]).toBe('Facebook');
  expect(answered('How much did mobile companies raise on average?').value).toBeCloseTo(
    9_418_666.67,
  );
});

test("'raised by companies in NY' is who raised it, filtered, not a grouping by company", () => {
  expect(answered('How much was raised by companies in NY?').value).toBe(25_100_000);
  expect(answered('How much was raised by company?').table).not.toBeNull();
});

/**
 * 25 companies, each with an A and a B round, the first 5 a seed round too; each company's head
 * count written again on each of its rounds.
 */
const KINDS = csvTables(
  'funding-kinds',
  'rounds.csv',
  [
    'company,state,numEmps,fundedDate,raisedAmt,round',
    ...Array.from({ length: 25 }, (_, at) => {
      const company = `Co${at + 1},${at < 10 ? 'NY' : 'CA'},${(at + 1) * 10}`;
      return [
        `${company},1-Jan-06,${(at + 1) * 1000},a`,
        `${company},1-Jan-07,${(at + 1) * 2000},b`,
        ...(at < 5 ? [`${company},1-Jan-05,500,seed`] : []),
      ];
    }).flat(),
  ].join('\n'),
);

test("'rounds' are the rows where `round` holds each company's kind of round", () => {
  const counted = (question: string) => tableAnswerTo(question, KINDS);
  expect(counted('How many rounds are there?').value).toBe(55);
  expect(counted('How many rounds were funded in 2007?').value).toBe(25);
  expect(counted('How many rounds raised at least $40,000?').value).toBe(6);
  expect(counted('What percentage of rounds were in California?').value).toBeCloseTo(54.5454);
  expect(counted('How many rounds were there of each round type?').table?.rows).toHaveLength(3);
  expect(counted('How many different rounds are there?').value).toBe(3);
  // A state is a thing of its own, each company's: its distinct values are counted.
  expect(counted('How many states are there?').value).toBe(2);
});

test("a company's head count on each of its rounds is the company's, not added up", () => {
  const reply = tableAnswerTo('How many companies have more than 100 employees?', KINDS);
  // Co11 to Co25; added up over their rounds, Co6 to Co10 (60 to 100 twice) would pass too.
  expect(reply.value).toBe(15);
  expect(tableAnswerTo('Which company had the most employees?', KINDS).names[0]).toBe('Co25');
});
