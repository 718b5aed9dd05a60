import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo, tableReplyTo } from '@/test/documents/table-answer';

/** A shop's complaints: two date columns, a True/False flag, outcomes of three words. */
const COMPLAINTS = csvTables(
  'complaints',
  'log.csv',
  [
    'Complaint ID,Date Received,Date Resolved,Timely Response,Response to Consumer,Customer ID',
    'C-01,1/5/2024,1/9/2024,True,Closed with Explanation,K-11',
    'C-02,1/20/2024,1/18/2024,False,Closed with Explanation,K-12',
    'C-03,2/2/2024,2/3/2024,False,Closed with Monetary Relief,K-13',
    'C-04,2/14/2024,2/28/2024,True,In Progress,K-14',
    'C-05,3/1/2024,2/27/2024,False,Closed with Monetary Relief,K-15',
  ].join('\n'),
);

const ask = (question: string) => tableAnswerTo(question, COMPLAINTS);

test('a negated flag read across an article: did not get a timely response', () => {
  expect(ask('How many complaints did not get a timely response?').answer).toBe('3');
  expect(ask('How many complaints got a timely response?').answer).toBe('2');
});

test('a value said with an article inside it: closed with an explanation', () => {
  expect(ask('How many complaints were closed with an explanation?').answer).toBe('2');
  expect(
    ask('How many complaints were closed with an explanation and got a timely response?').answer,
  ).toBe('1');
});

test("'the date they were received' names the date column its verb names", () => {
  expect(ask('How many complaints were resolved after the date they were received?').answer).toBe(
    '3',
  );
  expect(ask('How many complaints were resolved before the date they were received?').answer).toBe(
    '2',
  );
});

/** Complaints whose text opens with a product code, a dash and a label before a colon. */
const LABELLED = csvTables(
  'labelled',
  'issues.csv',
  [
    'Ticket,Opened,Description',
    'T1,2024-01-02,"BE1001 - Faulty: ""The lid broke on day one."""',
    'T2,2024-01-05,"HO2002 - Changed Mind: ""Ordered the wrong colour."""',
    'T3,2024-01-09,"BE1003 - Faulty: ""Pump does not work."""',
    'T4,2024-01-12,"CL3004 - Item Size Issue: ""Too small."""',
    'T5,2024-01-15,"CL3005 - Item Size Issue: ""Sleeves too long."""',
    'T6,2024-01-20,"HO2006 - Faulty: ""Arrived cracked."""',
  ].join('\n'),
);

test('a label several texts open with, before a colon, names the rows holding it', () => {
  const ask = (question: string) => tableAnswerTo(question, LABELLED);
  expect(ask('How many tickets were about faulty items?').answer).toBe('3');
  expect(ask('How many tickets were about an item size issue?').answer).toBe('2');
});

test('a first word several outcomes open with names them all, and its negation the rest', () => {
  expect(ask('How many complaints were closed?').answer).toBe('4');
  expect(ask('How many complaints were not closed?').answer).toBe('1');
  expect(ask('How many closed complaints got a timely response?').answer).toBe('1');
});

test("a name opening in a past form ('United States', 'Red Wine') names no other values", () => {
  const customers = csvTables(
    'customers',
    'customers.csv',
    ['Customer,Country', 'A,United States', 'B,United Kingdom', 'C,France', 'D,United States'].join(
      '\n',
    ),
  );
  const reply = tableReplyTo('How many customers are not united?', customers);
  expect(reply?.kind).not.toBe('table-answer');
});
