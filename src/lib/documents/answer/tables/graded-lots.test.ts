import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** A quality grader's export: one graded lot per row, no ID column, a score out of 100. */
const LOTS = csvTables(
  'lots',
  'coffee_ratings.csv',
  [
    'owner,in_country_partner,country_of_origin,species,number_of_bags,aroma,flavor,total_cup_points',
    'metad plc,METAD,Ethiopia,Arabica,300,8.67,8.83,90.58',
    'grounds for health,Specialty Coffee Association,Guatemala,Arabica,5,8.17,8.5,89',
    'yidnekachew dabessa,METAD,Ethiopia,Arabica,320,8.25,8.5,88.83',
    'kona pacific,Specialty Coffee Association,United States,Arabica,50,7.83,7.5,83.25',
    'ankole coffee,Specialty Coffee Association,Uganda,Robusta,320,7.5,7.67,81.5',
    'cafe ms,Specialty Coffee Association,Brazil,Arabica,250,7.42,7.33,79.67',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, LOTS);

test('a "lot" is what a row of a graded or auctioned list records, counted as rows', () => {
  expect(answered('How many lots scored 85 points or more?').answer).toBe('3');
  expect(answered('What share of the lots are Robusta?').answer).toBe('16.67%');
  expect(answered('How many lots are there of each species?').answer).toBe(
    'Arabica (5), Robusta (1)',
  );
  expect(answered('What is the average number of bags per lot?').answer).toBe('207.5');
});

test('"country" names the country of origin, not the in-country partner it qualifies', () => {
  expect(answered('Which country has the most lots?').answer).toBe('Ethiopia (2)');
  expect(answered('Which countries have more than 1 lot?').answer).toBe('Ethiopia (2)');
});

test('"graded" and "certified" are verbs of the ratings themselves, needing no column', () => {
  expect(answered('How many lots were graded?').answer).toBe('6');
  expect(answered('How many bags were graded in total?').answer).toBe('1,245');
});

/** Farms' altitudes as a low, a high and their mean, some not given. */
const ALTITUDES = csvTables(
  'altitudes',
  'altitudes.csv',
  [
    'farm_name,altitude_low_meters,altitude_high_meters,altitude_mean_meters',
    'a,1000,1400,1200',
    'b,1800,2000,1900',
    'c,,,',
    'd,1500,1500,1500',
  ].join('\n'),
);

test('the average of a figure given as low, high and mean columns is the mean column', () => {
  expect(tableAnswerTo('What is the average altitude?', ALTITUDES).answer).toBe('1,533.33');
  expect(tableAnswerTo('What is the mean altitude of the farms?', ALTITUDES).answer).toBe(
    '1,533.33',
  );
});

test('"how many bags" adds up the column counting them, not the kinds of bag beside it', () => {
  const bags = csvTables(
    'bags',
    'coffee_bags.csv',
    [
      'country_of_origin,number_of_bags,bag_weight',
      'Ethiopia,300,60 kg',
      'Guatemala,5,1 kg',
      'Ethiopia,320,60 kg',
    ].join('\n'),
  );
  expect(tableAnswerTo('How many bags were graded in total?', bags).answer).toBe('625');
  expect(tableAnswerTo('How many different bag weights are there?', bags).answer).toBe('2');
});

test('"by number of bags" names the number_of_bags column: the countries are ranked by its total', () => {
  const top = answered('What are the top 2 countries by number of bags?');
  expect(top.names).toEqual(['Ethiopia', 'Uganda']);
  expect(top.explanation).toMatch(/^Sum of number_of_bags by country_of_origin/);
});

test('"a higher A score than B score" compares the two columns row by row', () => {
  expect(answered('How many lots have a higher aroma score than flavor score?').answer).toBe('2');
  expect(answered('How many lots have a lower aroma than flavor?').answer).toBe('4');
});

test('a verb needing no column between the figure and the row noun only says what was done', () => {
  expect(answered('Which countries have more than 1 graded lot?').answer).toBe('Ethiopia (2)');
});
