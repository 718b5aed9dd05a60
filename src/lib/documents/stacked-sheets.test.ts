import { buildXlsx, type CellValue } from '../../../scripts/fixtures/builders';
import { answerTableQuestion } from './answer/tables/answer-table-question';
import { BudgetMeter, READ_BUDGET } from './read/parsers/budget';
import { parseXlsx } from './read/parsers/xlsx';
import { readTables } from './read/typed-tables';
import { stackedSheets, withStackedSheets } from './stacked-sheets';
import type { DataTable, VisibleTable } from './types';

const HEADER = ['Invoice ID', 'Branch', 'City', 'Payment', 'Total'];
/** A month per sheet, as a public supermarket export has them; March adds a column. */
const MONTHS: { name: string; rows: CellValue[][] }[] = [
  {
    name: 'January',
    rows: [
      HEADER,
      ['750-67', 'A', 'Yangon', 'Cash', 100],
      ['226-31', 'C', 'Naypyitaw', 'Cash', 40],
    ],
  },
  {
    name: 'February',
    rows: [
      HEADER,
      ['631-41', 'A', 'Yangon', 'Ewallet', 10],
      ['123-19', 'B', 'Mandalay', 'Cash', 7],
    ],
  },
  {
    name: 'March',
    rows: [
      [...HEADER, 'Rating'],
      ['373-73', 'C', 'Naypyitaw', 'Cash', 30, 9.1],
      ['699-14', 'B', 'Mandalay', 'Ewallet', 5, 6.2],
      ['355-53', 'B', 'Mandalay', 'Cash', 1, 8],
    ],
  },
  {
    name: 'Targets',
    rows: [
      ['Branch', 'Target'],
      ['A', 90],
      ['B', 20],
    ],
  },
];

async function workbookTables(): Promise<DataTable[]> {
  const parsed = await parseXlsx(buildXlsx(MONTHS), 'sales.xlsx');
  return readTables(parsed, new BudgetMeter(READ_BUDGET, 'sales.xlsx'));
}

async function visible(): Promise<VisibleTable[]> {
  return withStackedSheets(await workbookTables()).map((table, tableIndex) => ({
    documentId: 'sales',
    documentName: 'sales.xlsx',
    classification: 'Public',
    tableIndex,
    table,
  }));
}

test('sheets holding the same columns stack into one table; another sheet stays apart', async () => {
  const [stacked, ...others] = stackedSheets(await workbookTables());
  expect(others).toEqual([]);
  expect(stacked!.sheet).toBe('January, February and March');
  expect(stacked!.stacked).toEqual([
    { sheet: 'January', rows: 2 },
    { sheet: 'February', rows: 2 },
    { sheet: 'March', rows: 3 },
  ]);
  expect([...stacked!.rowNumbers]).toEqual([2, 3, 2, 3, 2, 3, 4]);
  expect(stacked!.columns.map((column) => column.name)).toEqual([...HEADER, 'Rating']);
  const rating = stacked!.columns[5]!;
  expect(rating.kind === 'number' && [...rating.values]).toEqual([
    Number.NaN,
    Number.NaN,
    Number.NaN,
    Number.NaN,
    9.1,
    6.2,
    8,
  ]);
});

test('a question about every month offers each sheet and then all of them, cited sheet by sheet', async () => {
  const tables = await visible();
  const asked = answerTableQuestion('What is the total by branch?', tables, {
    previous: null,
    chosen: null,
  });
  expect(asked?.kind).toBe('clarify');
  if (asked?.kind !== 'clarify') return;
  expect(asked.choices.map((choice) => choice.label)).toEqual([
    'sheet January of sales.xlsx',
    'sheet February of sales.xlsx',
    'sheet March of sales.xlsx',
    'sheets January, February and March of sales.xlsx',
  ]);
  const reply = answerTableQuestion('What is the total by branch?', tables, {
    previous: null,
    chosen: asked.choices[3]!.subject,
  });
  expect(reply?.kind).toBe('table-answer');
  if (reply?.kind !== 'table-answer') return;
  expect(reply.table?.rows.map((row) => row[0])).toEqual(['A', 'C', 'B']);
  expect(reply.table?.values).toEqual([110, 70, 13]);
  expect(reply.citations.map((citation) => citation.locationLabel)).toEqual([
    'sheet January, rows 2-3',
    'sheet February, rows 2-3',
    'sheet March, rows 2-4',
  ]);
});

test('a question naming one sheet is answered from it alone', async () => {
  const reply = answerTableQuestion('What is the total in the January sheet?', await visible(), {
    previous: null,
    chosen: null,
  });
  expect(reply?.kind === 'table-answer' && reply.value).toBe(140);
});
