import type { TableSubject } from '@domain/table-subject';
import type { DataTable, DocumentsReply, TableColumn, VisibleTable } from '../../types';
import { listed, formatNumber } from '../../text/labels';
import { citeRows, placeOf, rangeEnds } from './answer-text';
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

/**
 * The tables a question about the tables themselves asks about: those it names, else all of them
 * (empty when it asks a figure).
 */
export function overviewAsked(
  question: string,
  tables: readonly VisibleTable[],
): readonly VisibleTable[] {
  const named = tables.filter((source) => namesFile(question, source));
  if (!OVERVIEW_ASKED.test(question) && !(DESCRIBE.test(question) && named.length > 0)) return [];
  const fileWords = new Set(named.flatMap((source) => wordsOf(source.documentName)));
  if (wordsOf(question).some((word) => !OVERVIEW_WORDS.has(word) && !fileWords.has(word)))
    return [];
  return named.length > 0 ? named : tables;
}

/** A column's lowest and highest cells: '0.44 to 22,638.48', '2014-01-03 to 2017-12-30'. */
function extremes(table: DataTable, column: number): string {
  const subject: TableSubject = {
    documentId: '',
    tableIndex: 0,
    column,
    reduction: 'range',
    filters: [],
    groupBy: null,
    ranking: null,
  };
  return rangeEnds(table, subject, [...table.rowNumbers.keys()]);
}

/** What one column holds: 'numbers, 0.44 to 22,638.48', '4 values: Central, East, South, West'. */
function holds(table: DataTable, column: number): string {
  const cells: TableColumn = table.columns[column]!;
  if (vocabularyOf(table).identifiers.has(column))
    return `codes, ${formatNumber(distinctCount(cells))} different`;
  if (cells.kind === 'number') return `numbers, ${extremes(table, column)}`;
  if (cells.kind === 'date') return `dates, ${extremes(table, column)}`;
  if (cells.kind !== 'text') return 'numbers with units';
  const values = cells.dictionary;
  const count = `${formatNumber(values.length)} ${values.length === 1 ? 'value' : 'values'}`;
  const readFrom = cells.readFrom === undefined ? '' : `, read from ${cells.readFrom}`;
  if (values.length <= LISTED_VALUES)
    return `${count}${readFrom}: ${[...values].sort().join(', ')}`;
  return `${count}${readFrom}, such as ${listed(values.slice(0, 3))}`;
}

/** The rows and the file's own columns, not those read from its addresses. */
const size = ({ table }: VisibleTable) => {
  const columns = table.columns.filter((column) => column.kind !== 'text' || !column.readFrom);
  return `${formatNumber(table.rowNumbers.length)} rows, ${columns.length} columns`;
};

/**
 * What the tables hold, as an answer: how many rows and columns, what each column holds (in a
 * table the chat captions 'Contents by Column'), and what each can answer, citing their rows.
 */
export function overviewReply(
  question: string,
  sources: readonly VisibleTable[],
): Extract<DocumentsReply, { kind: 'table-answer' }> {
  const [first] = sources as [VisibleTable];
  const several = sources.length > 1;
  const sizes = sources.map((source) => `${placeOf(source)} (${size(source)})`);
  const columns = sources.flatMap((source) =>
    source.table.columns.map((column, index) => [
      ...(several ? [placeOf(source)] : []),
      column.name,
      holds(source.table, index),
    ]),
  );
  return {
    kind: 'table-answer',
    question,
    answer: several ? `${sources.length} tables: ${listed(sizes)}` : size(first),
    explanation: sources.map((source) => `${placeOf(source)}: ${whatItAnswers(source)}`).join(' '),
    citations: sources.flatMap((source) => citeRows(source, [...source.table.rowNumbers.keys()])),
    subject: {
      documentId: first.documentId,
      tableIndex: first.tableIndex,
      column: null,
      reduction: 'count',
      filters: [],
      groupBy: null,
      ranking: null,
    },
    value: several ? null : first.table.rowNumbers.length,
    names: [],
    table: {
      columns: [...(several ? ['Table'] : []), 'Column', 'Contents'],
      rows: columns,
      values: columns.map(() => null),
      chart: null,
    },
    alternatives: [],
  };
}
