import { buildXlsx, type CellValue } from '../../../../../scripts/fixtures/builders';
import type { VisibleTable } from '../../types';
import { BudgetMeter, READ_BUDGET } from '../../read/parsers/budget';
import { parseXlsx } from '../../read/parsers/xlsx';
import {
  answerTableQuestion,
  type TableQuestionContext,
  type TableReply,
} from './answer-table-question';
import { readTables } from '../../read/typed-tables';
import { tableSubject } from '@/test/documents/table-subject';
import { csvTables } from '@/test/documents/csv-tables';

async function workbookTables(
  documentId: string,
  documentName: string,
  sheets: { name: string; rows: CellValue[][] }[],
): Promise<VisibleTable[]> {
  const parsed = await parseXlsx(buildXlsx(sheets), documentName);
  return readTables(parsed, new BudgetMeter(READ_BUDGET, documentName)).map(
    (table, tableIndex) => ({
      documentId,
      documentName,
      classification: 'Confidential',
      tableIndex,
      table,
    }),
  );
}

const SHRINKAGE = csvTables(
  'shrink',
  'shrinkage.csv',
  [
    'Week,Store,Department,Stock lost,Loss value',
    '5,Elmstead,Bakery,12,£30.50',
    '5,Elmstead,Produce,20,£44.00',
    '5,Harbour Point,Bakery,7,£15.00',
    '5,Harbour Point,Produce,30,£61.25',
    '6,Elmstead,Bakery,9,£22.00',
    '6,Elmstead,Produce,4,£8.00',
    '6,Harbour Point,Bakery,15,£33.00',
    '6,Harbour Point,Produce,5,£9.75',
  ].join('\n'),
);

const UNITS = csvTables(
  'units',
  'units.csv',
  [
    'Store,Week,Units',
    'Elmstead,5,120',
    'Elmstead,6,90',
    'Harbour Point,5,100',
    'Harbour Point,6,140',
    'Northgate,5,80',
    'Northgate,6,60',
  ].join('\n'),
);

const SALES = csvTables(
  'sales',
  'regional-sales.csv',
  [
    'Quarterly sales by store',
    '',
    'Store,Region,Quarter,Revenue,Margin,Opened',
    'Elmstead,Coastal,Q1,"£10,000",10%,2019-03-01',
    'Elmstead,Coastal,Q2,"£12,500",12%,2019-03-01',
    'Harbour Point,Coastal,Q1,"£8,000",8%,2021-06-15',
    'Harbour Point,Coastal,Q2,"£9,500.50",9%,2021-06-15',
    'Northgate,North,Q1,"£20,000",15%,2018-01-20',
    'Northgate,North,Q2,"£21,000",16%,2018-01-20',
    'Total,,,"£81,000.50",,',
  ].join('\n'),
);

const LIBRARY = [...SHRINKAGE, ...UNITS, ...SALES];
const NONE: TableQuestionContext = { previous: null, chosen: null };

function ask(question: string, tables = LIBRARY, context = NONE): TableReply {
  const reply = answerTableQuestion(question, tables, context);
  if (!reply) throw new Error(`Not read as a table question: ${question}`);
  return reply;
}

function answered(question: string, tables = LIBRARY, context = NONE) {
  const reply = ask(question, tables, context);
  if (reply.kind !== 'table-answer') throw new Error(`Asked back: ${JSON.stringify(reply)}`);
  return reply;
}

describe('figures', () => {
  test('a total over filtered rows, said with how it was computed and the rows cited', () => {
    const reply = answered('How much revenue did the Coastal stores make in Q2?');
    expect(reply.answer).toBe('£22,000.50');
    expect(reply.value).toBe(22_000.5);
    expect(reply.explanation).toBe(
      'Sum of Revenue where Region is Coastal and Quarter is Q2, 2 rows.',
    );
    expect(reply.citations.map((citation) => citation.locationLabel)).toEqual(['row 5', 'row 7']);
    expect(reply.citations[0]).toMatchObject({
      documentId: 'sales',
      documentName: 'regional-sales.csv',
    });
  });

  test('synonyms of a header: takings are revenue', () => {
    expect(answered('What were the total takings for Northgate?').value).toBe(41_000);
  });

  test('a percentage column is averaged', () => {
    const reply = answered('What was the margin in the Coastal region?');
    expect(reply.value).toBe(9.75);
    expect(reply.answer).toBe('9.75%');
    expect(reply.explanation).toMatch(/^Average of Margin where Region is Coastal, 4 rows\.$/);
  });

  test('an average, a count of rows and a count of distinct values', () => {
    expect(answered('What is the average revenue in Q1?').value).toBeCloseTo(38_000 / 3);
    expect(answered('How many stores are in the Coastal region?')).toMatchObject({
      value: 2,
      explanation: 'Count of distinct Store where Region is Coastal, 4 rows.',
    });
    expect(answered('How many rows are there for Elmstead in week 5?', SHRINKAGE).value).toBe(2);
  });

  test('a header followed by numbers filters on them: weeks 5 and 6', () => {
    expect(answered('How much stock did Elmstead lose in weeks 5 and 6?').value).toBe(45);
    expect(answered('Total loss value in week 5').answer).toBe('£150.75');
  });

  test('dates are filtered by year', () => {
    expect(answered('What was the revenue of stores opened in 2019?').value).toBe(22_500);
  });
});

describe('names, rankings and comparisons', () => {
  test('which group leads: the department that lost the most stock in week 5', () => {
    const reply = answered('Which department lost the most stock in week 5?');
    expect(reply.names[0]).toBe('Produce');
    expect(reply.answer).toBe('Produce (50)');
    expect(reply.explanation).toBe(
      'Sum of Stock lost by Department where Week is 5, the largest of 2 departments (4 rows): Produce 50; Bakery 19.',
    );
    expect(reply.citations.map((citation) => citation.locationLabel)).toEqual(['row 3', 'row 5']);
  });

  test('the top N groups, and the smallest', () => {
    expect(answered('Top 2 stores by revenue').names).toEqual(['Northgate', 'Elmstead']);
    expect(answered('Which store had the lowest revenue?').names).toEqual(['Harbour Point']);
  });

  test('the largest single row is named by its first text column, and its date', () => {
    const reply = answered('What was the highest revenue in Q1?');
    expect(reply).toMatchObject({ value: 20_000, names: ['Northgate, 2018-01-20'] });
  });

  test('two values of one column compared', () => {
    const reply = answered('Did Elmstead or Harbour Point sell more units in week 6?');
    expect(reply.names).toEqual(['Harbour Point', 'Elmstead']);
    expect(reply.explanation).toContain('difference 50');
  });

  test('a value looked up: which region a store is in', () => {
    expect(answered('Which region is Harbour Point in?')).toMatchObject({
      answer: 'Coastal',
      names: ['Coastal'],
    });
  });

  test('a breakdown by a column, largest first', () => {
    expect(answered('Revenue by region').names).toEqual(['North', 'Coastal']);
  });

  test('no rows match', () => {
    expect(answered('How much revenue did Northgate make in Q4?', SALES)).toMatchObject({
      answer: 'No rows match',
      value: null,
      citations: [],
    });
  });
});

describe('questions that are not about figures', () => {
  test.each([
    'What are the Sunday trading hours?',
    'Who manages the Pinecrest store?',
    'How many days do customers have to return electronics?',
    'What is the most cash a till can hold before a skim?',
  ])('%s is left to the passages', (question) => {
    expect(answerTableQuestion(question, LIBRARY, NONE)).toBeNull();
  });
});

describe('follow-up questions', () => {
  test('"And week 6?" keeps the store; "Which store sold most?" keeps the week', () => {
    const first = answered('How many units did Elmstead sell in week 5?');
    expect(first.value).toBe(120);
    const second = answered('And week 6?', LIBRARY, { previous: first.subject, chosen: null });
    expect(second.value).toBe(90);
    expect(second.explanation).toBe('Sum of Units where Store is Elmstead and Week is 6, 1 row.');
    const third = answered('Which store sold most?', LIBRARY, {
      previous: second.subject,
      chosen: null,
    });
    expect(third).toMatchObject({
      names: ['Harbour Point', 'Elmstead', 'Northgate'].slice(0, 1),
      value: 140,
    });
    expect(third.explanation).toContain('where Week is 6');
  });

  test('in a wide table the weeks are columns, and follow-ups work the same', async () => {
    const wide = await workbookTables('wide', 'weekly.xlsx', [
      {
        name: 'Units',
        rows: [
          ['Units sold per week'],
          ['Store', 'Week 5', 'Week 6'],
          ['Elmstead', 120, 90],
          ['Harbour Point', 100, 140],
        ],
      },
    ]);
    const first = answered('How many units did Elmstead sell in week 5?', wide);
    expect(first.value).toBe(120);
    const second = answered('And week 6?', wide, { previous: first.subject, chosen: null });
    expect(second.value).toBe(90);
    const third = answered('Which store sold most?', wide, {
      previous: second.subject,
      chosen: null,
    });
    expect(third.names[0]).toBe('Harbour Point');
  });

  test('a new, complete question does not inherit', () => {
    const first = answered('How many units did Elmstead sell in week 5?');
    const next = answered('How many units did Northgate sell in week 6?', LIBRARY, {
      previous: first.subject,
      chosen: null,
    });
    expect(next.value).toBe(60);
  });

  test('a follow-up about a table that is no longer visible is read afresh', () => {
    const first = answered('How many units did Elmstead sell in week 5?');
    expect(
      answerTableQuestion('And week 6?', SALES, { previous: first.subject, chosen: null }),
    ).toBeNull();
  });
});

describe('ambiguous questions', () => {
  test('a store in two sheets: which sheet, and the chosen one answers', async () => {
    const tables = await workbookTables('book', 'sales.xlsx', [
      {
        name: 'Spring',
        rows: [
          ['Store', 'Sales'],
          ['Elmstead', 100],
          ['Northgate', 50],
        ],
      },
      {
        name: 'Summer',
        rows: [
          ['Store', 'Sales'],
          ['Elmstead', 300],
          ['Northgate', 70],
        ],
      },
    ]);
    const reply = ask("What were Elmstead's sales?", tables);
    expect(reply.kind).toBe('clarify');
    if (reply.kind !== 'clarify') return;
    expect(reply.message).toBe('That is in more than one table. Which one do you mean?');
    expect(reply.choices.map((choice) => choice.label)).toEqual([
      'sheet Spring of sales.xlsx',
      'sheet Summer of sales.xlsx',
    ]);
    const chosen = answered(reply.choices[1]!.label, tables, {
      previous: null,
      chosen: reply.choices[1]!.subject,
    });
    expect(chosen.value).toBe(300);
    expect(chosen.citations[0]?.locationLabel).toBe('sheet Summer, row 2');
    // Naming the sheet settles it.
    expect(answered("What were Elmstead's sales in Spring?", tables).value).toBe(100);
  });

  test('two columns called Sales', () => {
    const tables = csvTables(
      'two',
      'two-sales.csv',
      'Store,Sales,Sales\nElmstead,5,500\nNorthgate,7,700',
    );
    const reply = ask('What were the sales at Elmstead?', tables);
    expect(reply.kind === 'clarify' && reply.choices.map((choice) => choice.label)).toEqual([
      'Sales (column B)',
      'Sales (column C)',
    ]);
  });

  test('identical answers from two tables need no question', () => {
    const copy = UNITS.map((table) => ({ ...table, documentId: 'units-copy' }));
    expect(answered('How many units did Elmstead sell in week 5?', [...UNITS, ...copy]).value).toBe(
      120,
    );
  });

  test('a chosen reading whose table is gone is not answered', () => {
    const subject = tableSubject({ documentId: 'gone' });
    expect(answerTableQuestion('Sales', LIBRARY, { previous: null, chosen: subject })).toBeNull();
  });
});
