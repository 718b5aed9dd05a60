import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * Weekly stock snapshots, as a retailer's stock export has them: one row per week, store and
 * product, the units on hand in `Quantity Available`, products and suppliers as codes.
 */
const STOCK = csvTables(
  'stock',
  'store-stock.csv',
  [
    'Inventory Date,Category,Product ID,Quantity Available,Store,Supplier',
    '2023-10-01,Beauty,BE4227,21,Oxford Street,SP4',
    '2023-10-08,Beauty,BE4227,9,Oxford Street,SP4',
    '2023-10-01,Beauty,BE4227,10,Wembley,SP4',
    '2023-10-08,Beauty,BE4227,4,Wembley,SP4',
    '2023-10-01,Clothes,CL1828,12,Oxford Street,SP1',
    '2023-10-08,Clothes,CL1828,10,Oxford Street,SP1',
    '2023-10-01,Clothes,CL1828,30,Wembley,SP1',
    '2023-10-08,Clothes,CL1828,25,Wembley,SP1',
    '2023-10-01,Home,HO7446,7,Wembley,SP2',
    '2023-10-08,Home,HO7446,10,Wembley,SP2',
  ].join('\n'),
);

/** Order lines with a quantity headed `Qty` and no column named after the items counted. */
const ORDERS = csvTables(
  'orders',
  'order-lines.csv',
  [
    'Order ID,Product,Qty,Price',
    'A1,Mug,1,4.50',
    'A2,Mug,3,4.50',
    'A3,Plate,5,7.00',
    'A4,Plate,2,7.00',
    'A5,Bowl,4,6.25',
  ].join('\n'),
);

test('"10 units or fewer available": the comparison after the unit, the header said around it', () => {
  const low = tableAnswerTo('How many stock records show 10 units or fewer available?', STOCK);
  expect(low.answer).toBe('6');
  expect(low.explanation).toMatch(/Quantity Available is at most 10/);
});

test('"3 items or more": items naming no column count the quantity', () => {
  const big = tableAnswerTo('How many order lines have 3 items or more?', ORDERS);
  expect(big.answer).toBe('3');
  expect(big.explanation).toMatch(/Qty is at least 3/);
});

test('"or fewer" read as the condition ranks nothing: every group is listed', () => {
  const each = tableAnswerTo(
    'How many records with 10 units or fewer does each supplier have?',
    STOCK,
  );
  expect(each.explanation).not.toMatch(/smallest/);
  expect(each.table?.rows).toHaveLength(3);
  // Asked to rank, it still ranks.
  const fewest = tableAnswerTo(
    'Which supplier has the fewest records with 10 or fewer units?',
    STOCK,
  );
  expect(fewest.names[0]).toBe('SP1');
});

test('"stock" of a quantity headed as held (Quantity Available), not the Inventory Date', () => {
  const average = tableAnswerTo('What is the average stock level at Wembley?', STOCK);
  expect(average.explanation).toMatch(/^Average of Quantity Available where Store is Wembley/);
  expect(average.answer).toBe('14.33');
  expect(tableAnswerTo('Which store held the most stock?', STOCK).names[0]).toBe('Wembley');
  expect(tableAnswerTo('Which product had the lowest average stock level?', STOCK).names[0]).toBe(
    'HO7446',
  );
});

test('"over the period" of a dated table is all its dates: every row kept', () => {
  const most = tableAnswerTo('Which store held the most stock in total over the period?', STOCK);
  expect(most.answer).toBe('Wembley (86)');
  const average = tableAnswerTo(
    'What was the average quantity available across the whole period?',
    STOCK,
  );
  expect(average.explanation).toBe('Average of Quantity Available, 10 rows.');
});
