import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * Orders marked by 0/1 columns (delayed, cancelled): a mark between 'the most' and the rows
 * counted keeps the rows it marks, since a 0/1 mark has no degree for 'most' to rank by.
 */
const ORDERS = csvTables(
  'orders',
  'marked-orders.csv',
  [
    'order_id,zone,shift,items,delayed,cancelled',
    'ORD-1,A,Morning,3,0,0',
    'ORD-2,A,Evening,5,0,1',
    'ORD-3,A,Morning,2,0,0',
    'ORD-4,B,Evening,4,1,0',
    'ORD-5,B,Morning,6,1,1',
    'ORD-6,C,Evening,1,1,0',
    'ORD-7,A,Morning,2,1,0',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, ORDERS);

describe('a 0/1 mark after "the most" keeps the rows it marks', () => {
  test('"the most delayed orders" counts the delayed ones per group, not the top order in each', () => {
    // All orders: A 4, B 2, C 1; delayed ones: B 2, A 1, C 1.
    const most = answered('Which zone had the most delayed orders?');
    expect(most.answer).toBe('B (2)');
    expect(most.explanation).toMatch(/where delayed is 1/);
  });

  test('"the most cancelled orders" counts the cancelled ones per group', () => {
    // All orders: Morning 4, Evening 3; cancelled ones: one in each.
    const most = answered('Which shift had the most cancelled orders?');
    expect(most.explanation).toMatch(/where cancelled is 1/);
    expect(most.answer).toBe('Evening, Morning (1 each)');
  });
});
