import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** A furniture shop's product list: range names (`name`) shared by several products, each its own `item_id`. */
const CATALOGUE = csvTables(
  'catalogue',
  'furniture.csv',
  [
    'item_id,name,category,price,other_colors,designer',
    '90420332,FREKVENS,Bar furniture,265.0,No,Nicholai Wiig Hansen',
    '50420329,FREKVENS,Bar furniture,177.0,No,Nicholai Wiig Hansen',
    '70404875,FRANKLIN,Bar furniture,129.0,No,K Hagberg/M Hagberg',
    '50406465,FRANKLIN,Bar furniture,129.0,Yes,K Hagberg/M Hagberg',
    '90404879,FRANKLIN,Bar furniture,149.0,No,K Hagberg/M Hagberg',
    '29123958,MINNEN,Beds,395.0,No,IKEA of Sweden',
    '49278341,BRIMNES,Beds,895.0,Yes,IKEA of Sweden',
    '59099136,BRIMNES,Beds,795.0,Yes,K Hagberg/M Hagberg',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, CATALOGUE).answer;

test('products of a list naming only their ranges are its rows, one item ID each', () => {
  expect(answered('How many products are in the list?')).toBe('8');
  expect(answered('How many products are there in each category?')).toContain('Bar furniture (5)');
  expect(answered('What percentage of products come in other colours?')).toBe('37.5%');
  expect(answered('How many items are there?')).toBe('8');
  expect(answered('How many different product names are there?')).toBe('4');
});

test("'the cheapest' asks what the product costs, ranked", () => {
  expect(answered('Which product is the cheapest?')).toContain('FRANKLIN');
});

/** The same list with each product's web page and a description (neither is its name), and its size. */
const LINKED = csvTables(
  'linked',
  'linked.csv',
  [
    'item_id,name,price,link,short_description,height,width',
    '90420332,FREKVENS,265.0,https://shop.example/p/frekvens-bar-table-90420332/,"Bar table, 51x51 cm",99,51',
    '50420329,FREKVENS,177.0,https://shop.example/p/frekvens-bar-stool-50420329/,"Bar stool, 75 cm",75,40',
    '29277639,LIDHULT,9585.0,https://shop.example/p/lidhult-corner-sofa-29277639/,"Sofa-bed",83,290',
    '59266074,LIDHULT,7873.0,https://shop.example/p/lidhult-3-seat-sofa-59266074/,"Sofa-bed",83,290',
    '80336433,GUBBARP,3.0,https://shop.example/p/gubbarp-knob-80336433/,"Knob, 21 mm",,',
  ].join('\n'),
);

test('a ranked row is named by its name column, not by its web address or description', () => {
  expect(tableAnswerTo('What is the most expensive item?', LINKED).answer).toMatch(/^LIDHULT/);
  expect(tableAnswerTo('Which item is the cheapest?', LINKED).answer).toMatch(/^GUBBARP/);
});

test('"taller than they are wide" compares the height and width columns on each row', () => {
  expect(tableAnswerTo('How many products are taller than they are wide?', LINKED).answer).toBe(
    '2',
  );
  expect(tableAnswerTo('How many items are wider than they are tall?', LINKED).answer).toBe('2');
});
