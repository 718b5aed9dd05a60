import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * A day of freight orders and a freight rate card (the shapes of the twenty-seventh eval round's
 * files): carriers and customers written as codes, a port that is both an origin and a
 * destination, days counted in 'Ship … day count' columns, and a rate card's snake_case
 * abbreviations.
 */
const ORDERS = csvTables(
  'orders',
  'OrderList.csv',
  [
    'Order ID,Origin Port,Carrier,TPT,Ship ahead day count,Ship Late Day count,Customer,Plant Code,Destination Port,Unit quantity,Weight',
    '1001,PORT04,V444_0,2,3,0,V55_1,PLANT03,PORT09,500,12.5',
    '1002,PORT04,V444_0,2,0,1,V55_2,PLANT03,PORT09,300,30',
    '1003,PORT09,V44_3,1,5,0,V55_1,PLANT16,PORT09,800,4',
    '1004,PORT04,V444_1,1,0,0,V55_3,PLANT12,PORT09,100,2',
    '1005,PORT09,V44_3,1,6,0,V55_4,PLANT16,PORT09,50,1',
  ].join('\n'),
);

const RATES = csvTables(
  'rates',
  'FreighRates.csv',
  [
    'Carrier,orig_port_cd,dest_port_cd,max_wgh_qty,svc_cd,rate,tpt_day_cnt',
    'V444_1,PORT04,PORT09,499.99,DTD, $0.71 ,2',
    'V444_1,PORT05,PORT09,"9,999.99",DTP, $0.50 ,6',
    'V444_4,PORT04,PORT09,99.99,DTD, $1.20 ,1',
    'V444_4,PORT06,PORT09,"4,999.99",DTD, $0.90 ,3',
  ].join('\n'),
);

const order = (question: string) => tableAnswerTo(question, ORDERS);
const rate = (question: string) => tableAnswerTo(question, RATES);

test("a rate card's abbreviated headers are named by the words in full", () => {
  expect(rate('How many different origin ports are there?').value).toBe(3);
  expect(rate('What percentage of lines have service code DTP?').value).toBeCloseTo(25);
  expect(rate('How many lines have a tpt day count above 5?').value).toBe(1);
  expect(rate('How many lines have a max weight quantity over 1,000?').value).toBe(2);
});

test("'shipped by carrier V444_1': a column and one of its values after 'by' filter", () => {
  expect(order('How many orders were shipped by carrier V444_0?').value).toBe(2);
  // Without a value, 'by carrier' still groups.
  expect(order('What is the total weight by carrier?').table?.rows).toHaveLength(3);
});

test("'serve' says a row has the value, as 'have' does", () => {
  expect(rate('How many different carriers serve origin port PORT04?').value).toBe(2);
  expect(order('How many different customers did carrier V44_3 serve?').value).toBe(2);
});

test("'shipped' does not name a column counting the days it took", () => {
  expect(order('Which carrier shipped the most weight?').names[0]).toBe('V444_0');
  expect(order('Which plant shipped the fewest units?').names[0]).toBe('PLANT12');
});

test('a value two columns hold, said right after one of their headers, is that one', () => {
  expect(order('How many orders came from origin port PORT09?').value).toBe(2);
  expect(order('How many orders went to destination port PORT09?').value).toBe(5);
});

test("'orders were shipped late': rows counted whose 'Ship Late Day count' is above 0", () => {
  expect(order('How many orders were shipped late?').value).toBe(1);
  expect(order('What percentage of orders were shipped late?').value).toBeCloseTo(20);
  expect(order('How many orders were shipped ahead?').value).toBe(3);
});
