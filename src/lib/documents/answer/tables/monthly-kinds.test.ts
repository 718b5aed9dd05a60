import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** Monthly sales by kind of business, the total row written head first as official tables do. */
const KINDS = csvTables(
  'kinds',
  'monthly-sales.csv',
  [
    'Kind of Business,Jan. 2021,Feb. 2021,Mar. 2021',
    '"Retail and food services sales, total",500,560,590',
    'Clothing stores,100,90,110',
    'Food services and drinking places,400,470,480',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, KINDS).answer;

test('"retail and food services sales" names the row "Retail and food services sales, total"', () => {
  const change =
    'By how much did retail and food services sales change between January and March 2021?';
  expect(answered(change)).toContain('+90');
  expect(answered('What were retail and food services sales in January 2021?')).toBe('500');
});

test('"at the end of February 2021" reads the February column, its figure as of the month end', () => {
  expect(answered('What were clothing stores sales at the end of February 2021?')).toBe('90');
});

/** Ratio blocks named as official tables head them, the series' adjustment last. */
const RATIOS = csvTables(
  'ratios',
  'monthly-ratios.csv',
  [
    'Section,Kind of Business,Jan. 2021,Feb. 2021,Mar. 2021',
    '"INVENTORIES/SALES, RATIOS NOT ADJUSTED",Clothing stores,2.5,2.4,2.3',
    '"INVENTORIES/SALES, RATIOS NOT ADJUSTED",Food stores,0.6,0.9,0.8',
    '"INVENTORIES/SALES, RATIOS ADJUSTED",Clothing stores,2.1,2.0,1.9',
    '"INVENTORIES/SALES, RATIOS ADJUSTED",Food stores,0.7,0.5,0.8',
  ].join('\n'),
);

test('"adjusted inventories/sales ratio" names the block "INVENTORIES/SALES, RATIOS ADJUSTED"', () => {
  const lowest =
    'Which kind of business had the lowest adjusted inventories/sales ratio in February 2021?';
  expect(tableAnswerTo(lowest, RATIOS).answer).toContain('Food stores (0.5)');
  const unadjusted =
    'What was the unadjusted inventories/sales ratio for food stores in February 2021?';
  expect(tableAnswerTo(unadjusted, RATIOS).answer).toBe('0.9');
});

test('"inventory-to-sales ratio" names the ratios a slash divides, "INVENTORIES/SALES, RATIOS"', () => {
  const highest =
    'Which kind of business had the highest seasonally adjusted inventory-to-sales ratio in March 2021?';
  expect(tableAnswerTo(highest, RATIOS).answer).toContain('Clothing stores (1.9)');
});
