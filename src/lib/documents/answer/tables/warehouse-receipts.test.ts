import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';
import { answerTableQuestion } from './answer-table-question';

/**
 * Warehouse orders and what was received of them: a quantity received beside the date it was
 * received on, warehouses named by codes under `warehouse_name` beside their location.
 */
const ORDERS = csvTables(
  'orders',
  'warehouse_orders.csv',
  [
    'order_id,warehouse_name,warehouse_location,fc_associate,order_status,total_quantity_received,need_by_date,receive_date',
    '101,WH_MTP1,Carterstad,Assoc_1,Received,40,2025-09-02,2025-08-30',
    '102,WH_ULN5,Eileenport,Assoc_2,Received,25,2025-09-20,2025-10-02',
    '103,WH_MTP1,Carterstad,Assoc_1,Pending,0,2025-10-05,',
    '104,WH_EYJ4,West Ralph,Assoc_3,Received,10,2025-08-28,2025-09-15',
    '105,WH_ULN5,Eileenport,Assoc_2,Backordered,5,2025-09-12,',
    '106,WH_EYJ4,West Ralph,Assoc_4,Received,30,2025-10-01,2025-10-09',
    '107,WH_MTP1,Carterstad,Assoc_5,Canceled,0,2025-08-15,',
    '108,WH_ULN5,Eileenport,Assoc_1,Received,12,2025-09-25,2025-09-29',
    '109,WH_EYJ4,West Ralph,Assoc_3,Pending,0,2025-10-10,',
    '110,WH_MTP1,Carterstad,Assoc_2,Received,18,2025-09-05,2025-09-06',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, ORDERS);

test('"received" with a period is of the receive dates, not of the quantity received', () => {
  const september = answered('How many orders were received in September 2025?');
  expect(september.answer).toBe('3');
  expect(september.explanation).toContain('receive_date');
  expect(answered('How many orders were received last month?').answer).toBe('2');
  expect(answered('How many orders are due in September 2025?').answer).toBe('5');
});

test('a column headed as a name is the name, however coded its values look', () => {
  expect(answered('Which warehouse received the fewest units?').names[0]).toBe('WH_EYJ4');
});

test('"processed" needs nothing in the table', () => {
  expect(answered('How many different associates processed orders?').answer).toBe('5');
});

test('"received fewer units than required" compares the two quantities on each row', () => {
  const quantities = csvTables(
    'quantities',
    'warehouse_orders.csv',
    [
      'order_id,total_quantity_required,total_quantity_received',
      '1,40,40',
      '2,30,12',
      '3,25,0',
      '4,10,10',
    ].join('\n'),
  );
  const short = tableAnswerTo('How many orders received fewer units than required?', quantities);
  expect(short.answer).toBe('2');
});

test('"needed" of a handbook question names no need-by date', () => {
  const asked = 'At what annual spend is a Legal review needed?';
  expect(answerTableQuestion(asked, ORDERS, { previous: null, chosen: null })).toBeNull();
});
