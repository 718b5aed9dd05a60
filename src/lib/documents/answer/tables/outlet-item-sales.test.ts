import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * A chain's sales of each item in each outlet: `*_Identifier` codes beside the outlets' size,
 * type and the year each opened.
 */
const SALES = csvTables(
  'outlet sales',
  'outlet_item_sales.csv',
  [
    'Item_Identifier,Item_Type,Outlet_Identifier,Outlet_Establishment_Year,Outlet_Size,Item_Outlet_Sales',
    'FDA15,Dairy,OUT049,1999,Medium,3735.1',
    'DRC01,Soft Drinks,OUT018,2009,Medium,443.4',
    'FDN15,Meat,OUT049,1999,Medium,2097.2',
    'FDX07,Fruits,OUT010,1998,Small,732.3',
    'NCD19,Household,OUT013,1987,High,994.7',
    'FDA15,Dairy,OUT013,1987,High,1200',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, SALES);

test('an `Identifier` column is a code: "how many outlets" counts its distinct values', () => {
  expect(answered('How many outlets are there?').answer).toBe('4');
  expect(answered('How many stores are in the data?').answer).toBe('4');
  expect(answered('How many different products are there?').answer).toBe('5');
  expect(answered('Top 2 outlets by total sales').explanation).toMatch(
    /^Sum of Item_Outlet_Sales by Outlet_Identifier/,
  );
});

test('"how many outlets were established" counts outlets; the year they opened is no figure', () => {
  const before = answered('How many outlets were established before 2000?');
  expect(before.answer).toBe('3');
  expect(before.explanation).toMatch(/^Count of distinct Outlet_Identifier where/);
});

test('"sells the most in each outlet size" ranks by sales: "in" is no object of "sells"', () => {
  const top = answered('Which item type sells the most in each outlet size?');
  expect(top.explanation).toMatch(/^Sum of Item_Outlet_Sales by Item_Type in each Outlet_Size/);
});

/** Fat content typed by hand: 'LF' and 'reg' beside 'Low Fat' and 'Regular'. */
const FAT = csvTables(
  'fat content',
  'items.csv',
  [
    'Item,Fat_Content,Sales',
    'A,Low Fat,10',
    'B,LF,20',
    'C,Regular,30',
    'D,reg,40',
    'E,Low Fat,50',
  ].join('\n'),
);

test('a kind written short ("LF", "reg") is counted with its full spelling', () => {
  const lowFat = tableAnswerTo('How many low fat items are there?', FAT);
  expect(lowFat.answer).toBe('3');
  expect(lowFat.explanation).toMatch(/Low Fat or LF/);
  expect(tableAnswerTo('Total sales of regular items', FAT).value).toBe(70);
});

test("'supermarkets' names every Supermarket Type1, Type2 and Type3", () => {
  const types = csvTables(
    'outlet types',
    'outlet_types.csv',
    [
      'Outlet_Identifier,Outlet_Type,Item_Outlet_Sales',
      'OUT049,Supermarket Type1,3735.1',
      'OUT018,Supermarket Type2,443.4',
      'OUT027,Supermarket Type3,2097.2',
      'OUT010,Grocery Store,732.3',
    ].join('\n'),
  );
  const at = tableAnswerTo('What were total sales at supermarkets?', types);
  expect(at.answer).toBe('6,275.7');
  expect(at.explanation).toContain('Outlet_Type includes Supermarket');
  expect(tableAnswerTo('What were total sales at Supermarket Type2?', types).answer).toBe('443.4');
});

test("'which outlet was established earliest' names the first ones, tied, not every outlet", () => {
  expect(answered('Which outlet was established earliest?').answer).toBe('OUT013 (1987)');
  expect(answered('Which outlet was established most recently?').answer).toBe('OUT018 (2009)');
});
