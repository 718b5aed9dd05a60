import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * Sale lines with the rep who made each sale and no sales column: 'sales' is the price times
 * the quantity, and 'Sales Rep' is named by 'rep', not by 'sales'.
 */
const LINES = csvTables(
  'sales-reps',
  'sales-reps.csv',
  [
    'account number,customer name,sales rep,category,quantity,unit price,ext price,date',
    '101,Ann Ltd,Jo Park,Belt,2,10,20,2016-01-05 09:10:00',
    '101,Ann Ltd,Jo Park,Shirt,1,30,30,2016-02-07 13:00:00',
    '202,Bo Inc,Cy Diaz,Shoes,4,25,100,2016-02-20 08:30:00',
    '303,Di LLC,Cy Diaz,Belt,3,10,30,2016-04-02 17:45:00',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, LINES);

test("'sales' asks for the money, not for the reps of a 'sales rep' column", () => {
  expect(answered('What were sales in Q1 2016?').value).toBe(150);
  expect(answered('Show monthly sales for 2016.').table?.values).toEqual([20, 130, 30]);
  const least = answered('Which customer spent the least?');
  expect(least.names[0]).toBe('Di LLC');
  expect(least.explanation).toMatch(/by customer name,/);
});

test("'rep' still names the Sales Rep column", () => {
  expect(answered('Which sales rep sold the most?').names[0]).toBe('Cy Diaz');
  expect(answered('How many sales did each rep make?').table?.values).toEqual([2, 2]);
});
