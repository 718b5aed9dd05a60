import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildXlsx } from '../../../../scripts/fixtures/builders';
import { extractDocument } from './extract';
import { parseCsv } from './parsers/csv';
import { BudgetMeter, READ_BUDGET } from './parsers/budget';
import { parseXlsx } from './parsers/xlsx';
import type { DataTable, TableColumn } from '../types';
import { readTables } from './typed-tables';

const meter = () => new BudgetMeter(READ_BUDGET, 'test');

function cells(column: TableColumn): (string | number | null)[] {
  if (column.kind === 'text') {
    return Array.from(column.codes, (code) => (code === 0 ? null : column.dictionary[code - 1]!));
  }
  return Array.from(column.values, (value) => (Number.isNaN(value) ? null : value));
}

function byName(table: DataTable, name: string): TableColumn {
  const column = table.columns.find((candidate) => candidate.name === name);
  if (!column) throw new Error(`No column ${name}`);
  return column;
}

test('a CSV with a title above the header, a section row, a blank row and a total line', () => {
  const csv = [
    'Weekly sales report,,,',
    'Generated 2024-05-01,,,',
    ',,,',
    'Store,Region,Revenue,Margin',
    'North region,,,',
    'Elmstead,North,"£12,400.50",12.5%',
    'Harbour Point,Coastal,"£9,800",10%',
    ',,,',
    'Northgate,North,"£1,234,567.25",-2.5%',
    'Total,,"£1,256,767.75",',
  ].join('\n');
  const [table] = readTables(parseCsv(csv), meter());
  expect(table!.sheet).toBeNull();
  expect(table!.columns.map((column) => [column.name, column.kind])).toEqual([
    ['Store', 'text'],
    ['Region', 'text'],
    ['Revenue', 'number'],
    ['Margin', 'number'],
  ]);
  expect(Array.from(table!.rowNumbers)).toEqual([6, 7, 9]);
  expect(cells(byName(table!, 'Store'))).toEqual(['Elmstead', 'Harbour Point', 'Northgate']);
  expect(cells(byName(table!, 'Revenue'))).toEqual([12_400.5, 9_800, 1_234_567.25]);
  expect(byName(table!, 'Revenue')).toMatchObject({
    format: { currency: '£', percent: false, decimals: 2 },
  });
  expect(cells(byName(table!, 'Margin'))).toEqual([12.5, 10, -2.5]);
  expect(byName(table!, 'Margin')).toMatchObject({ format: { currency: null, percent: true } });
});

test('dates, a column of mostly numbers with a gap, and text codes that look like numbers', () => {
  const csv = [
    'Date,Colleague,Hours,Employee no',
    '03/04/2024,Priya Shah,7.5,00123',
    '25/04/2024,Tom Reed,n/a,00456',
    '26/04/2024,Priya Shah,8,00123',
  ].join('\n');
  const [table] = readTables(parseCsv(csv), meter());
  const date = byName(table!, 'Date');
  expect(date.kind).toBe('date');
  expect(cells(date)).toEqual([
    Date.UTC(2024, 3, 3) / 86_400_000,
    Date.UTC(2024, 3, 25) / 86_400_000,
    Date.UTC(2024, 3, 26) / 86_400_000,
  ]);
  expect(cells(byName(table!, 'Hours'))).toEqual([7.5, null, 8]);
  expect(byName(table!, 'Employee no').kind).toBe('text');
  expect(byName(table!, 'Colleague')).toMatchObject({ dictionary: ['Priya Shah', 'Tom Reed'] });
});

test('number codes beside the same codes with letters (C536548, 85123A) are text codes', () => {
  const csv = [
    'InvoiceNo,StockCode,Quantity,Weight',
    '536527,22809,6,250',
    'C536548,85123A,-2,500g',
    '536549,POST,1,125',
    '536550,22809,12,300',
    '536551,22326,3,410',
  ].join('\n');
  const [table] = readTables(parseCsv(csv), meter());
  expect(byName(table!, 'InvoiceNo')).toMatchObject({ kind: 'text' });
  expect(cells(byName(table!, 'InvoiceNo'))[1]).toBe('C536548');
  expect(cells(byName(table!, 'StockCode'))).toEqual(['22809', '85123A', 'POST', '22809', '22326']);
  // A minus sign is no letter; a unit after a figure is not a code.
  expect(byName(table!, 'Quantity').kind).toBe('number');
  expect(byName(table!, 'Weight').kind).toBe('number');
});

test("letter codes beside '0' (a state holiday's 0, a, c) are text codes; a lone letter among figures is not", () => {
  const rows = ['0,5', '0,6', 'a,7', '0,x', 'c,9', '0,10', '0,11', '0,12', '0,13', '0,14', '0,15'];
  const [table] = readTables(parseCsv(['StateHoliday,Units', ...rows].join('\n')), meter());
  expect(byName(table!, 'StateHoliday')).toMatchObject({ kind: 'text' });
  expect(cells(byName(table!, 'StateHoliday')).slice(0, 5)).toEqual(['0', '0', 'a', '0', 'c']);
  // Many different figures and one letter: a figure column with one cell left as it was.
  expect(byName(table!, 'Units').kind).toBe('number');
});

test("a spreadsheet's error values ('#N/A', '#DIV/0!') are empty cells, in text and number columns", () => {
  const csv = [
    'Country,Distance,Ratio',
    'Italy,1200,0.5',
    '#N/A,#N/A,#DIV/0!',
    'France,800,0.25',
  ].join('\n');
  const [table] = readTables(parseCsv(csv), meter());
  expect(cells(byName(table!, 'Country'))).toEqual(['Italy', null, 'France']);
  expect(cells(byName(table!, 'Distance'))).toEqual([1200, null, 800]);
  expect(cells(byName(table!, 'Ratio'))).toEqual([0.5, null, 0.25]);
});

test("'Nil' or 'Nill' written for nothing is an empty cell, in text and number columns", () => {
  const csv = [
    'Sku,Category,Weight,Amazon MRP',
    'Os206_S,Kurta,0.3,2295',
    'Os207_S,Nill,Nill,Nill',
    'Os208_S,Tops,nil,1995',
  ].join('\n');
  const [table] = readTables(parseCsv(csv), meter());
  expect(cells(byName(table!, 'Category'))).toEqual(['Kurta', null, 'Tops']);
  expect(cells(byName(table!, 'Weight'))).toEqual([0.3, null, null]);
  expect(cells(byName(table!, 'Amazon MRP'))).toEqual([2295, null, 1995]);
});

test("R's NA on every row is a column of no value; NA among other words stays a value", () => {
  const csv = ['show,potential_gross,region', 'Cats,NA,NA', 'Grind,NA,EU', 'As Is,,NA'].join('\n');
  const [table] = readTables(parseCsv(csv), meter());
  expect(cells(byName(table!, 'potential_gross'))).toEqual([null, null, null]);
  expect(cells(byName(table!, 'region'))).toEqual(['NA', 'EU', 'NA']);
});

test("a till's ERROR and UNKNOWN are no value; beside values in capitals they stay values", () => {
  const csv = [
    'item,quantity,paid_by,level',
    'Coffee,2,Cash,INFO',
    'ERROR,UNKNOWN,Card,ERROR',
    'UNKNOWN,3,ERROR,WARN',
    'Tea,ERROR,UNKNOWN,ERROR',
  ].join('\n');
  const [table] = readTables(parseCsv(csv), meter());
  expect(cells(byName(table!, 'item'))).toEqual(['Coffee', null, null, 'Tea']);
  expect(cells(byName(table!, 'quantity'))).toEqual([2, null, 3, null]);
  expect(cells(byName(table!, 'paid_by'))).toEqual(['Cash', 'Card', null, null]);
  expect(cells(byName(table!, 'level'))).toEqual(['INFO', 'ERROR', 'WARN', 'ERROR']);
});

test('every sheet of a workbook, numbered as Excel shows its rows; a sheet of notes has no table', async () => {
  const bytes = buildXlsx([
    {
      name: 'Q1',
      rows: [
        ['Sales by store, Q1'],
        [],
        ['Store', 'Week 1', 'Week 2'],
        ['Elmstead', 120, 80],
        ['Harbour Point', '1,020', 75],
      ],
    },
    { name: 'Notes', rows: [['Figures are provisional.'], ['Ask finance before sharing.']] },
  ]);
  const tables = readTables(await parseXlsx(bytes, 'sales.xlsx'), meter());
  expect(tables).toHaveLength(1);
  expect(tables[0]!.sheet).toBe('Q1');
  expect(Array.from(tables[0]!.rowNumbers)).toEqual([4, 5]);
  expect(cells(byName(tables[0]!, 'Week 1'))).toEqual([120, 1020]);
});

test('a header with an empty cell is named after its column letter; a file without labels has no table', () => {
  const [table] = readTables(parseCsv('Store,,Units\nElmstead,x,5\nNorthgate,y,6'), meter());
  expect(table!.columns.map((column) => column.name)).toEqual(['Store', 'Column B', 'Units']);
  expect(readTables(parseCsv('1,2\n3,4'), meter())).toEqual([]);
  expect(readTables({ kind: 'paragraphs', paragraphs: ['Store Units'] }, meter())).toEqual([]);
});

test('a repeated cell counts for every row it is on: type, currency and percent go by rows', () => {
  const csv = [
    'Store,Price,Share,Status',
    'Elmstead,£5,20%,n/a',
    'Elmstead,£5,20%,n/a',
    'Elmstead,£5,20%,n/a',
    'Harbour Point,$1,0.5,Open',
    'Northgate,$2,0.25,Closed',
  ].join('\n');
  const [table] = readTables(parseCsv(csv), meter());
  expect(byName(table!, 'Price')).toMatchObject({ format: { currency: '£', decimals: 0 } });
  expect(cells(byName(table!, 'Price'))).toEqual([5, 5, 5, 1, 2]);
  expect(byName(table!, 'Share')).toMatchObject({ format: { percent: true, decimals: 2 } });
  expect(byName(table!, 'Status')).toMatchObject({
    kind: 'text',
    dictionary: ['n/a', 'Open', 'Closed'],
  });
  expect(cells(byName(table!, 'Store'))).toEqual([
    'Elmstead',
    'Elmstead',
    'Elmstead',
    'Harbour Point',
    'Northgate',
  ]);
});

test('a real, wide CSV: Superstore, money as text, percents, month-first dates, CRLF', async () => {
  const path = join(
    dirname(fileURLToPath(import.meta.url)),
    '../../../../scripts/eval/data/superstore/superstore.csv',
  );
  const extraction = await extractDocument(new Uint8Array(readFileSync(path)), 'superstore.csv');
  if (extraction.status !== 'searchable') throw new Error('not searchable');
  const [table] = extraction.tables;
  expect(table!.rowNumbers).toHaveLength(9_994);
  expect(table!.columns).toHaveLength(22);
  expect(byName(table!, 'Sales')).toMatchObject({ kind: 'number', format: { currency: '$' } });
  expect(cells(byName(table!, 'Sales')).slice(0, 2)).toEqual([262, 732]);
  expect(byName(table!, 'Discount')).toMatchObject({ kind: 'number', format: { percent: true } });
  expect(cells(byName(table!, 'Order Date'))[0]).toBe(Date.UTC(2016, 10, 8) / 86_400_000);
  expect(byName(table!, 'Order ID')).toMatchObject({ kind: 'text' });
  // Distinct orders and customers, as SQL counts them (scripts/eval/expected-tables.json).
  const distinct = (name: string) => (byName(table!, name) as { dictionary: string[] }).dictionary;
  expect(distinct('Order ID')).toHaveLength(5_009);
  expect(distinct('Customer Name')).toHaveLength(793);
  expect(extraction.passages).toHaveLength(2_443);
});

test('a number column says when its cells mix units or decimal marks, or are too large to be exact', () => {
  const csv = [
    'Item,Amount,Rate,Price,Count',
    'A,£100,50%,"1.234,50",9007199254740993',
    'B,$200,2,1.234,1',
    'C,£5,25%,"2,5",2',
  ].join('\n');
  const [table] = readTables(parseCsv(csv), meter());
  const formatOf = (name: string) => {
    const column = byName(table!, name);
    return column.kind === 'number' ? column.format : null;
  };
  expect(formatOf('Amount')?.mixed).toEqual({
    kind: 'units',
    units: ['£', '$'],
    codes: Uint8Array.from([0, 1, 0]),
  });
  expect(formatOf('Rate')?.mixed).toEqual({
    kind: 'units',
    units: ['%', ''],
    codes: Uint8Array.from([0, 1, 0]),
  });
  expect(formatOf('Price')?.mixed).toEqual({
    kind: 'decimal-marks',
    comma: '1.234,50',
    point: '1.234',
  });
  expect(formatOf('Count')).toEqual({ currency: null, percent: false, decimals: 0, inexact: true });
});

test('a column written with decimal commas reads 3,401 as 3.401, not 3401', () => {
  const csv = [
    'Country,Sales,Profit,Shipping Cost',
    'France,"45,06","5,4","0,675"',
    'Spain,"2,368","3,401","1.234,5"',
    'Chile,1234,"-7,932",12',
  ].join('\n');
  const [table] = readTables(parseCsv(csv), meter());
  expect(cells(byName(table!, 'Sales'))).toEqual([45.06, 2.368, 1234]);
  expect(cells(byName(table!, 'Profit'))).toEqual([5.4, 3.401, -7.932]);
  expect(cells(byName(table!, 'Shipping Cost'))).toEqual([0.675, 1234.5, 12]);
  for (const name of ['Sales', 'Profit', 'Shipping Cost']) {
    const column = byName(table!, name);
    expect(column.kind === 'number' && column.format.mixed).toBeFalsy();
  }
});

test('eight digits that are calendar days on every row (20150101) are dates; codes of eight digits are not', () => {
  const csv = [
    'SALESORDERID;CREATEDAT;DELIVERYDATE;PARTNERID;ZIPCODE',
    '200000000;20150101;20150226;100000017;10115000',
    '200000003;20150106;29991212;100000010;10117000',
    '200000004;20160229;20150308;100000018;20095000',
    '200000005;20151231;20150308;100000020;20099000',
  ].join('\n');
  const [table] = readTables(parseCsv(csv), meter());
  const day = (year: number, month: number, date: number) =>
    Date.UTC(year, month - 1, date) / 86_400_000;
  expect(byName(table!, 'CREATEDAT').kind).toBe('date');
  expect(cells(byName(table!, 'CREATEDAT'))).toEqual([
    day(2015, 1, 1),
    day(2015, 1, 6),
    day(2016, 2, 29),
    day(2015, 12, 31),
  ]);
  // A far-off placeholder ('29991212', no delivery date yet) is still a day.
  expect(cells(byName(table!, 'DELIVERYDATE'))[1]).toBe(day(2999, 12, 12));
  // Order, partner and postal codes: their middle digits are no month on some row.
  for (const name of ['SALESORDERID', 'PARTNERID', 'ZIPCODE'])
    expect(byName(table!, name).kind).toBe('number');
});

test('a date column saved to CSV as Excel day serials (43831) is read as days', () => {
  const csv = [
    'Retailer;Invoice Date;Units Sold;Total Sales',
    'Foot Locker;43831;1200;60000',
    'Foot Locker;43832;1000;50000',
    'Walmart;44561;850;38250',
    'Walmart;44197;900;40500',
  ].join('\n');
  const [table] = readTables(parseCsv(csv), meter());
  const day = (year: number, month: number, date: number) =>
    Date.UTC(year, month - 1, date) / 86_400_000;
  expect(byName(table!, 'Invoice Date').kind).toBe('date');
  expect(cells(byName(table!, 'Invoice Date'))).toEqual([
    day(2020, 1, 1),
    day(2020, 1, 2),
    day(2021, 12, 31),
    day(2021, 1, 1),
  ]);
  // Numbers in the same range under headers that name no date stay figures.
  expect(byName(table!, 'Total Sales').kind).toBe('number');
});

test('a "Total …" row is a total line when it leaves a column blank or says only "Total"', () => {
  const csv = [
    'App,Category,Reviews',
    'Total AV,PRODUCTIVITY,617',
    'Sketch,ART_AND_DESIGN,215',
    'Total PRODUCTIVITY,,617',
    'Grand total:,ALL,832',
  ].join('\n');
  const [table] = readTables(parseCsv(csv), meter());
  expect(cells(byName(table!, 'App'))).toEqual(['Total AV', 'Sketch']);
});

test('a "Total …" row leaving blank only a column most rows leave blank is data', () => {
  const csv = [
    'Product,Brand,Price,Image',
    'Garlic Oil,Sri Sri,220,',
    'Total Care Baby Pants,Mamy,599,',
    'Water Bottle,Mastercook,180,bottle.jpg',
    'Creme Soap,Nivea,162,',
    'Total Care Wipes,,99,',
  ].join('\n');
  const [table] = readTables(parseCsv(csv), meter());
  // 'Total Care Wipes' leaves its brand blank, a column the other rows fill: a total line.
  expect(cells(byName(table!, 'Product'))).toEqual([
    'Garlic Oil',
    'Total Care Baby Pants',
    'Water Bottle',
    'Creme Soap',
  ]);
});

test('counts written "1,000,000+" are numbers; age bands beside ranges stay text', () => {
  const csv = ['App,Installs,Age band', 'A,"1,000,000+",18-24', 'B,10+,65+', 'C,0+,25-34'].join(
    '\n',
  );
  const [table] = readTables(parseCsv(csv), meter());
  expect(byName(table!, 'Installs').kind).toBe('number');
  expect(cells(byName(table!, 'Installs'))).toEqual([1_000_000, 10, 0]);
  expect(byName(table!, 'Age band').kind).toBe('text');
});

test('figures in Indian digit grouping are numbers: "1,79,691" and "₹1,39,900" keep their lakhs', () => {
  const csv = [
    'Product,Price,Ratings,Codes',
    'TV,"₹1,39,900","1,79,691","1,23,456"',
    'Cable,₹299,"24,269",abc',
    'Fan,"₹12,34,567.50",,7',
  ].join('\n');
  const [table] = readTables(parseCsv(csv), meter());
  expect(byName(table!, 'Price').kind).toBe('number');
  expect(cells(byName(table!, 'Price'))).toEqual([139_900, 299, 1_234_567.5]);
  expect(cells(byName(table!, 'Ratings'))).toEqual([179_691, 24_269, null]);
  expect(byName(table!, 'Codes').kind).toBe('text');
});

test('prices under a pound written in pence are that part of a pound: "90p" beside "£2.30"', () => {
  const csv = [
    'Title,Price,Size',
    'Mushrooms,£2.30,150g',
    'Lemon,90p,1p',
    'Lamb,"£1,022.78",2p',
    'Mint,45p,5p',
  ].join('\n');
  const [table] = readTables(parseCsv(csv), meter());
  expect(byName(table!, 'Price').kind).toBe('number');
  expect(cells(byName(table!, 'Price'))).toEqual([2.3, 0.9, 1022.78, 0.45]);
  expect(byName(table!, 'Size').kind).toBe('text');
});

test('figures with a note of words in some rows are numbers, the notes no value; one-word labels are no note', () => {
  const csv = [
    'ID,Weight (Kilograms),Freight Cost (USD),Status',
    '1,13,780.34,1',
    '2,Weight Captured Separately,Freight Included in Commodity Cost,Pending',
    '3,See DN-304 (ID#:10589),Invoiced Separately,2',
    '4,358,4521.5,Pending',
    '5,171,1653.78,3',
  ].join('\n');
  const [table] = readTables(parseCsv(csv), meter());
  expect(byName(table!, 'Weight (Kilograms)').kind).toBe('number');
  expect(cells(byName(table!, 'Weight (Kilograms)'))).toEqual([13, null, null, 358, 171]);
  expect(cells(byName(table!, 'Freight Cost (USD)'))).toEqual([
    780.34,
    null,
    null,
    4521.5,
    1653.78,
  ]);
  expect(byName(table!, 'Status').kind).toBe('text');
});

test('a row whose one filled cell is a number or date of its column is a record with blanks', () => {
  const csv = [
    'Member_number,Date,itemDescription',
    '1808,21-07-2015,tropical fruit',
    '2552,05-01-2015,whole milk',
    ',22-11-2015,',
    '2517,,',
    'Dairy,,',
    '2300,19-09-2015,pip fruit',
  ].join('\n');
  const [table] = readTables(parseCsv(csv), meter());
  expect(cells(byName(table!, 'Member_number'))).toEqual([1808, 2552, null, 2517, 2300]);
  expect(table!.rowNumbers).toEqual(Uint32Array.from([2, 3, 4, 5, 7]));
});

test("texts that differ only in letter case ('Shell', 'shell') are one value, spelt as first written", () => {
  const [table] = readTables(
    parseCsv('station,litres\nShell,10\neko,5\nshell,7\nEKO,3\nBP,2'),
    meter(),
  );
  expect(cells(byName(table!, 'station'))).toEqual(['Shell', 'eko', 'Shell', 'eko', 'BP']);
});

test('a header split over two rows, blocks repeating names, and suppressed (S) figures', () => {
  const csv = [
    'Monthly Retail Sales: 2021,,,',
    ',,,',
    'Code,Kind of Business,,,',
    ',,Jan. 2021,Feb. 2021,Mar. 2021(p)',
    ',NOT ADJUSTED,,,',
    '4451,Grocery stores,300,290,310',
    '44831,Jewelry stores,(S),(S),(S)',
    ',ADJUSTED(2),,,',
    '4451,Grocery stores,298,301,303',
    '44831,Jewelry stores,(S),(S),(S)',
    '(S) Suppressed,,,',
  ].join('\n');
  const [table] = readTables(parseCsv(csv), meter());
  expect(table!.columns.map((column) => column.name)).toEqual([
    'Code',
    'Kind of Business',
    'Jan. 2021',
    'Feb. 2021',
    'Mar. 2021(p)',
    'Section',
  ]);
  expect(cells(byName(table!, 'Section'))).toEqual([
    'NOT ADJUSTED',
    'NOT ADJUSTED',
    'ADJUSTED',
    'ADJUSTED',
  ]);
  expect(cells(byName(table!, 'Jan. 2021'))).toEqual([300, null, 298, null]);
});

test('blocks that list different names get no Section column', () => {
  const csv = [
    'Store,Region,Revenue',
    'North,,',
    'Elmstead,North,100',
    'South,,',
    'Harbour Point,South,80',
  ].join('\n');
  const [table] = readTables(parseCsv(csv), meter());
  expect(table!.columns.map((column) => column.name)).toEqual(['Store', 'Region', 'Revenue']);
});
