import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * Purchases of one of two brands (CH or MM) under a header `Purchase`, camelCase headers run
 * together with the brand codes (`SalePriceMM`): the shape of the orange juice purchases of the
 * sixteenth eval round. 12 purchases at store 1 (9 CH), 12 at store 7 (6 CH).
 */
const rows = Array.from({ length: 24 }, (_, at) => {
  const store = at < 12 ? 1 : 7;
  const brand = (store === 1 ? at < 9 : at < 18) ? 'CH' : 'MM';
  const saleMM = at % 4 === 0 ? 1.69 : 1.99;
  const priceDiff = Math.round((saleMM - 1.79) * 100) / 100;
  const [discMM, discCH, specialMM] = [
    at % 4 === 1 ? 0.3 : 0,
    at % 2 === 0 ? 0.2 : 0,
    +(at % 4 === 0),
  ];
  return `${at + 1},${brand},${230 + (at % 5)},${store},1.79,${saleMM},1.79,${discMM},${priceDiff},${discCH},${specialMM}`;
});
const PURCHASES = csvTables(
  'juice',
  'juice.csv',
  [
    'Id,Purchase,WeekofPurchase,StoreID,PriceCH,SalePriceMM,SalePriceCH,DiscMM,PriceDiff,DiscCH,SpecialMM',
    ...rows,
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, PURCHASES);

test("'purchases' of a Purchase column holding two brands are rows, not its two values", () => {
  expect(answered('How many purchases are in the data?').value).toBe(24);
  expect(answered('What percentage of purchases were CH?').value).toBe(62.5);
  expect(answered('How many purchases were made at store 7?').value).toBe(12);
});

test("'tickets' of a column headed 'Ticket Single or Return' are rows: 3 of 4 are returns", () => {
  const tickets = csvTables(
    'tickets',
    'tickets.csv',
    [
      'Ticket Single or Return,Cost',
      ...Array.from({ length: 20 }, (_, at) => `${at % 4 === 0 ? 'Single' : 'Return'},${at}`),
    ].join('\n'),
  );
  const reply = tableAnswerTo('What percentage of tickets were return tickets?', tickets);
  expect(reply.value).toBe(75);
});

test("a share 'in each' group is of that group's own rows; 'by' group, of all the part", () => {
  const own = answered('What percentage of purchases were CH in each store ID?');
  expect(own.table?.rows.map((row) => row.join(' '))).toEqual(['1 75%', '7 50%']);
  expect(own.explanation).toMatch(/^Share of rows where Purchase is CH in each StoreID/);
  const ofAll = answered('What percentage of purchases were CH by store ID?');
  expect(ofAll.table?.rows.map((row) => row.join(' '))).toEqual(['1 60%', '7 40%']);
});

test('headers written as the file writes them, run together, are read as their words', () => {
  const reply = answered('How many rows have SalePriceMM greater than SalePriceCH?');
  expect(reply.value).toBe(18);
  expect(reply.explanation).toBe('Count of rows where SalePriceMM is above SalePriceCH.');
});

test("'WeekofPurchase' is a week: 'which week', 'week 231', 'between week 231 and week 233'", () => {
  // Weeks 230 to 234 in turn: 5 purchases in each but week 234 (4).
  const busiest = answered('Which week had the most purchases?');
  expect(busiest.explanation).toMatch(/^Count of rows by WeekofPurchase, the largest of 5 weeks/);
  expect(answered('How many purchases were made in week 231?').value).toBe(5);
  const range = answered('How many purchases were made between week 231 and week 233?');
  expect(range.value).toBe(15);
  expect(range.explanation).toBe(
    'Count of rows where WeekofPurchase is at least 231 and WeekofPurchase is at most 233.',
  );
  expect(answered('How many purchases were made from week 231 to 233?').value).toBe(15);
});

test("a figure 'between 10 and 20' or 'from 10 to 20' keeps both ends", () => {
  expect(answered('How many purchases had a SalePriceMM between 1.7 and 2?').value).toBe(18);
  expect(answered('How many purchases had a price difference from 0 to 1?').value).toBe(18);
});

test("headers abbreviated 'Disc' and 'Diff' are named by 'discount' and 'difference'", () => {
  expect(answered('How many purchases had a negative price difference?').value).toBe(6);
});

test("a brand code beside a header's other words names the header carrying it ('price of CH')", () => {
  expect(answered('What is the average price of CH?').explanation).toBe(
    'Average of PriceCH, 24 rows.',
  );
  // Not the MM rows' average (2 of 9 discounted): every row's, 6 of 24.
  expect(answered('What is the average MM discount?').value).toBeCloseTo(0.075);
  expect(answered('How many purchases had MM on special?').value).toBe(6);
});

test("'when CH was discounted' keeps the rows with a CH discount; 'how much was tipped' asks", () => {
  expect(answered('How many CH purchases were made when CH was discounted?').value).toBe(8);
  const discounted = answered('What was the average sale price of MM when MM was discounted?');
  expect(discounted.explanation).toMatch(/^Average of SalePriceMM where DiscMM is above 0/);
  const tips = csvTables('tips', 'tips.csv', 'total_bill,tip\n10,1\n20,3\n30,0');
  expect(tableAnswerTo('How much was tipped in total?', tips).value).toBe(4);
});
