import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo, tableReplyTo } from '@/test/documents/table-answer';

/**
 * An airline's trolley sales: one row per item sold, the passenger named in two columns beside
 * an email, the price written as money text, only the day of the month. Bob Ray bought twice
 * (the most in total), Ann Lee bought the dearest single item, and two passengers are Ann.
 */
const TROLLEY = csvTables(
  'trolley',
  'trolley_sales.csv',
  [
    'Day of Month,first_name,last_name,email,Product,Price,Destination',
    '1,Ann,Lee,al@example.com,Cake,$40.00,Paris',
    '2,Bob,Ray,br@example.com,Wine - Red,$35.00,London',
    '3,Bob,Ray,br@example.com,Tea,$38.00,London',
    '9,Cy,Moss,cm@example.com,Tea,$3.00,New York',
    '12,Ann,Cole,ac@example.com,Crisps,$4.50,Paris',
    '20,Di,Hart,dh@example.com,Tea,$3.00,Paris',
  ].join('\n'),
);

/** A shop's receipts: a customer named in two columns, two yes/no columns for the channel. */
const RECEIPTS = csvTables(
  'receipts',
  'store_receipts.csv',
  [
    'First Name,Last Name,Gender,Receipt Number,Date,Online,In Person,Sale Total',
    'Ann,Lee,Female,101,27/12/2023,No,Yes,250.00',
    'Ann,Cole,Female,102,6/8/2023,Yes,No,100.00',
    'Bob,Ray,Male,103,19/4/2023,No,Yes,50.00',
    'Ann,Lee,Female,104,7/3/2023,Yes,No,100.00',
  ].join('\n'),
);

const trolley = (question: string) => tableAnswerTo(question, TROLLEY);
const receipts = (question: string) => tableAnswerTo(question, RECEIPTS);

test("'which passenger' of first and last name columns groups each person's rows by full name", () => {
  expect(trolley('Which passenger spent the most?').names).toEqual(['Bob Ray']);
  expect(trolley('Which passenger spent the most?').value).toBe(73);
  expect(receipts('Which customer spent the most?').names).toEqual(['Ann Lee']);
  // Each person once: the two Anns are two people, Ann Lee's two receipts one.
  expect(receipts('Which customer spent the least?').names).toEqual(['Bob Ray']);
  expect(receipts('Who spent the most?').answer).toContain('Ann Lee');
  // A first name asked by itself still groups the first names.
  expect(receipts('How many receipts per first name?').table!.rows.map((row) => row[0])).toEqual([
    'Ann',
    'Bob',
  ]);
});

test("'how many different customers' counts first and last names together", () => {
  expect(receipts('How many different customers are on the receipts?').value).toBe(3);
  // A first-name column named itself still counts its names.
  expect(receipts('How many different first names are there?').value).toBe(2);
});

test("rows naming who bought make a lone price each row's sale: 'sales', 'spent'", () => {
  expect(trolley('What were total sales?').value).toBe(123.5);
  expect(trolley('Which destination had the highest total sales?').names).toEqual(['London']);
  // A catalogue of prices names no buyers: its prices are no sales.
  const catalogue = csvTables(
    'catalogue',
    'catalogue.csv',
    ['Product,Price,Aisle', 'Tea,$3.00,1', 'Cake,$4.00,2'].join('\n'),
  );
  expect(tableReplyTo('What were total sales?', catalogue)?.kind).not.toBe('table-answer');
});

test("the file's money word after 'total' is still the figure: 'the total trolley sales'", () => {
  expect(trolley('What was the total value of trolley sales?').value).toBe(123.5);
  expect(trolley('How many trolley sales are in the file?').value).toBe(6);
});

test("'flights to Paris' is the rows holding Paris, not a word left unmatched", () => {
  expect(trolley('What were total sales on flights to London?').value).toBe(73);
  expect(trolley('What was the average price of items sold on flights to Paris?').value).toBe(
    15.833333333333334,
  );
  const byDestination = trolley('How many items were sold on flights to each destination?');
  expect(byDestination.table!.values).toEqual([3, 2, 1]);
});

test("'how many items' of rows each one thing sold counts the rows, not the product names", () => {
  expect(trolley('How many items were sold for less than $5?').value).toBe(3);
  expect(trolley('How many items sold cost more than $30?').value).toBe(3);
  expect(trolley('How many different items were sold?').value).toBe(4);
  // A share of the items is of the rows too.
  expect(trolley('What percentage of items sold cost more than $30?').value).toBe(50);
});

test("'the most expensive item sold' is the dearest single item, not a product's prices added", () => {
  // Tea is sold three times ($44 in all); the cake is the dearest item.
  expect(trolley('What is the most expensive item sold?').names).toEqual(['Cake']);
  expect(trolley('Which product had the highest sales?').names).toEqual(['Tea']);
});

test("the rest of a header a condition compares names no figure: 'days 1 to 7 of the month'", () => {
  expect(trolley('What were total sales on days 1 to 7 of the month?').value).toBe(113);
});

test('a ratio of two yes/no columns divides the rows marked yes in each', () => {
  expect(receipts('What is the ratio of in-person sales to online sales?').value).toBe(1.5);
  expect(receipts('What is the ratio of online to in-person receipts?').value).toBe(1);
});

test("a yes/no column's header right before the money keeps its rows: 'online sales by month'", () => {
  const byMonth = receipts('What were online sales by month?');
  expect(byMonth.explanation).toContain('where Online is Yes');
  expect(byMonth.table!.values).toEqual([100, 100]);
  // 'By online' still groups by the column.
  expect(receipts('What were sales by online?').table!.rows).toHaveLength(2);
});

test("a header said whole with its small words names its column: 'were in person'", () => {
  // Forty receipts of forty customers: every third one online, the rest in person.
  const rows = Array.from({ length: 40 }, (_, at) =>
    [`Name${at}`, `Surname${at}`, 1000 + at, at % 3 ? 'No' : 'Yes', at % 3 ? 'Yes' : 'No', 10].join(
      ',',
    ),
  );
  const header = 'First Name,Last Name,Receipt Number,Online,In Person,Sale Total';
  const forty = csvTables('forty', 'receipts.csv', [header, ...rows].join('\n'));
  expect(tableAnswerTo('How many receipts were in person?', forty).value).toBe(26);
  expect(tableAnswerTo('What percentage of receipts were in person?', forty).value).toBe(65);
});
