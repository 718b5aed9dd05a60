import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * A clothing seller's stock report, one SKU a row, with a pandas index first and an Excel
 * `#REF!` where a SKU was lost (the shape of the twenty-third eval round's stock sheet).
 */
const STOCK = csvTables(
  'stock',
  'Sale Report.csv',
  [
    'index,SKU Code,Design No.,Stock,Category,Size,Color',
    '0,AN201-RED-L,AN201,5.0,AN : LEGGINGS,L,Red',
    '1,AN201-RED-M,AN201,0.0,AN : LEGGINGS,M,Red',
    '2,#REF!,BL006,0.0,BLOUSE,FREE,Black',
    '3,JNE3405-KR-XS,JNE3405,120.0,KURTA,XS,Pink',
    '4,JNE3405-KR-S,JNE3405,80.0,KURTA,S,Pink',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, STOCK);

test("'in the stock report' names the file, not the Stock column; 'on hand' says nothing more", () => {
  expect(answered('How many SKUs are in the stock report?').value).toBe(4);
  expect(answered('How many rows are in the report?').value).toBe(5);
  expect(answered('What is the total stock on hand?').value).toBe(205);
  expect(answered('What is the stock on hand for KURTA?').value).toBe(200);
});
