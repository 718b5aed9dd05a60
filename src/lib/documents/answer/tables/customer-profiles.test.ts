import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * A retailer's customer list as Kaggle's "Customer Personality Analysis" writes it (twenty-fourth
 * eval round): camelCase abbreviations (`MntWines`, `Dt_Customer`), a year of birth beside the
 * day the customer enrolled, and `Z_Revenue`, the same figure on every row.
 */
const PROFILES = csvTables(
  'profiles',
  'marketing_campaign.csv',
  [
    'ID,Year_Birth,Education,Income,Dt_Customer,MntWines,MntMeatProducts,Z_Revenue',
    '5524,1957,Graduation,58138,2012-09-04,635,546,11',
    '2174,1954,Master,46344,2014-03-08,11,6,11',
    '4141,1965,PhD,71613,2013-08-21,426,127,11',
    '6182,1984,Master,26646,2014-02-10,11,20,11',
    '5324,1981,PhD,58293,2014-01-19,173,118,11',
    '7446,1967,Master,62513,2013-09-09,520,98,11',
  ].join('\n'),
);

/**
 * A bank's customers as Kaggle's "Churn Modelling" writes them: PascalCase headers, an ID beside
 * a surname, `Geography` for the country, 0/1 flags and `NumOfProducts`.
 */
const BANK = csvTables(
  'bank',
  'Churn_Modelling.csv',
  [
    'CustomerId,Surname,Geography,Tenure,Balance,NumOfProducts,HasCrCard,IsActiveMember,Exited',
    '15634602,Hargrave,France,2,0,1,1,1,1',
    '15647311,Hill,Spain,1,83807.86,1,0,1,0',
    '15619304,Onio,France,8,159660.8,3,1,0,1',
    '15701354,Boni,France,1,0,2,0,0,0',
    '15737888,Mitchell,Spain,2,125510.82,1,1,1,0',
    '15574012,Chu,Germany,8,113755.78,2,1,0,1',
    '15592531,Bartlett,Germany,7,0,2,1,1,0',
    '15656148,Obinna,Germany,4,115046.74,4,1,0,1',
    '15792365,Hill,France,4,142051.07,2,0,1,0',
  ].join('\n'),
);

const profile = (question: string) => tableAnswerTo(question, PROFILES);
const bank = (question: string) => tableAnswerTo(question, BANK);

test('"enrolled", "joined", "signed" say when a customer became one: the date column', () => {
  expect(profile('How many customers enrolled in 2014?').value).toBe(3);
  expect(profile('How many customers joined in Q3 2013?').value).toBe(2);
});

test("'per year' of a table with dates is their year, not a column headed 'Year_Birth'", () => {
  const years = profile('Show the number of customers enrolled per year');
  expect(years.table?.rows.map(([year]) => year)).toEqual(['2012', '2013', '2014']);
  expect(profile('What is the average income by year of birth?').table?.rows).toHaveLength(6);
});

test("'wine spending' is MntWines; 'spending' names no column holding one figure on every row", () => {
  const ratio = profile('What is the ratio of total wine spending to total meat spending?');
  expect(ratio.value).toBeCloseTo(1776 / 915);
});

test("'a Master's degree' is a value of the Education column", () => {
  const meat = profile(
    "What is the average amount spent on meat by customers with a Master's degree?",
  );
  expect(meat.value).toBeCloseTo(124 / 3);
});

test("'country' names a column headed Geography", () => {
  expect(bank('Which country has the highest average balance?').names[0]).toBe('Spain');
  expect(bank('What share of customers exited in each country?').table?.rows).toHaveLength(3);
});

test("'Surname' is one word: 'surnames' names it", () => {
  const top = bank('What are the top 2 surnames by total balance in each country?');
  expect(top.table?.rows[0]).toEqual(['France', 'Onio', '159,660.8']);
});

test("a 0/1 column named whole after a negation keeps its 0s; 'credit card' is HasCrCard", () => {
  expect(bank('How many customers have a credit card but are not active members?').value).toBe(3);
  expect(bank('How many customers are not active members?').value).toBe(4);
});

test("'the average balance of active members': the rows a 0/1 column's plural names", () => {
  const average = bank('What is the average balance of active members?');
  expect(average.value).toBeCloseTo((83807.86 + 125510.82 + 142051.07) / 5);
  expect(average.explanation).toMatch(/where IsActiveMember is 1/);
});

test("'a balance of zero', 'a tenure of 8 years': the column equal to the figure", () => {
  expect(bank('How many customers have a balance of zero?').value).toBe(3);
  expect(bank('How many customers have a tenure of 8 years?').value).toBe(2);
});

test("'number of products' names NumOfProducts ('num' is short for number)", () => {
  const groups = bank('How many customers are there for each number of products?');
  expect(groups.table?.rows).toHaveLength(4);
});
