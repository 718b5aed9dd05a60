import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * A delivery history, one line item a row: an `Item Description` named after items, `Line Item`
 * figures, dates written 2-Jun-06 and weights and freight costs that are numbers or notes (the
 * shape of USAID's SCMS delivery history, twenty-third eval round).
 */
const DELIVERIES = csvTables(
  'deliveries',
  'deliveries.csv',
  [
    'ID,Country,Shipment Mode,Scheduled Delivery Date,Delivered to Client Date,Item Description,Line Item Quantity,Line Item Value,Weight (Kilograms),Freight Cost (USD)',
    '1,Vietnam,Air,2-Jun-06,2-Jun-06,"Nevirapine 10mg/ml, oral suspension",19,551,13,780.34',
    '2,Nigeria,Truck,14-Nov-06,20-Nov-06,"Nevirapine 10mg/ml, oral suspension",1000,6200,Weight Captured Separately,Freight Included in Commodity Cost',
    '3,Nigeria,Air,27-Aug-06,27-Aug-06,"HIV 1/2, Determine Complete HIV Kit",500,40000,171,1653.78',
    '4,Zambia,Truck,1-Sep-07,30-Aug-07,"HIV 1/2, Determine Complete HIV Kit",31920,127360.8,1855,Invoiced Separately',
    '5,Zambia,Air,8-Feb-07,10-Feb-07,"Lamivudine 150mg, tablets",38000,121600,7590,45450.08',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, DELIVERIES);

test("'line items' are the rows, not the different values of Item Description", () => {
  expect(answered('How many line items are there?').value).toBe(5);
  expect(answered('How many line items were delivered in 2007?').value).toBe(2);
  expect(
    answered('How many line items were delivered after their scheduled delivery date?').value,
  ).toBe(2);
  // 'line item' before a figure's word still names its column.
  expect(answered('What is the total line item value?').value).toBeCloseTo(295_711.8);
  expect(answered('How many different item descriptions are there?').value).toBe(3);
});

test('weights and freight costs with notes in some rows are figures, the notes skipped', () => {
  expect(answered('What is the total freight cost?').value).toBeCloseTo(47_884.2);
  expect(answered('What is the average weight in kilograms of Truck shipments?').value).toBe(1855);
  expect(answered('What is the median freight cost?').value).toBeCloseTo(1653.78);
});

test("'shipped' needs no ship date column, 'weigh' names the weight, 'line items delivered' the delivery date", () => {
  expect(answered('How many line items were shipped by Air?').value).toBe(3);
  expect(answered('What percentage of line items were shipped by Truck?').value).toBeCloseTo(40);
  expect(answered('How many line items weigh more than 1,000 kg?').value).toBe(2);
  const perYear = answered('Show the number of line items delivered per year.');
  expect(perYear.explanation).toMatch(/Year of Delivered to Client Date/);
  expect(perYear.table?.values).toEqual([3, 2]);
});

test("'deliveries' per period are dated by the column saying they were delivered, not scheduled", () => {
  const monthly = answered('Show the number of deliveries per month.');
  expect(monthly.explanation).toMatch(/^Count of rows by Month of Delivered to Client Date/);
  expect(monthly.table?.rows.at(-1)?.[0]).toMatch(/2007-08|Aug/);
});
