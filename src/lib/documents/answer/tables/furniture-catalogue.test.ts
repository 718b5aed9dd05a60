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
