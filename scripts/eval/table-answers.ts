import type { DocumentsReply, ResultTable } from '@/lib/documents/types';
import type { ExpectedTableAnswer, Unit } from './questions';

/** Whether a reply is right, and what it said (for the list of failures). */
export interface Verdict {
  right: boolean;
  got: string;
}

type TableAnswer = Extract<DocumentsReply, { kind: 'table-answer' }>;

const MONTHS =
  'january february march april may june july august september october november december'.split(
    ' ',
  );

/** Case, spacing and curly quotes aside. */
export function fold(text: string): string {
  return text.toLowerCase().replace(/[‘’]/g, "'").replace(/\s+/g, ' ').trim();
}

/** The first figure written in a text: '$2,297,354' → 2297354, '-£8,880.5' → -8880.5. */
export function figureIn(text: string): number | null {
  const match = /([-−]?)[$£€]?\s*(\d[\d,]*(?:\.\d+)?)/.exec(text);
  if (!match) return null;
  const value = Number(match[2]!.replace(/,/g, ''));
  return match[1] ? -value : value;
}

/** A share may be given as a fraction (0.3158) or in percent (31.58): both say the same. */
function close(got: number | null, expected: number, unit: Unit, tolerance: number): boolean {
  if (got === null || Number.isNaN(got)) return false;
  const candidates = unit === 'percent' ? [got, got * 100] : [got];
  return candidates.some((candidate) => Math.abs(candidate - expected) <= tolerance + 1e-9);
}

/**
 * The period a row label names, as the expected trend groups write it ('2017-01', '2017'):
 * 'Jan 2017', 'January 2017', '2017-01', '01/2017' and '2017' are read; anything else is null.
 */
export function periodOf(label: string): string | null {
  const text = fold(label);
  const iso = /^(\d{4})-(\d{1,2})$/.exec(text);
  if (iso) return `${iso[1]}-${iso[2]!.padStart(2, '0')}`;
  const slashed = /^(\d{1,2})\/(\d{4})$/.exec(text);
  if (slashed) return `${slashed[2]}-${slashed[1]!.padStart(2, '0')}`;
  if (/^\d{4}$/.test(text)) return text;
  const year = /\b(\d{4})\b/.exec(text)?.[1];
  const month = MONTHS.findIndex((name) =>
    new RegExp(`\\b(${name}|${name.slice(0, 3)}|${name.slice(0, 4)})\\b`).test(text),
  );
  if (!year || month < 0) return null;
  return `${year}-${String(month + 1).padStart(2, '0')}`;
}

const WEEKDAYS = 'monday tuesday wednesday thursday friday saturday sunday'.split(' ');

/** 'Mon' and 'Monday' name one weekday: a Weekday column's own spelling or the date's. */
function weekdayOf(label: string): number {
  const text = fold(label);
  return WEEKDAYS.findIndex((day) => text === day || text === day.slice(0, 3));
}

/** Whether a row label names the expected group: its name, the same weekday, month or year. */
function labels(label: string, group: string): boolean {
  if (fold(label) === fold(group)) return true;
  if (weekdayOf(group) >= 0 && weekdayOf(label) === weekdayOf(group)) return true;
  return /^\d{4}(-\d{2})?$/.test(group) && periodOf(label) === group;
}

/**
 * Whether a name answers the expected one: the same name, a period named with its year ('Q4
 * 2017' for the quarter 'Q4' of a question about 2017), or the same month written otherwise
 * ('Jan 2025' for 2025-01), as a group's label may be.
 */
function names(got: string, expected: string): boolean {
  return (
    fold(got) === fold(expected) ||
    fold(got.replace(/\b\d{4}\b/, '')) === fold(expected) ||
    // 'week of 2017-12-25' names the week that begins on the day written.
    fold(got.replace(/^week of /i, '')) === fold(expected) ||
    (/^\d{4}-\d{2}$/.test(expected) && periodOf(got) === expected)
  );
}

/** Each result row's figure: the number the table carries, else the last cell as written. */
function rowFigure(table: ResultTable, row: number): number | null {
  return table.values[row] ?? figureIn(table.rows[row]!.at(-1) ?? '');
}

/** A ranked row's name: the first cell after the group that is not a rank or a figure. */
function rowName(cells: readonly string[]): string {
  return cells.slice(1).find((cell) => figureIn(cell) === null || /[a-z]/i.test(cell)) ?? '';
}

/**
 * Whether a ranked row names `name`. A row whose cells are all figures names a number code
 * ('237' of a pickup location): the cell just before its figure.
 */
function rowNames(cells: readonly string[], name: string): boolean {
  const named = rowName(cells);
  return named === '' && cells.length >= 3
    ? fold(cells.at(-2)!) === fold(name)
    : names(named, name);
}

function describeTable(table: ResultTable | null): string {
  if (!table) return 'no result table';
  const rows = table.rows.slice(0, 6).map((cells) => cells.join(' '));
  return `${rows.join('; ')}${table.rows.length > 6 ? `; … (${table.rows.length} rows)` : ''}`;
}

function judgeGroups(
  reply: TableAnswer,
  expected: Extract<ExpectedTableAnswer, { type: 'groups' }>,
): boolean {
  const table = reply.table;
  if (!table || table.rows.length !== expected.rows.length) return false;
  return expected.rows.every(({ group, value }) => {
    const row = table.rows.findIndex((cells) => labels(cells[0] ?? '', group));
    return row >= 0 && close(rowFigure(table, row), value, expected.unit, expected.tolerance);
  });
}

function judgeRankedGroups(
  reply: TableAnswer,
  expected: Extract<ExpectedTableAnswer, { type: 'ranked-groups' }>,
): boolean {
  const table = reply.table;
  if (!table) return false;
  const groups = new Set(expected.rows.map((row) => row.group));
  return [...groups].every((group) => {
    const wanted = expected.rows
      .filter((row) => row.group === group)
      .sort((a, b) => a.rank - b.rank);
    const rows = table.rows.flatMap((cells, at) => (labels(cells[0] ?? '', group) ? [at] : []));
    return (
      rows.length >= wanted.length &&
      wanted.every(
        (row, rank) =>
          rowNames(table.rows[rows[rank]!]!, row.name) &&
          close(rowFigure(table, rows[rank]!), row.value, expected.unit, expected.tolerance),
      )
    );
  });
}

function judgeAnswer(reply: TableAnswer, expected: ExpectedTableAnswer): boolean {
  switch (expected.type) {
    case 'number':
      return close(
        reply.value ?? figureIn(reply.answer),
        expected.value,
        expected.unit,
        expected.tolerance,
      );
    case 'name':
      return reply.names[0] !== undefined && names(reply.names[0], expected.value);
    case 'names': {
      const given = reply.names.length
        ? reply.names
        : (reply.table?.rows.map((cells) => cells[0] ?? '') ?? []);
      // Each expected name is matched as a single one is ('May 2010' names 2010-05).
      const got = new Set(given.map(fold));
      return (
        got.size === expected.values.length &&
        expected.values.every((value) => given.some((name) => names(name, value)))
      );
    }
    case 'groups':
      return judgeGroups(reply, expected);
    case 'ranked-groups':
      return judgeRankedGroups(reply, expected);
  }
}

/**
 * A reply to a table question against its expected answer (README.md's rules): a figure
 * within tolerance, the name, exactly the set of names, every group with its figure and no
 * other, or each group's top N in order. A question asked back or nothing found is wrong.
 */
export function judgeTableReply(reply: DocumentsReply, expected: ExpectedTableAnswer): Verdict {
  if (reply.kind !== 'table-answer') {
    const said = 'message' in reply ? `: ${reply.message}` : '';
    return { right: false, got: `${reply.kind}${said}` };
  }
  const grouped = expected.type === 'groups' || expected.type === 'ranked-groups';
  return {
    right: judgeAnswer(reply, expected),
    got: grouped ? `${reply.answer} | table: ${describeTable(reply.table)}` : reply.answer,
  };
}

/** The expected answer in a line. */
export function describeExpected(expected: ExpectedTableAnswer): string {
  const unit = (unit: Unit) => (unit === 'count' ? '' : ` ${unit}`);
  switch (expected.type) {
    case 'number':
      return `${expected.value}${unit(expected.unit)} (±${expected.tolerance})`;
    case 'name':
      return expected.value;
    case 'names':
      return expected.values.join(', ');
    case 'groups':
      return expected.rows.map((row) => `${row.group} ${+row.value.toFixed(2)}`).join('; ');
    case 'ranked-groups':
      return expected.rows.map((row) => `${row.group} #${row.rank} ${row.name}`).join('; ');
  }
}
