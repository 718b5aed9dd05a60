import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** A shop's takings, one row a sale. */
const SALES = csvTables(
  'sales',
  'shop-sales.csv',
  [
    'Date,Store,Sales',
    '2024-01-10,North,150',
    '2024-01-20,South,50',
    '2024-02-05,North,220',
    '2024-03-15,North,180',
    '2024-03-18,South,70',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, SALES);

test('a change asked in percent has the percent for its figure, the amount beside it', () => {
  const reply = answered('What was the percentage change in sales from January to March 2024?');
  expect(reply.value).toBeCloseTo(25);
  expect(reply.answer).toMatch(/change \+25 % \(\+50\)$/);
  expect(answered('By what percent did sales grow from January to March 2024?').value).toBeCloseTo(
    25,
  );
  expect(answered('By how much did sales change from January to March 2024?').value).toBe(50);
});

test('"how much more … than" of two named has their difference for its figure', () => {
  const reply = answered('How much more did North sell than South?');
  expect(reply.value).toBe(430);
  expect(reply.answer).toBe('430 between North (550) and South (120)');
  expect(answered('Compare sales of North and South').value).toBe(550);
});
