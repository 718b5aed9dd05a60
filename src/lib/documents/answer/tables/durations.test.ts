import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** Order lines with an order date and a later ship date, as Superstore has. */
const ORDERS = csvTables(
  'orders',
  'orders.csv',
  [
    'Order ID,Order Date,Ship Date,Ship Mode,Region,Sales',
    'A-1,1/13/2017,1/17/2017,Standard Class,West,100',
    'A-2,1/15/2017,1/16/2017,First Class,East,200',
    'A-3,2/21/2017,2/28/2017,Standard Class,East,50',
    'A-4,2/22/2017,2/24/2017,Second Class,West,75',
  ].join('\n'),
);

/** Complaints with a created and a closed date; one still open. */
const COMPLAINTS = csvTables(
  'complaints',
  '311.csv',
  [
    'Unique Key,Created Date,Closed Date,Complaint Type,Borough',
    '1,3/14/2025 1:20,3/15/2025 9:00,Animal-Abuse,BRONX',
    '2,3/14/2025 8:00,,Animal-Abuse,BRONX',
    '3,3/10/2025 8:00,3/14/2025 8:00,Dead Animal,QUEENS',
  ].join('\n'),
);

test('"the shipping time" is the ship date less the order date, in days, averaged', () => {
  for (const question of [
    'What is the average shipping time?',
    'How long does it take to ship an order?',
    'How many days does it take to ship an order on average?',
  ]) {
    const time = tableAnswerTo(question, ORDERS);
    expect(time.answer).toBe('3.5 days');
    expect(time.explanation).toBe('Average of Ship Date − Order Date, 4 rows.');
  }
  expect(tableAnswerTo('What is the median shipping time?', ORDERS).answer).toBe('3 days');
  expect(tableAnswerTo('Which ship mode has the longest shipping time?', ORDERS).names).toEqual([
    'Standard Class',
  ]);
});

test('a date column named by its verb ("to close") is measured from the first date; open rows are skipped', () => {
  const close = tableAnswerTo('How long does it take to close a complaint?', COMPLAINTS);
  expect(close.answer).toBe('2.5 days');
  expect(close.explanation).toBe('Average of Closed Date − Created Date, 3 rows.');
});

test('"how many times" and "shipped in 2017" still count and filter', () => {
  expect(tableAnswerTo('How many orders were shipped in February 2017?', ORDERS).value).toBe(2);
});

test('"the resolution time" names Resolved At by its family; "fastest" ranks the shortest first', () => {
  const [tickets] = csvTables(
    'tickets',
    'tickets.csv',
    [
      'Ticket ID,Created At,Resolved At,Agent',
      'T-1,2024-03-01,2024-03-04,Ana',
      'T-2,2024-03-02,2024-03-03,Ben',
      'T-3,2024-03-05,2024-03-10,Ana',
      'T-4,2024-03-06,,Ben',
    ].join('\n'),
  );
  expect(tableAnswerTo('What is the average resolution time?', [tickets!]).answer).toBe('3 days');
  const fastest = tableAnswerTo('Which agent resolves tickets fastest?', [tickets!]);
  expect(fastest.answer).toBe('Ben (1 day)');
});
