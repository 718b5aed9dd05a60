/**
 * The table-question set: questions people ask about the figures in the generated spreadsheets
 * and CSV files (scripts/fixtures/tables.ts), each with its expected answer computed here from
 * the records the files were written from. Asked in order as one conversation, as the chat
 * does: every question gets the subject of the last table answer, so follow-ups are tested
 * and fresh questions must not be mistaken for them.
 */
import type { FixtureName } from '../fixtures/catalogue';
import {
  FOOTFALL,
  SALES_RECORDS,
  SHIFT_RECORDS,
  SHRINKAGE_RECORDS,
  TABLE_STORES,
  TARGETS,
  transactionRecordList,
  WEEKLY_UNITS,
  type TransactionRecord,
} from '../fixtures/tables';
import type { TableSubject } from '../../src/domain/table-subject';
import type { DocumentsReply } from '../../src/lib/documents/types';

export const TABLE_DOCUMENTS: FixtureName[] = [
  'store-sales-2024.xlsx',
  'shrinkage-2024.csv',
  'weekly-units.csv',
  'rota-spring-2024.xlsx',
  'footfall.xlsx',
  'transactions-100k.csv',
];

export const BIG_SHEET: FixtureName = 'transactions-100k.csv';

/** A figure (and the first names of a ranking), names only, or the buttons of a question back. */
export type Expected =
  { value: number; names?: string[] } | { names: string[] } | { choices: string[] };

export interface TableQuestion {
  question: string;
  expected: Expected;
  /** Click this button of the previous reply instead of typing (the question is its label). */
  choose?: number;
  /** About the 100,000-row sheet: timed. */
  big?: boolean;
}

const sum = <T>(rows: readonly T[], value: (row: T) => number) =>
  rows.reduce((total, row) => total + value(row), 0);
const mean = <T>(rows: readonly T[], value: (row: T) => number) => sum(rows, value) / rows.length;
const pence = (value: number) => value / 100;

/** Groups ordered by their figure, the largest first (or the smallest). */
function ranked<T>(
  rows: readonly T[],
  key: (row: T) => string,
  figure: (group: T[]) => number,
  order: 'desc' | 'asc' = 'desc',
) {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  const items = [...groups].map(([name, group]) => ({ name, value: figure(group) }));
  items.sort((a, b) => (order === 'desc' ? b.value - a.value : a.value - b.value));
  return items;
}

function top<T>(
  rows: readonly T[],
  key: (row: T) => string,
  figure: (group: T[]) => number,
  order: 'desc' | 'asc' = 'desc',
  count = 1,
): Expected {
  const items = ranked(rows, key, figure, order).slice(0, count);
  return { value: items[0]!.value, names: items.map((item) => item.name) };
}

const sales = SALES_RECORDS;
const shrinkage = SHRINKAGE_RECORDS;
const shifts = SHIFT_RECORDS;
const revenue = (rows: readonly (typeof sales)[number][]) =>
  pence(sum(rows, (row) => row.revenuePence));
const regionOf = (store: string) =>
  TABLE_STORES.find((candidate) => candidate.name === store)!.region;
const weekly = (store: string, week: number) =>
  WEEKLY_UNITS.find((row) => row.store === store)!.units[week - 1]!;
const byWeek = (week: number) =>
  WEEKLY_UNITS.map((row) => ({ store: row.store, units: row.units[week - 1]! }));

function tableQuestions(transactions: readonly TransactionRecord[]): TableQuestion[] {
  const tx = (test: (row: TransactionRecord) => boolean) => transactions.filter(test);
  return [
    // store-sales-2024.xlsx, sheet Sales: title rows, sections, a Total line, £ and % cells.
    {
      question: 'How much revenue did the Coastal stores make in Q2?',
      expected: {
        value: revenue(sales.filter((row) => row.region === 'Coastal' && row.quarter === 'Q2')),
      },
    },
    {
      question: 'What was the total revenue in Q1?',
      expected: { value: revenue(sales.filter((row) => row.quarter === 'Q1')) },
    },
    {
      question: 'How much revenue did Elmstead make this year?',
      expected: { value: revenue(sales.filter((row) => row.store === 'Elmstead')) },
    },
    {
      question: 'How many units did Northgate sell in Q3?',
      expected: {
        value: sum(
          sales.filter((row) => row.store === 'Northgate' && row.quarter === 'Q3'),
          (row) => row.units,
        ),
      },
    },
    {
      question: 'What was the average margin in the North region?',
      expected: {
        value: mean(
          sales.filter((row) => row.region === 'North'),
          (row) => row.margin,
        ),
      },
    },
    {
      question: 'Which store had the highest revenue in Q4?',
      expected: top(
        sales.filter((row) => row.quarter === 'Q4'),
        (row) => row.store,
        revenue,
      ),
    },
    {
      question: 'Which region made the most revenue?',
      expected: top(sales, (row) => row.region, revenue),
    },
    {
      question: 'Top 3 stores by revenue',
      expected: top(sales, (row) => row.store, revenue, 'desc', 3),
    },
    {
      question: 'Which store sold the fewest units in Q1?',
      expected: top(
        sales.filter((row) => row.quarter === 'Q1'),
        (row) => row.store,
        (group) => sum(group, (row) => row.units),
        'asc',
      ),
    },
    {
      question: 'Compare the revenue of Elmstead and Seaview in Q2',
      expected: top(
        sales.filter(
          (row) => row.quarter === 'Q2' && (row.store === 'Elmstead' || row.store === 'Seaview'),
        ),
        (row) => row.store,
        revenue,
        'desc',
        2,
      ),
    },
    {
      question: 'What was the lowest margin in Q3?',
      expected: top(
        sales.filter((row) => row.quarter === 'Q3'),
        (row) => row.store,
        (group) => group[0]!.margin,
        'asc',
      ),
    },
    {
      question: 'How many stores are in the South region?',
      expected: {
        value: new Set(sales.filter((row) => row.region === 'South').map((row) => row.store)).size,
      },
    },
    {
      question: 'Revenue by region in Q4',
      expected: top(
        sales.filter((row) => row.quarter === 'Q4'),
        (row) => row.region,
        revenue,
        'desc',
        4,
      ),
    },
    {
      question: 'What was the average revenue per store in Q1?',
      expected: {
        value: mean(
          sales.filter((row) => row.quarter === 'Q1'),
          (row) => pence(row.revenuePence),
        ),
      },
    },
    {
      question: 'What were the takings of Harbour Point in Q4?',
      expected: {
        value: revenue(
          sales.filter((row) => row.store === 'Harbour Point' && row.quarter === 'Q4'),
        ),
      },
    },
    { question: 'Which region is Pinecrest in?', expected: { names: [regionOf('Pinecrest')] } },
    {
      question: 'What was the margin at Kingsway in Q2?',
      expected: {
        value: sales.find((row) => row.store === 'Kingsway' && row.quarter === 'Q2')!.margin,
      },
    },
    {
      question: 'Which quarter had the most revenue?',
      expected: top(sales, (row) => row.quarter, revenue),
    },

    // store-sales-2024.xlsx, sheets Targets and Store list.
    {
      question: 'What is the Q3 target for the West region?',
      expected: { value: TARGETS.find((row) => row.region === 'West')!.targets[2]! },
    },
    {
      question: 'Which region has the highest Q4 target?',
      expected: top(
        TARGETS,
        (row) => row.region,
        (group) => group[0]!.targets[3]!,
      ),
    },
    {
      question: 'What is the total Q1 target?',
      expected: { value: sum(TARGETS, (row) => row.targets[0]!) },
    },
    { question: 'Which manager is at Riverside?', expected: { names: ['Priti Desai'] } },
    { question: 'What is the floor area of Kingsway?', expected: { value: 21_000 } },
    {
      question: 'Which store has the largest floor area?',
      expected: top(
        TABLE_STORES,
        (store) => store.name,
        (group) => group[0]!.floorArea,
      ),
    },
    {
      question: 'How many stores opened in 2019?',
      expected: { value: TABLE_STORES.filter((store) => store.opened[0] === 2019).length },
    },
    {
      question: 'What is the average floor area in the Coastal region?',
      expected: {
        value: mean(
          TABLE_STORES.filter((store) => store.region === 'Coastal'),
          (store) => store.floorArea,
        ),
      },
    },

    // shrinkage-2024.csv: long, one row per week, store and department.
    {
      question: 'Which department lost the most stock in week 5?',
      expected: top(
        shrinkage.filter((row) => row.week === 5),
        (row) => row.department,
        (group) => sum(group, (row) => row.stockLost),
      ),
    },
    {
      question: 'How much stock did Elmstead lose in week 3?',
      expected: {
        value: sum(
          shrinkage.filter((row) => row.store === 'Elmstead' && row.week === 3),
          (row) => row.stockLost,
        ),
      },
    },
    {
      question: 'What was the total loss value in week 8?',
      expected: {
        value: pence(
          sum(
            shrinkage.filter((row) => row.week === 8),
            (row) => row.lossPence,
          ),
        ),
      },
    },
    {
      question: 'Which store had the highest loss value in week 10?',
      expected: top(
        shrinkage.filter((row) => row.week === 10),
        (row) => row.store,
        (group) => pence(sum(group, (row) => row.lossPence)),
      ),
    },
    {
      question: 'How much stock did the Bakery department lose in weeks 1 and 2?',
      expected: {
        value: sum(
          shrinkage.filter((row) => row.department === 'Bakery' && row.week <= 2),
          (row) => row.stockLost,
        ),
      },
    },
    {
      question: 'What was the average loss value for Dairy?',
      expected: {
        value: mean(
          shrinkage.filter((row) => row.department === 'Dairy'),
          (row) => pence(row.lossPence),
        ),
      },
    },
    {
      question: 'Top 3 departments by loss value',
      expected: top(
        shrinkage,
        (row) => row.department,
        (group) => pence(sum(group, (row) => row.lossPence)),
        'desc',
        3,
      ),
    },
    {
      question: 'Which week had the most stock lost?',
      expected: top(
        shrinkage,
        (row) => String(row.week),
        (group) => sum(group, (row) => row.stockLost),
      ),
    },
    {
      question: 'How many rows are there for Frozen in week 4?',
      expected: {
        value: shrinkage.filter((row) => row.department === 'Frozen' && row.week === 4).length,
      },
    },
    {
      question: 'Compare stock lost at Northgate and Harbour Point in week 6',
      expected: top(
        shrinkage.filter(
          (row) => row.week === 6 && (row.store === 'Northgate' || row.store === 'Harbour Point'),
        ),
        (row) => row.store,
        (group) => sum(group, (row) => row.stockLost),
        'desc',
        2,
      ),
    },
    {
      question: 'Which department lost the least value at Seaview?',
      expected: top(
        shrinkage.filter((row) => row.store === 'Seaview'),
        (row) => row.department,
        (group) => pence(sum(group, (row) => row.lossPence)),
        'asc',
      ),
    },
    {
      question: 'What was the loss value of Produce at Elmstead in week 12?',
      expected: {
        value: pence(
          shrinkage.find(
            (row) => row.department === 'Produce' && row.store === 'Elmstead' && row.week === 12,
          )!.lossPence,
        ),
      },
    },

    // weekly-units.csv: wide (a column per week), semicolons, a title row; then follow-ups.
    {
      question: 'How many units did Elmstead sell in week 5?',
      expected: { value: weekly('Elmstead', 5) },
    },
    { question: 'And week 6?', expected: { value: weekly('Elmstead', 6) } },
    {
      question: 'Which store sold most?',
      expected: top(
        byWeek(6),
        (row) => row.store,
        (group) => group[0]!.units,
      ),
    },
    {
      question: 'What were the total units sold in week 1?',
      expected: { value: sum(byWeek(1), (row) => row.units) },
    },
    {
      question: 'Which store sold the least in week 12?',
      expected: top(
        byWeek(12),
        (row) => row.store,
        (group) => group[0]!.units,
        'asc',
      ),
    },
    {
      question: 'Top 5 stores in week 9',
      expected: top(
        byWeek(9),
        (row) => row.store,
        (group) => group[0]!.units,
        'desc',
        5,
      ),
    },
    {
      question: 'What was the average for week 4?',
      expected: { value: mean(byWeek(4), (row) => row.units) },
    },
    {
      question: 'Did Riverside or Oakfield sell more in week 7?',
      expected: top(
        byWeek(7).filter((row) => row.store === 'Riverside' || row.store === 'Oakfield'),
        (row) => row.store,
        (group) => group[0]!.units,
        'desc',
        2,
      ),
    },

    // rota-spring-2024.xlsx: shifts with dates; the header on row 2.
    {
      question: 'How many hours did Priya Shah work in March?',
      expected: {
        value: sum(
          shifts.filter((row) => row.colleague === 'Priya Shah' && row.month === 3),
          (row) => row.hours,
        ),
      },
    },
    {
      question: 'How many shifts did Tom Reed work in April?',
      expected: {
        value: shifts.filter((row) => row.colleague === 'Tom Reed' && row.month === 4).length,
      },
    },
    {
      question: 'Which colleague worked the most hours in March?',
      expected: top(
        shifts.filter((row) => row.month === 3),
        (row) => row.colleague,
        (group) => sum(group, (row) => row.hours),
      ),
    },
    {
      question: 'What is the average hourly rate for Supervisors?',
      expected: {
        value: mean(
          shifts.filter((row) => row.role === 'Supervisor'),
          (row) => pence(row.ratePence),
        ),
      },
    },
    {
      question: 'How many hours were worked at Westbrook in April?',
      expected: {
        value: sum(
          shifts.filter((row) => row.store === 'Westbrook' && row.month === 4),
          (row) => row.hours,
        ),
      },
    },
    {
      question: 'Which store had the most hours in March?',
      expected: top(
        shifts.filter((row) => row.month === 3),
        (row) => row.store,
        (group) => sum(group, (row) => row.hours),
      ),
    },
    {
      question: 'And in April?',
      expected: top(
        shifts.filter((row) => row.month === 4),
        (row) => row.store,
        (group) => sum(group, (row) => row.hours),
      ),
    },
    {
      question: 'Total hours by role',
      expected: top(
        shifts,
        (row) => row.role,
        (group) => sum(group, (row) => row.hours),
        'desc',
        4,
      ),
    },
    {
      question: 'How many hours did Duty managers work at Kingsway?',
      expected: {
        value: sum(
          shifts.filter((row) => row.role === 'Duty manager' && row.store === 'Kingsway'),
          (row) => row.hours,
        ),
      },
    },

    // footfall.xlsx: the same store in two sheets: which one, or both?
    {
      question: 'How many visitors did Elmstead have?',
      expected: {
        choices: [
          'sheet Weekdays of footfall.xlsx',
          'sheet Weekends of footfall.xlsx',
          'sheets Weekdays and Weekends of footfall.xlsx',
        ],
      },
    },
    {
      question: 'sheet Weekends of footfall.xlsx',
      choose: 1,
      expected: { value: FOOTFALL.Weekends.find((row) => row.store === 'Elmstead')!.visitors },
    },
    {
      question: 'How many visitors did Seaview have at weekends?',
      expected: { value: FOOTFALL.Weekends.find((row) => row.store === 'Seaview')!.visitors },
    },
    {
      question: 'Which store had the most visitors on weekdays?',
      expected: top(
        FOOTFALL.Weekdays,
        (row) => row.store,
        (group) => group[0]!.visitors,
      ),
    },

    // transactions-100k.csv: 100,000 rows.
    {
      question: 'What was the total amount paid by card at Elmstead in June?',
      big: true,
      expected: {
        value: pence(
          sum(
            tx((row) => row.payment === 'Card' && row.store === 'Elmstead' && row.month === 6),
            (row) => row.amountPence,
          ),
        ),
      },
    },
    {
      question: 'Which store had the most units in May?',
      big: true,
      expected: top(
        tx((row) => row.month === 5),
        (row) => row.store,
        (group) => sum(group, (row) => row.units),
      ),
    },
    {
      question: 'How many transactions were in Dairy in Q3?',
      big: true,
      expected: { value: tx((row) => row.department === 'Dairy' && row.quarter === 3).length },
    },
    {
      question: 'What was the average amount for Contactless payments?',
      big: true,
      expected: {
        value: mean(
          tx((row) => row.payment === 'Contactless'),
          (row) => pence(row.amountPence),
        ),
      },
    },
    {
      question: 'Which department had the highest amount in December?',
      big: true,
      expected: top(
        tx((row) => row.month === 12),
        (row) => row.department,
        (group) => pence(sum(group, (row) => row.amountPence)),
      ),
    },
    {
      question: 'Total units by payment',
      big: true,
      expected: top(
        transactions,
        (row) => row.payment,
        (group) => sum(group, (row) => row.units),
        'desc',
        3,
      ),
    },
  ];
}

/** Figures match to the cent (computations in floating point may differ past that). */
function sameFigure(got: number | null, expected: number): boolean {
  return got !== null && Math.abs(got - expected) <= 0.005 + Math.abs(expected) * 1e-9;
}

export function isRight(reply: DocumentsReply, expected: Expected): boolean {
  if ('choices' in expected) {
    return (
      reply.kind === 'clarify' &&
      JSON.stringify(reply.choices.map((choice) => choice.label)) ===
        JSON.stringify(expected.choices)
    );
  }
  if (reply.kind !== 'table-answer') return false;
  if ('value' in expected && !sameFigure(reply.value, expected.value)) return false;
  const names = expected.names ?? [];
  return JSON.stringify(reply.names.slice(0, names.length)) === JSON.stringify(names);
}

function described(reply: DocumentsReply): string {
  switch (reply.kind) {
    case 'table-answer':
      return `${reply.answer} — ${reply.explanation}`;
    case 'clarify':
      return `asked back: ${reply.choices.map((choice) => choice.label).join(' | ')}`;
    case 'answer':
      return `passages: ${reply.passages.map((hit) => `${hit.citation.documentName} ${hit.citation.locationLabel}`).join(' | ')}`;
    default:
      return reply.kind;
  }
}

export interface TableQualityReport {
  questions: number;
  documents: number;
  right: number;
  wrong: { question: string; expected: string; got: string }[];
  /** Milliseconds per question about the 100,000-row sheet (first ask, so cold). */
  bigSheetMs: { question: string; ms: number }[];
}

export type Ask = (
  question: string,
  context: { previous: TableSubject | null; chosen: TableSubject | null },
) => Promise<DocumentsReply>;

/** Asks every question in order, as one conversation, and scores the answers. */
export async function scoreTableQuestions(
  ask: Ask,
  now: () => number,
): Promise<TableQualityReport> {
  const questions = tableQuestions(transactionRecordList());
  let previous: TableSubject | null = null;
  let last: DocumentsReply | null = null;
  const report: TableQualityReport = {
    questions: questions.length,
    documents: TABLE_DOCUMENTS.length,
    right: 0,
    wrong: [],
    bigSheetMs: [],
  };
  for (const entry of questions) {
    const chosen =
      entry.choose !== undefined && last?.kind === 'clarify'
        ? (last.choices[entry.choose]?.subject ?? null)
        : null;
    const started = now();
    const reply = await ask(entry.question, { previous, chosen });
    if (entry.big) report.bigSheetMs.push({ question: entry.question, ms: now() - started });
    if (reply.kind === 'table-answer') previous = reply.subject;
    last = reply;
    if (isRight(reply, entry.expected)) report.right += 1;
    else
      report.wrong.push({
        question: entry.question,
        expected: JSON.stringify(entry.expected),
        got: described(reply),
      });
  }
  return report;
}
