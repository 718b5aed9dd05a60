import { BudgetMeter, READ_BUDGET } from '../../read/parsers/budget';
import { parseCsv } from '../../read/parsers/csv';
import { readTables } from '../../read/typed-tables';
import { questionWords, readIntent } from '../question';
import { readAgainst } from './table-reading';

const [TABLE] = readTables(
  parseCsv(
    [
      'Week,Store,Department,Stock lost,Loss value,Date',
      '5,Harbour Point,Bakery,12,£30.50,2024-03-04',
      '6,Harbour,Produce,20,£44.00,2024-04-09',
    ].join('\n'),
  ),
  new BudgetMeter(READ_BUDGET, 'test'),
);

const read = (question: string, table = TABLE!) => {
  const words = questionWords(question);
  return readAgainst(words, table, readIntent(words));
};

test('intent: order, a number of results, totals, counts, comparisons, follow-up openers', () => {
  const intent = (question: string) => readIntent(questionWords(question));
  expect(intent('Top 3 stores by revenue')).toMatchObject({ order: 'desc', limit: 3 });
  expect(intent('the five lowest')).toMatchObject({ order: 'asc', limit: 5 });
  expect(intent('How much did we take?')).toMatchObject({ total: true, count: false });
  expect(intent('How many shifts?')).toMatchObject({ count: true });
  expect(intent('Elmstead or Northgate?')).toMatchObject({ compare: true });
  expect(intent('And week 6?')).toMatchObject({ followUp: true });
  expect(intent('What about Elmstead?')).toMatchObject({ followUp: true });
  expect(intent('Android sales')).toMatchObject({ followUp: false });
});

test('the longest value wins, a header followed by numbers filters, and synonyms name the measure', () => {
  const reading = read('Which department lost the most stock at Harbour Point in weeks 5 and 6?');
  expect(reading.filters).toEqual([
    [{ column: 1, kind: 'text', values: ['Harbour Point'] }],
    [{ column: 0, kind: 'number', values: [5, 6] }],
  ]);
  expect(reading).toMatchObject({
    groupBy: 2,
    measures: [3],
    measureFull: true,
    measureNamed: true,
  });
});

test('months, quarters and years filter the date column; a capitalised unknown name is a stranger', () => {
  const day = (month: number, date: number) => Date.UTC(2024, month - 1, date) / 86_400_000;
  expect(read('Loss value in April 2024').filters).toEqual([
    [{ column: 5, kind: 'days', from: day(4, 1), to: day(4, 30) }],
  ]);
  expect(read('Loss value in Q2').filters).toEqual([
    [{ column: 5, kind: 'date', part: 'quarter', value: 2 }],
  ]);
  expect(read('May I see the loss value?').filters).toEqual([]);
  expect(read('Loss value at Secretville').strangers).toBe(1);
  expect(read('Loss value at Harbour').strangers).toBe(0);
});

test('what is sold is counted in units, but only implies the measure', () => {
  const [units] = readTables(
    parseCsv('Store,Units\nElmstead,5'),
    new BudgetMeter(READ_BUDGET, 'u'),
  );
  const reading = read('Which store sold most?', units!);
  expect(reading).toMatchObject({ groupBy: 0, measures: [1], measureNamed: false });
});
