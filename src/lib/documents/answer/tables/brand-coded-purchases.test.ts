import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * Purchases of one of two brands, written only as codes (CH, MM), with camelCase headers run
 * into those codes (PriceCH, SpecialMM, SalePriceMM), number-coded stores and a loyalty score
 * that Excel wrote in scientific notation when small (8.30E-05).
 */
const PURCHASES = csvTables(
  'purchases',
  'juice.csv',
  [
    'Id,Purchase,WeekofPurchase,StoreID,PriceCH,PriceMM,SpecialCH,SpecialMM,LoyalCH,SalePriceMM,SalePriceCH,PctDiscMM',
    '1,CH,237,1,1.75,1.99,0,0,0.5,1.99,1.75,0',
    '2,CH,239,1,1.75,1.99,0,1,0.6,1.69,1.75,0.150754',
    '3,MM,245,2,1.86,2.09,1,0,8.30E-05,2.09,1.69,0',
    '4,MM,227,2,1.69,1.69,0,1,0.4,1.49,1.69,0.118343',
    '5,CH,228,7,1.69,1.69,0,0,0.9,1.69,1.69,0',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, PURCHASES);

test('a header holding a few capital codes (Purchase: CH, MM) says what kind each row is', () => {
  expect(answered('How many purchases are there?').value).toBe(5);
  expect(answered('What percentage of purchases were CH?').value).toBeCloseTo(60);
  expect(answered('How many purchases were not at store 7?').value).toBe(4);
});

test('a two-word header said apart or the other way round names that header', () => {
  const special = answered('How many purchases had a special on MM?');
  expect(special.value).toBe(2);
  expect(special.explanation).toBe('Count of rows where SpecialMM is above 0.');
  expect(answered('What is the average MM price?').explanation).toBe('Average of PriceMM, 5 rows.');
});

test('a camelCase header typed as written names it, however many words it runs together', () => {
  const cheaper = answered('How many purchases had a SalePriceMM below the SalePriceCH?');
  expect(cheaper.value).toBe(2);
  expect(cheaper.explanation).toBe('Count of rows where SalePriceMM is below SalePriceCH.');
});

test("'where SpecialMM is 1' keeps the rows holding that number", () => {
  const reply = answered('What is the average PctDiscMM when SpecialMM is 1?');
  expect(reply.value).toBeCloseTo((0.150754 + 0.118343) / 2);
  expect(reply.explanation).toBe('Average of PctDiscMM where SpecialMM is 1, 2 rows.');
});

test('a score written in scientific notation is a number, counted in the average', () => {
  const reply = answered('What is the average LoyalCH by Purchase?');
  expect(reply.table?.rows).toEqual([
    ['CH', '0.666667'],
    ['MM', '0.200042'],
  ]);
});

test("'discount' names DiscCH's 'Disc': a camelCase header's word cut from the question's", () => {
  const discounts = csvTables(
    'discounts',
    'juice.csv',
    ['Purchase,StoreID,DiscCH,DiscMM,PriceDiff', 'CH,1,0,0.3,0.2', 'MM,2,0.1,0,-0.1'].join('\n'),
  );
  const reply = tableAnswerTo('How many purchases had a CH discount?', discounts);
  expect(reply.explanation).toBe('Count of rows where DiscCH is above 0.');
  // A word that asks something is never cut: 'different' is not PriceDiff's 'Diff'.
  expect(tableAnswerTo('How many different stores are there?', discounts).value).toBe(2);
});

test("'which store' of two numberings of the same stores names them by the ID column", () => {
  const stores = csvTables(
    'stores',
    'juice.csv',
    ['Purchase,StoreID,STORE', 'CH,7,0', 'CH,7,0', 'MM,1,1', 'CH,2,2', 'MM,2,2', 'CH,7,0'].join(
      '\n',
    ),
  );
  const reply = tableAnswerTo('Which store had the most purchases?', stores);
  expect(reply.names[0]).toBe('7');
  expect(reply.explanation).toMatch(/^Count of rows by StoreID, /);
  // One numbering alone ('STORE' with nothing beside it) is still the stores.
  const alone = csvTables(
    'alone',
    'juice.csv',
    ['Purchase,STORE', 'CH,0', 'MM,1', 'CH,0'].join('\n'),
  );
  expect(tableAnswerTo('Which store had the most purchases?', alone).explanation).toMatch(
    /^Count of rows by STORE, /,
  );
});
