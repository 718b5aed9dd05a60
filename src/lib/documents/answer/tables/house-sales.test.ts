import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * A county assessor's house sales: headers with spaces and abbreviations ('Bldg Type', 'Yr
 * Sold', 'Bedroom AbvGr'), the sale dated only by its month and year columns, a year built
 * beside the year sold, a Y/N flag and the price each house sold for (the shape of the
 * twenty-eighth eval round's Ames sales).
 */
const SALES = csvTables(
  'sales',
  'AmesHousing.tsv',
  [
    'Order\tPID\tNeighborhood\tBldg Type\tHouse Style\tYear Built\tYear Remod/Add\tCentral Air\tBedroom AbvGr\tMo Sold\tYr Sold\tSalePrice',
    '1\t0526301100\tNAmes\t1Fam\t1Story\t1960\t1960\tY\t3\t5\t2010\t215000',
    '2\t0526350040\tNAmes\t1Fam\t1Story\t1961\t1975\tY\t2\t6\t2010\t105000',
    '3\t0526351010\tCollgCr\t1Fam\t2Story\t2008\t2008\tY\t4\t6\t2008\t244000',
    '4\t0526353030\tCollgCr\tTwnhsE\t1Story\t1948\t1990\tN\t2\t4\t2009\t189900',
    '5\t0527105010\tOldTown\tDuplex\t2Story\t1920\t1950\tN\t5\t3\t2009\t195500',
    '6\t0527105030\tOldTown\t1Fam\t1Story\t2009\t2009\tY\t3\t7\t2009\t213500',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, SALES);

test("'houses' are the rows of a list of houses, which a 'House Style' only sorts", () => {
  expect(answered('How many houses were sold?').value).toBe(6);
  expect(answered('How many houses have central air?').value).toBe(4);
});

test('a header abbreviated by an assessor is named by the words in full', () => {
  expect(answered('What is the average sale price by building type?').table?.rows).toHaveLength(3);
});

test('of several year columns, the one whose other word the question says', () => {
  expect(answered('How many houses were sold in 2009?').value).toBe(3);
  expect(answered('How many houses were built before 1950?').value).toBe(2);
  const yearly = answered('How many houses were sold each year?');
  expect(yearly.explanation).toContain('Yr Sold');
  expect(yearly.table?.rows).toHaveLength(3);
});

test('two columns of years compare row by row as two dates do', () => {
  const remodeled = answered('How many houses were remodeled after the year they were built?');
  expect(remodeled.value).toBe(3);
});

test("'June 2010' of a month number column beside the year column", () => {
  expect(answered('How many houses were sold in June 2010?').value).toBe(1);
  expect(answered('What were total sales in April 2009?').value).toBe(189900);
});

test("'4 or more bedrooms': the column named after the comparison", () => {
  expect(answered('How many houses have 3 or more bedrooms?').value).toBe(4);
});

test("the price a house sold for is the sale's money: 'the total sales' sum it", () => {
  expect(answered('What were total sales in 2009?').value).toBe(598900);
  expect(answered('What was the total value of sales in 2010?').value).toBe(320000);
});
