import { csvTables } from '@/test/documents/csv-tables';
import { answerTableQuestion } from './answer-table-question';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * Tickets bought by departments, shaped like a government's published travel spending: one
 * money column headed only 'Cost', long quoted headers ('Ticket Single or Return'), an origin
 * and a destination each with a region and a country.
 */
const FLIGHTS = csvTables(
  'flights',
  'flights.csv',
  [
    '"Department","Cost","Travel Class","Ticket Single or Return","Airline","Travel Date","Origin Region","Origin Country","Destination Region","Destination Country","Distance"',
    '"Orange Department",100.5,"Economy","Return","Flybe",2011-02-10,"Scotland","United Kingdom","England","United Kingdom",400',
    '"Orange Department",900,"Business","Return","British Airways",2011-03-11,"England","United Kingdom","Lombardy","Italy",1200',
    '"Yellow Department",50,"Economy","Single","Flybe",2011-04-02,"England","United Kingdom","Scotland","United Kingdom",500',
    '"Yellow Department",60,"Economy","Single","Flybe",2011-04-20,"England","United Kingdom","Scotland","United Kingdom",500',
    '"Purple Department",700,"Business","Return","KLM",2011-05-05,"England","United Kingdom","#N/A","#N/A",#N/A',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, FLIGHTS);

test("a money column headed only 'Cost' is what was spent when nothing says sales", () => {
  expect(answered('Which department spent the least on flights?').names).toEqual([
    'Yellow Department',
  ]);
  expect(answered('How much did the Orange Department spend?').answer).toBe('1,000.5');
  expect(answered('How much did the Yellow Department spend in April 2011?').explanation).toMatch(
    /^Sum of Cost where Department is Yellow Department/,
  );
});

test("'more than 100 flights' keeps groups by their rows though a money column could rank them", () => {
  expect(answered('Which airlines had more than 2 flights?').names).toEqual(['Flybe']);
  expect(answered('Which airlines cost more than 500?').names).toEqual(['British Airways', 'KLM']);
});

test("beside a price, 'Cost' stays a cost: sales are still the price times the quantity", () => {
  const ORDERS = csvTables(
    'orders',
    'orders.csv',
    ['Product,Unit Price,Quantity,Cost', 'Tea,2.50,4,6', 'Coffee,3.00,2,4'].join('\n'),
  );
  expect(tableAnswerTo('What are the total sales?', ORDERS).answer).toBe('16');
});

test('a question the asker is the subject of, with words the table lacks, is left to the passages', () => {
  const reply = answerTableQuestion(
    'How much can I request per day for dependent care while travelling?',
    FLIGHTS,
    { previous: null, chosen: null },
  );
  expect(reply).toBeNull();
});

test("'used most often', 'spend the most money with', 'the distance flown' need nothing more in the table", () => {
  expect(answered('Which airline was used most often?').names).toEqual(['Flybe']);
  expect(answered('Which airline appears most frequently?').names).toEqual(['Flybe']);
  expect(answered('Which airline did we spend the most money with?').names).toEqual([
    'British Airways',
  ]);
  expect(answered('What is the average distance flown by each department?').explanation).toMatch(
    /^Average of Distance by Department/,
  );
});

test("a destination '#N/A' is no country: neither the same as the origin's nor different", () => {
  expect(
    answered('How many flights had a destination country different from the origin country?')
      .answer,
  ).toBe('1');
  expect(answered('How many different destination countries are there?').answer).toBe('2');
});

test("'to Scotland' is the destination's region and 'from Scotland' the origin's", () => {
  expect(answered('How many flights went to Scotland?').answer).toBe('2');
  expect(answered('How many flights were from Scotland?').answer).toBe('1');
});

test("a header holding its own values ('Ticket Single or Return') sorts the rows it names", () => {
  const share = answered('What percentage of tickets were return tickets?');
  expect(share.answer).toBe('60%');
  expect(share.explanation).toMatch(/^Share of rows where Ticket Single or Return is Return/);
  expect(answered('How many tickets were single tickets?').answer).toBe('2');
});
