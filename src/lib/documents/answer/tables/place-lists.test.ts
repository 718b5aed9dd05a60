import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';
import { answerTableQuestion } from './answer-table-question';

/** Airports with US states as postal codes, as a public airports file lists them. */
const AIRPORTS = csvTables(
  'airports',
  'airports.csv',
  [
    'iata,name,city,state,country,latitude,longitude',
    '00M,Thigpen,Bay Springs,MS,USA,31.95,-89.23',
    '00R,Livingston Municipal,Livingston,TX,USA,30.68,-95.01',
    '01J,Hilliard Airpark,Hilliard,FL,USA,30.68,-81.90',
    'ABI,Abilene Regional,Abilene,TX,USA,32.41,-99.68',
    'ROR,Babelthoup/Koror,Babelthoup,,Palau,7.36,134.54',
  ].join('\n'),
);

/** Monthly figures per industry, the file's name saying what they count. */
const EMPLOYMENT = csvTables(
  'employment',
  'us-employment.csv',
  [
    'month,nonfarm,construction,retail_trade',
    '2015-01-01,140623,6282,15381',
    '2015-02-01,140897,6339,15400',
    '2016-01-01,143157,6600,15700',
  ].join('\n'),
);

const airports = (question: string) => tableAnswerTo(question, AIRPORTS);

test('"the most airports" of airports.csv ranks states by their rows', () => {
  const most = airports('Which state has the most airports?');
  expect(most.answer).toBe('TX (2)');
  expect(most.explanation).toMatch(/^Count of rows by state/);
});

test('a state named in full finds its postal code, and "outside" denies a value', () => {
  expect(airports('How many airports are in Texas?').answer).toBe('2');
  expect(airports('How many airports are outside the USA?').answer).toBe('1');
});

test("a word of the file's name says what all of its figures are", () => {
  const average = tableAnswerTo(
    'What was the average construction employment in 2015?',
    EMPLOYMENT,
  );
  expect(average.answer).toBe('6,310.5');
});

test("a word of the file's name counted ('how many customers') must still be a column", () => {
  const orders = csvTables(
    'orders',
    'customer_orders.csv',
    'Order ID,Order Date,Amount\nA1,2016-01-05,100\nA2,2016-02-06,50\nA3,2017-03-07,70',
  );
  const reply = answerTableQuestion('How many customers ordered in 2016?', orders, {
    previous: null,
    chosen: null,
  });
  expect(reply?.kind).toBe('no-match');
  expect(tableAnswerTo('What was the total amount in 2016?', orders).answer).toBe('150');
});
