import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** A grocer's listing: prices in pounds, those under a pound in pence. */
const GROCERIES = csvTables(
  'groceries',
  'products.csv',
  [
    'title,weight,price,shelf_life',
    'Shredded Shrooms,150g,£2.30,LIFE 2d+',
    'Leg of Lamb,2.25kg,£22.78,LIFE 4d+',
    'Diced Sweet Potato,350g,£1.20,LIFE 3d+',
    'Milk Stick,20g,25p,NA',
    'Lemon,1 each,90p,LIFE 1w+',
  ].join('\n'),
);

test('"cheapest" ranks by price as "lowest" does; prices in pence count', () => {
  expect(tableAnswerTo('What is the cheapest price?', GROCERIES).answer).toContain('£0.25');
  expect(tableAnswerTo('How many products are under £1?', GROCERIES).answer).toBe('2');
});

/** An accounting export of invoices and bills: a status of few kinds beside `amount_paid`. */
const INVOICES = csvTables(
  'invoices',
  'xero_invoices.csv',
  [
    'invoice_id,date,total,amount_paid,amount_due,status,type',
    'i1,2020-01-03,100,100,0,PAID,ACCPAY',
    'i2,2020-01-09,250,0,250,AUTHORISED,ACCPAY',
    'i3,2020-02-11,80,80,0,PAID,ACCREC',
    'i4,2020-02-15,40,0,0,VOIDED,ACCPAY',
    'i5,2020-03-01,60,60,0,PAID,ACCPAY',
  ].join('\n'),
);

test('"how many bills were paid" counts the rows in status PAID, not the amount paid', () => {
  expect(tableAnswerTo('How many invoices were paid?', INVOICES).answer).toBe('3');
  expect(tableAnswerTo('How many ACCPAY invoices were paid?', INVOICES).answer).toBe('2');
  expect(tableAnswerTo('What is the total amount paid?', INVOICES).answer).toBe('240');
});

test('"number of invoices by status" counts the invoices, not the invoice numbers some leave blank', () => {
  const invoices = csvTables(
    'numbers',
    'invoices.csv',
    [
      'invoice_id,invoice_number,status,total',
      'a1,INV-1,PAID,10',
      'a2,,PAID,20',
      'a3,INV-3,PAID,30',
      'a4,INV-4,VOIDED,5',
    ].join('\n'),
  );
  const reply = tableAnswerTo('Number of invoices by status', invoices);
  expect(reply.explanation).toMatch(/^Count of distinct invoice_id by status/);
  expect(reply.table?.rows).toEqual([
    ['PAID', '3'],
    ['VOIDED', '1'],
  ]);
});
