import { csvTables } from '@/test/documents/csv-tables';
import { questionWords, readIntent } from '@/lib/documents/answer/question';
import { readAgainst } from '@/lib/documents/answer/tables/table-reading';
import { subjectsOf } from '@/lib/documents/answer/tables/question-subjects';

const T = csvTables('p', 'prices.csv', [
  'date,market,commodity,unit,pricetype,currency,price,usdprice',
  '2024-01-15,Managua,Beans (red),Pound,Retail,USD,0.6,0.6',
  '2024-01-15,Managua,Beans (red),46 KG,Wholesale,NIO,1500,40',
  '2024-02-15,Leon,Maize (white),Pound,Retail,USD,0.2,0.2',
].join('\n'));

test('dbg', () => {
  for (const q of ['What was the average retail price?']) {
    const words = questionWords(q);
    const intent = readIntent(words);
    const r = readAgainst(words, T[0]!.table, intent, T[0]!.documentName);
    console.log(q, JSON.stringify(intent), JSON.stringify({ ...r, dates: undefined }, null, 0).slice(0, 3000));
    console.log(JSON.stringify(subjectsOf(r, intent, { documentId: 'p', tableIndex: 0 })));
  }
});
