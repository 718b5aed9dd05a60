import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';
import { spaced } from './table-vocabulary';

/**
 * Sales orders as an ERP exports them (SAP's sample content): semicolons, decimal commas,
 * ALLCAPS headers run together (GROSSAMOUNT, SALESORDERID, CREATEDAT), dates written 20150101.
 */
const ORDERS = csvTables(
  'sales orders',
  'SalesOrders.csv',
  [
    'SALESORDERID;CREATEDAT;PARTNERID;SALESORG;CURRENCY;GROSSAMOUNT;NETAMOUNT;TAXAMOUNT',
    '200000000;20150101;100000017;APJ;USD;3591;3142,13;448,88',
    '200000003;20150106;100000010;EMEA;USD;8990;7866,25;1123,75',
    '200000003;20150106;100000010;EMEA;USD;1200;1050;150',
    '200000004;20150212;100000018;APJ;USD;67292;58880,5;8411,5',
    '200000005;20150301;100000011;EMEA;USD;4000;3500;500',
    '200000006;20160301;100000017;APJ;USD;1000;875;125',
  ].join('\n'),
);

/** Order items of the same export: zero-padded IDs, delivery dates, a file named in camelCase. */
const ITEMS = csvTables(
  'order items',
  'SalesOrderItems.csv',
  [
    'SALESORDERID,SALESORDERITEM,PRODUCTID,GROSSAMOUNT,QUANTITY,DELIVERYDATE',
    '0500000000,0000000010,MB-1034,2499,4,20180311',
    '0500000000,0000000020,CB-1161,399,9,20180311',
    '0500000001,0000000010,HB-1175,899,2,20180228',
    '0500000002,0000000010,MB-1034,4998,2,20190115',
    '0500000002,0000000020,CB-1161,798,2,20190115',
    '0500000003,0000000010,HB-1175,1798,2,29991212',
  ].join('\n'),
);

const order = (question: string) => tableAnswerTo(question, ORDERS);
const item = (question: string) => tableAnswerTo(question, ITEMS);

describe('headers run together before AMOUNT, ID and a participle before AT', () => {
  test('they split where the ending is; words in -id or -at that are one word stay whole', () => {
    expect(['TAXAMOUNT', 'PARTNERID', 'NOTEID', 'CREATEDAT', 'changedon'].map(spaced)).toEqual([
      'TAX AMOUNT',
      'PARTNER ID',
      'NOTE ID',
      'CREATED AT',
      'changed on',
    ]);
    for (const word of ['LIQUID', 'Hybrid', 'INVALID', 'android', 'FORMAT', 'Station'])
      expect(spaced(word)).toBe(word);
  });

  test('"tax" names TAXAMOUNT and "sales orders" the distinct SALESORDERIDs', () => {
    expect(order('What is the total tax?').value).toBeCloseTo(10_759.13);
    expect(order('How many distinct sales orders are there?').value).toBe(5);
  });

  test('"partners" are the PARTNERID codes ranked by a figure, never added up', () => {
    const top = order('What are the top 2 partners by gross amount in each sales org?');
    expect(top.table?.rows.map((row) => row.slice(0, 2))).toEqual([
      ['APJ', '100000018'],
      ['APJ', '100000017'],
      ['EMEA', '100000010'],
      ['EMEA', '100000011'],
    ]);
  });

  test('"created in February 2015" reads the eight-digit dates of CREATEDAT', () => {
    expect(order('How many rows were created in February 2015?').value).toBe(1);
    expect(order('What was the total gross amount in 2016?').value).toBe(1000);
  });
});

describe('order items named by the file, grouped by a date named before the period', () => {
  test('"items" of SalesOrderItems.csv are its rows', () => {
    expect(item('How many order items are there?').value).toBe(6);
    expect(item('What is the average quantity per item?').value).toBeCloseTo(3.5);
    expect(item('How many items have a delivery date in March 2018?').value).toBe(2);
  });

  test('"by delivery year" groups by the years of DELIVERYDATE, the placeholder 2999 too', () => {
    const years = item('What is the total gross amount by delivery year?');
    expect(years.table?.rows.map((row) => row[0])).toEqual(['2018', '2019', '2999']);
    const top = item('What are the top 2 products by gross amount for each delivery year?');
    expect(top.table?.rows.slice(0, 2).map((row) => row.slice(0, 2))).toEqual([
      ['2018', 'MB-1034'],
      ['2018', 'HB-1175'],
    ]);
  });

  test('a zero-padded order ID is named as written', () => {
    expect(item('Which sales order has the highest total gross amount?').names).toEqual([
      '0500000002',
    ]);
  });
});
