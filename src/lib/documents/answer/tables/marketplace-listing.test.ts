import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * A marketplace's listing of products, one listing a row: snake_case headers, prices before and
 * after a discount, True/False flags and a seller beside the brand (the shape of the
 * twenty-sixth eval round's Tiki listing).
 */
const LISTING = csvTables(
  'listing',
  'tiki_products_bags.csv',
  [
    ',id,name,original_price,price,brand,pay_later,current_seller,quantity_sold',
    '0,101,Leather wallet,200000,150000,OEM,True,Shalla,12',
    '1,102,Canvas backpack,650000,650000,Gence,False,Gence Store,3',
    '2,103,Office briefcase,900000,720000,OEM,True,Shalla,1',
    '3,104,Belt bag,99000,99000,Macsim,True,Macsim,0',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, LISTING);

test("'listings' are the rows of a listing, as 'orders' are of an order list", () => {
  expect(answered('How many product listings are there?').value).toBe(4);
  expect(answered('How many listings have the brand OEM?').value).toBe(2);
  expect(answered('Which brand has the most listings?').names[0]).toBe('OEM');
  expect(answered('How many listings are priced below their original price?').value).toBe(2);
});

test("what a listing 'costs' is its price where no column is headed cost", () => {
  expect(answered('How many listings cost more than 500,000?').value).toBe(2);
});

test("'how many different product IDs': a word between the distinct word and the column", () => {
  expect(answered('How many different product IDs are there?').value).toBe(4);
});

test("'offer' before a column says a listing has it, as 'have' does", () => {
  expect(answered('How many listings offer pay later?').value).toBe(3);
});
