import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * Sale lines with the tax charged on each: customers under a bare 'name' beside their account
 * number, the tax rate as a fraction (0.07 is 7 %) beside the tax amount.
 */
const LINES = csvTables(
  'sales-tax',
  'sales-tax.csv',
  [
    'account number,name,sku,category,quantity,unit price,ext price,Tax rate,Tax amount,date',
    '101,Ann Ltd,B-1,Belt,2,10,20,0.07,1.4,2013-12-05 09:10:00',
    '101,Ann Ltd,S-1,Shirt,10,30,300,0.015,4.5,2013-12-07 13:00:00',
    '202,Bo Inc,B-1,Belt,4,25,100,0.075,7.5,2013-12-20 08:30:00',
    '303,Di LLC,B-2,Belt,30,50,1500,0.07,105,2014-01-02 17:45:00',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, LINES);

test("'which customer' of a table whose customers are under a bare 'name'", () => {
  expect(answered('Which customer paid the most tax?').names[0]).toBe('Di LLC');
  expect(answered('Which customer bought the most units?').explanation).toMatch(/by name,/);
});

test('a percentage compared with a column of fractions is that fraction', () => {
  const above = answered('How many sales had a tax rate above 5%?');
  expect(above.value).toBe(3);
  expect(above.explanation).toBe('Count of rows where Tax rate is above 0.05.');
  expect(answered('How many sales had a tax rate of 7% or more?').value).toBe(3);
  // Without the percent sign the figure is the column's own.
  expect(answered('How many sales had a tax rate above 0.05?').value).toBe(3);
});

test("'how many belts did we sell' adds up the belts' quantities, not their rows", () => {
  expect(answered('How many belts did we sell in December 2013?').value).toBe(6);
  // Without a selling verb, rows are counted.
  expect(answered('How many belts are there?').value).toBe(3);
});

test("'sales with more than $100 of tax' compares the tax and counts the sales", () => {
  const reply = answered('How many sales had more than $100 of tax?');
  expect(reply.value).toBe(1);
  expect(reply.explanation).toBe('Count of rows where Tax amount is above 100.');
});

test("'the effective tax rate' is the tax amount over the sales, not the rates averaged", () => {
  const reply = answered('What is the overall effective tax rate?');
  // 118.4 of tax on 1,920 of sales; the four rates average 0.0575.
  expect(reply.value).toBeCloseTo((100 * 118.4) / 1920);
  expect(reply.explanation).toMatch(/^Tax amount as % of unit price × quantity/);
  expect(answered('What is the average tax rate?').value).toBeCloseTo(0.0575);
});
