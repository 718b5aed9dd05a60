import type { TableSubject } from '@domain/table-subject';
import type { DataTable, DocumentsReply, TableColumn, VisibleTable } from '../../types';
import { listed } from '../../text/labels';
import { reduce } from './aggregate';
import { citeRows } from './answer-text';
import { formatFigure } from './figure-words';
import { wordsOf } from './lexicon';
import { whatItAnswers } from './unmatched';
import { distinctCount, vocabularyOf } from './table-vocabulary';

/**
 * 'What columns does it have?', 'list the fields', 'describe this data', 'what's in the
 * spreadsheet', 'give me an overview of the table': what the table holds, not a figure.
 */
const OVERVIEW_ASKED =
  /\b(?:what|which)\s+(?:columns|fields|headers|variables)\b|\blist\s+(?:all\s+)?(?:the\s+|its\s+)?(?:columns|fields|headers)\b|\b(?:describe|summari[sz]e|overview\s+of)\s+(?:the\s+|this\s+|my\s+)?(?:data(?:set)?|table|file|sheet|spreadsheet|csv|workbook)\b|\bwhat(?:'s|’s|\s+is)\s+in\s+(?:the|this|my)\s+(?:data(?:set)?|table|file|sheet|spreadsheet)\b/i;

/** 'Summarise superstore.csv', 'describe sales_2017': a request naming the file itself. */
const DESCRIBE =
  /^\s*(?:please\s+)?(?:describe|summari[sz]e|give\s+(?:me\s+)?an\s+overview\s+of)\b/i;

/**
 * The only words such a request has besides the file's name: 'What fields are required on the
 * expense form?' asks a handbook, not the table.
 */
const OVERVIEW_WORDS = new Set(
  (
    'what which does do did it have has are is there the this that my in of a an all its list ' +
    'show me give please describe summarise summarize overview columns column fields field ' +
    'headers variables data dataset table file sheet spreadsheet csv workbook contain contains ' +
    's available included inside'
  ).split(' '),
);

/** Values of a text column listed in full up to this many; more are counted. */
const LISTED_VALUES = 5;

/** Whether the question names this table's file ('superstore.csv', 'the superstore file'). */
function namesFile(question: string, source: VisibleTable): boolean {
  const asked = new Set(wordsOf(question));
  const name = wordsOf(source.documentName.replace(/\.[a-z]+$/i, ''));
  return name.length > 0 && name.every((word) => asked.has(word));
}

/** The table a question about the table itself asks about, or null when it asks a figure. */
export function overviewAsked(
  question: string,
  tables: readonly VisibleTable[],
): VisibleTable | null {
  const named = tables.filter((source) => namesFile(question, source));
  if (!OVERVIEW_ASKED.test(question) && !(DESCRIBE.test(question) && named.length > 0)) return null;
  const fileWords = new Set(named.flatMap((source) => wordsOf(source.documentName)));
  if (wordsOf(question).some((word) => !OVERVIEW_WORDS.has(word) && !fileWords.has(word)))
    return null;
  if (named.length === 1) return named[0]!;
  return tables.length === 1 ? tables[0]! : null;
}

function extremes(table: DataTable, column: number): string {
  const subject = (reduction: 'min' | 'max'): TableSubject => ({
    documentId: '',
    tableIndex: 0,
    column,
    reduction,
    filters: [],
    groupBy: null,
    ranking: null,
  });
  const rows = [...table.rowNumbers.keys()];
  const [low, high] = (['min', 'max'] as const).map((reduction) =>
    formatFigure(
      reduce(table, subject(reduction), rows),
      table.columns[column],
      subject(reduction),
    ),
  );
  return `${low} to ${high}`;
}

/** What one column holds: 'numbers, 0.44 to 22,638.48', '4 values: Central, East, South, West'. */
function holds(table: DataTable, column: number): string {
  const cells: TableColumn = table.columns[column]!;
  if (vocabularyOf(table).identifiers.has(column))
    return `codes, ${distinctCount(cells).toLocaleString('en-US')} different`;
  if (cells.kind === 'number') return `numbers, ${extremes(table, column)}`;
  if (cells.kind === 'date') return `dates, ${extremes(table, column)}`;
  if (cells.kind !== 'text') return 'numbers with units';
  const values = cells.dictionary;
  const count = `${values.length.toLocaleString('en-US')} ${values.length === 1 ? 'value' : 'values'}`;
  if (values.length <= LISTED_VALUES) return `${count}: ${[...values].sort().join(', ')}`;
  return `${count}, such as ${listed(values.slice(0, 3))}`;
}

/**
 * What a table holds, as an answer: how many rows and columns, what each column holds (in a
 * table), and what it can answer, citing its rows.
 */
export function overviewReply(
  question: string,
  source: VisibleTable,
): Extract<DocumentsReply, { kind: 'table-answer' }> {
  const { table } = source;
  const rows = table.rowNumbers.length;
  const columns = table.columns.length;
  return {
    kind: 'table-answer',
    question,
    answer: `${rows.toLocaleString('en-US')} rows, ${columns} columns`,
    explanation: `${source.documentName}: ${whatItAnswers(source)}`,
    citations: citeRows(source, [...table.rowNumbers.keys()]),
    subject: {
      documentId: source.documentId,
      tableIndex: source.tableIndex,
      column: null,
      reduction: 'count',
      filters: [],
      groupBy: null,
      ranking: null,
    },
    value: rows,
    names: [],
    table: {
      columns: ['Column', 'Holds'],
      rows: table.columns.map((column, index) => [column.name, holds(table, index)]),
      values: table.columns.map(() => null),
      chart: null,
    },
    alternatives: [],
  };
}
