import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** A food-price monitor's rows: retail prices in dollars beside wholesale ones in córdobas. */
const PRICES = csvTables(
  'prices',
  'wfp_food_prices.csv',
  [
    'date,market,commodity,unit,pricetype,currency,price,usdprice',
    '2024-01-15,Managua,Beans (red),Pound,Retail,USD,0.6,0.6',
    '2024-01-15,Managua,Beans (red),46 KG,Wholesale,NIO,1500,40.8',
    '2024-02-15,Leon,Maize (white),Pound,Retail,USD,0.2,0.2',
    '2024-02-15,Leon,Maize (white),46 KG,Wholesale,NIO,700,19',
    '2024-03-15,Granada,Beans (red),Pound,Retail,USD,0.7,0.7',
  ].join('\n'),
);

const priced = (question: string) => tableAnswerTo(question, PRICES);

test('"the average retail price" is the price of the Retail rows, not a list of price types', () => {
  expect(priced('What was the average retail price?').answer).toBe('0.5');
  expect(priced('What was the average retail price of Beans (red)?').answer).toBe('0.65');
  expect(priced('How many wholesale prices are there?').answer).toBe('2');
});

test('a share of the records "priced in NIO" counts rows, it does not weigh them by price', () => {
  expect(priced('What share of the records are priced in NIO?').answer).toBe('40%');
});

test('"tracked" and "monitored" name no column: what a row records over time', () => {
  expect(priced('How many different commodities are tracked?').answer).toBe('2');
  expect(priced('How many markets are monitored?').answer).toBe('3');
});

test('"which commodity has the highest average price in each market" ranks within each market', () => {
  const reply = priced('Which commodity has the highest average price in each market?');
  expect(reply.explanation).toMatch(/by commodity in each market/);
  expect(reply.explanation).toMatch(/Managua: Beans \(red\) 750\.3/);
});

test('"no region filled in" keeps the rows whose region is empty, as "no region" does', () => {
  const markets = csvTables(
    'markets',
    'markets.csv',
    [
      'date,region,market,price',
      '2024-01-15,,National Average,0.6',
      '2024-01-15,Managua,Managua,0.5',
      '2024-02-15,,National Average,0.2',
    ].join('\n'),
  );
  expect(tableAnswerTo('How many records have no region filled in?', markets).answer).toBe('2');
});

/** A survey export whose satisfaction score is headed `sat_overall`. */
const SURVEY = csvTables(
  'survey',
  'survey.csv',
  [
    'respondent_id,submitted_at,city,channel,nps,sat_overall,ease_of_use,feature_importance',
    'a1,2025-06-01 10:00:00,Dayton,Web,9,4,5,Price',
    'a2,2025-06-02 11:00:00,Dayton,Mobile App,3,2,2,Security;Price',
    'a3,2025-07-01 12:00:00,Columbus,Mobile App,7,3,4,Speed;Quality',
    'a4,2025-07-03 09:30:00,Columbus,Web,10,5,3,UI;Price;Speed',
  ].join('\n'),
);

const surveyed = (question: string) => tableAnswerTo(question, SURVEY);

test('"satisfaction" names a `sat_` column, as "temperature" names a `temp` one', () => {
  expect(
    surveyed('What is the average overall satisfaction for Mobile App respondents?').answer,
  ).toBe('2.5');
  expect(surveyed('Which city has the highest average satisfaction?').answer).toMatch(/^Columbus/);
  expect(
    surveyed('How many respondents rated ease of use higher than overall satisfaction?').answer,
  ).toBe('2');
});

test('a value of a column of lists ("Security;Price") is any cell listing it', () => {
  expect(surveyed('How many respondents listed Price as an important feature?').answer).toBe('3');
});
