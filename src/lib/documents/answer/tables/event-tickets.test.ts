import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** Ticket sales: the event's date beside the sale's, the price per ticket and the quantity. */
const SALES = csvTables(
  'sales',
  'ticket_sales.csv',
  [
    'ticket_id,event_name,event_type,event_date,sale_date,seat_section,ticket_price,quantity_sold',
    'T1,Opera Night,Theater,2024-07-10,2024-05-01,VIP,200,2',
    'T2,Opera Night,Theater,2024-07-10,2024-06-20,Floor,120,1',
    'T3,Jazz Fest,Festival,2024-08-15,2024-07-02,Floor,90,4',
    'T4,Jazz Fest,Festival,2024-08-15,2024-08-01,VIP,150,1',
    'T5,Cup Final,Sports,2024-10-05,2024-07-20,Floor,80,3',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, SALES);

test('"events held in Q3" reads the event dates, "sold in July" the sale dates', () => {
  expect(answered('How many sales were for events held in Q3 2024?').answer).toBe('4');
  expect(answered('Total quantity sold for events between July 1 and August 31, 2024').answer).toBe(
    '8',
  );
  expect(answered('How many tickets were sold in July 2024?').answer).toBe('7');
});

test('"how many ticket sales" counts the sales, not the money they brought', () => {
  expect(answered('How many ticket sales are in this file?').answer).toBe('5');
});

test('"the top 2 events by tickets sold" ranks the events by the quantity, no ticket groups', () => {
  const top = answered('Top 2 events by tickets sold');
  expect(top.answer).toContain('Jazz Fest');
  expect(top.explanation).toMatch(/^Sum of quantity_sold by event_name/);
});

test("'more than 60 days before the event' compares the dates; it ranks no rows", () => {
  const reply = answered('How many tickets were sold more than 60 days before the event?');
  expect(reply.answer).toBe('5');
  expect(reply.explanation).toBe(
    'Sum of quantity_sold where event_date is more than 60 days after sale_date, 2 rows.',
  );
});
