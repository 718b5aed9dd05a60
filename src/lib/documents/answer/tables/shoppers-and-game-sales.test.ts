import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';
import { answerTableQuestion } from './answer-table-question';

const NONE = { previous: null, chosen: null };

/** A shopping survey: one purchase per customer, its money in `purchase_amount`, US states as `location`. */
const SHOPPERS = csvTables(
  'shoppers',
  'customer_behavior.csv',
  [
    'customer_id,age,gender,category,purchase_amount,location,season,review_rating,discount_applied,shipping_type,previous_purchases',
    '1,55,Male,Clothing,53,Kentucky,Winter,3.1,Yes,Express,14',
    '2,19,Female,Footwear,64,Maine,Summer,4.2,No,Standard,2',
    '3,30,Male,Footwear,10,Maine,Winter,3.8,Yes,Express,5',
    '4,41,Female,Clothing,20,Texas,Fall,4.9,No,Standard,9',
    '5,62,Male,Clothing,35,Ohio,Spring,2.7,No,Express,30',
  ].join('\n'),
);

const shopper = (question: string) => tableAnswerTo(question, SHOPPERS);

test("'sales' and 'spend' are a purchase's amount, as they are an order's", () => {
  expect(shopper('Total sales for each category').explanation).toMatch(
    /^Sum of purchase_amount by category/,
  );
  expect(shopper('How much did shoppers spend in winter?').answer).toBe('63');
});

test("'state' names a column of US states headed otherwise", () => {
  const state = shopper('Which state brings in the most revenue?');
  expect(state.answer).toMatch(/^Maine \(74\)/);
  expect(state.explanation).toMatch(/by location/);
});

test("'who chose' a value asks nothing a column says", () => {
  expect(shopper('Average previous purchases of customers who chose Express shipping').value).toBe(
    (14 + 5 + 30) / 3,
  );
});

/** Sales by region, one column each (`NA_Sales`, `EU_Sales`, `JP_Sales`), titles in `Name`. */
const GAMES = csvTables(
  'games',
  'vgsales.csv',
  [
    'Rank,Name,Platform,Year,Genre,Publisher,NA_Sales,EU_Sales,JP_Sales,Global_Sales',
    '1,Kart Race,Wii,2008,Racing,Nintendo,4,2,1,7',
    '2,Sky Quest,DS,2008,Role-Playing,Square,1,0.5,3,4.5',
    '3,Goal Cup,DS,2005,Sports,EA,2,3,0.1,5.1',
    '4,Dragon Tale,DS,2010,Role-Playing,Square,0.2,0.1,2,2.3',
    '5,Mini Kart,Wii,2010,Racing,Nintendo,1,1,0.5,2.5',
    '6,Old Cart,DS,N/A,Racing,Nintendo,0,0,0,0',
  ].join('\n'),
);

const game = (question: string) => tableAnswerTo(question, GAMES);

test('a region written as a code in a header is named by its words', () => {
  expect(game('Total North American sales of Nintendo games').value).toBe(5);
  expect(game('Average Japan sales for role-playing games').value).toBe(2.5);
  expect(game('What share of global sales came from Europe?').explanation).toMatch(
    /^EU_Sales as % of Global_Sales/,
  );
  expect(game('What is the ratio of North American sales to European sales?').value).toBeCloseTo(
    8.2 / 6.6,
  );
});

test('a noun nothing reads, counted or ranked beside a `Name` column, is what each row is', () => {
  expect(game('How many games are listed?').answer).toBe('6');
  expect(game('How many games were released in 2008?').answer).toBe('2');
  expect(game('Which platform has the most titles?').answer).toBe('DS (4)');
  expect(game('Which game sold the most in Europe?').answer).toMatch(/^Goal Cup/);
});

test("'the 2 best-selling games worldwide in each genre' ranks the names by global sales", () => {
  const ranked = game('What are the 2 best-selling games worldwide in each genre?');
  expect(ranked.explanation).toMatch(/^Sum of Global_Sales by Name in each Genre/);
});

test("'sold more in Japan than in North America' compares the two columns row by row", () => {
  const more = game('How many games sold more in Japan than in North America?');
  expect(more.answer).toBe('2');
  expect(more.explanation).toBe('Count of rows where JP_Sales is above NA_Sales.');
});

test('a name written with a capital is not read as a header word of the same family', () => {
  expect(answerTableQuestion('Which Discourse messages should be reviewed?', SHOPPERS, NONE)).toBe(
    null,
  );
});

test("'who' lists a bare Name column of things only when ranked by a figure", () => {
  expect(answerTableQuestion('Who gets to use the DS?', GAMES, NONE)).toBe(null);
});

test("'no release year' is a blank year: the act's noun before a column of years", () => {
  const unknown = game('How many games have no release year?');
  expect(unknown.answer).toBe('1');
  expect(unknown.explanation).toBe('Count of rows where Year is empty.');
});
