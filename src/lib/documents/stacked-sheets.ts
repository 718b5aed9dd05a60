import { withAddressParts } from './address-parts';
import { listed } from './text/labels';
import type { DataTable, NumberFormat, StackedSheet, TableColumn } from './types';

/** Sheets stack when this share of all their column names is in every one of them. */
const SHARED_COLUMNS = 0.8;

type ColumnsByName = Map<string, TableColumn>;

/** A sheet's columns by name, or null when it can't stack (a CSV, a Word table, names twice). */
function columnsByName(table: DataTable): ColumnsByName | null {
  if (table.sheet === null || table.inDocument) return null;
  const byName: ColumnsByName = new Map();
  for (const column of table.columns) {
    if (byName.has(column.name) || (column.kind === 'number' && column.format.mixed)) return null;
    byName.set(column.name, column);
  }
  return byName;
}

/** Whether two sheets hold the same kind of rows: most names shared, each of one kind. */
function alike(a: ColumnsByName, b: ColumnsByName): boolean {
  let shared = 0;
  for (const [name, column] of a) {
    const other = b.get(name);
    if (!other) continue;
    if (other.kind !== column.kind) return false;
    if (column.kind === 'number' && other.kind === 'number') {
      const [one, two] = [column.format, other.format];
      if (one.currency !== two.currency || one.percent !== two.percent) return false;
    }
    shared += 1;
  }
  return shared >= SHARED_COLUMNS * (a.size + b.size - shared);
}

/** One column over every sheet, end to end: empty where a sheet lacks it. */
function stackedColumn(name: string, sheets: readonly ColumnsByName[], rows: readonly number[]) {
  const parts = sheets.map((sheet) => sheet.get(name));
  const first = parts.find((part) => part !== undefined)!;
  const total = rows.reduce((sum, count) => sum + count, 0);
  if (first.kind === 'text') {
    const dictionary: string[] = [];
    const codeOf = new Map<string, number>();
    const codes = new Uint32Array(total);
    let at = 0;
    parts.forEach((part, index) => {
      if (part?.kind !== 'text') return void (at += rows[index]!);
      const recoded = part.dictionary.map((text) => {
        if (!codeOf.has(text)) codeOf.set(text, dictionary.push(text));
        return codeOf.get(text)!;
      });
      for (const code of part.codes) codes[at++] = code === 0 ? 0 : recoded[code - 1]!;
    });
    return { name, kind: 'text', dictionary, codes } satisfies TableColumn;
  }
  const values = new Float64Array(total).fill(Number.NaN);
  let at = 0;
  parts.forEach((part, index) => {
    if (part && part.kind !== 'text') values.set(part.values, at);
    at += rows[index]!;
  });
  if (first.kind === 'date') return { name, kind: 'date', values } satisfies TableColumn;
  const formats = parts.flatMap((part) => (part?.kind === 'number' ? [part.format] : []));
  const format: NumberFormat = {
    ...first.format,
    decimals: Math.max(...formats.map((own) => own.decimals)),
    ...(formats.some((own) => own.inexact) && { inexact: true as const }),
  };
  return { name, kind: 'number', format, values } satisfies TableColumn;
}

function stack(tables: readonly DataTable[], sheets: readonly ColumnsByName[]): DataTable {
  const rows = tables.map((table) => table.rowNumbers.length);
  const names = [...new Set(sheets.flatMap((sheet) => [...sheet.keys()]))];
  const stacked: StackedSheet[] = tables.map((table, index) => ({
    sheet: table.sheet!,
    rows: rows[index]!,
  }));
  return {
    sheet: listed(stacked.map((part) => part.sheet)),
    rowNumbers: Uint32Array.from(tables.flatMap((table) => [...table.rowNumbers])),
    columns: names.map((name) => stackedColumn(name, sheets, rows)),
    stacked,
  };
}

/**
 * A workbook's sheets that hold the same kind of rows (a month per sheet, a store per sheet) as
 * one table as well, so that a question about all of them ('total by branch') is answered over
 * every sheet instead of asking which one. Each group of two or more such sheets gives one table.
 */
export function stackedSheets(tables: readonly DataTable[]): DataTable[] {
  const groups: { tables: DataTable[]; sheets: ColumnsByName[] }[] = [];
  for (const table of tables) {
    const columns = columnsByName(table);
    if (!columns) continue;
    const group = groups.find(({ sheets }) => alike(sheets[0]!, columns));
    if (group) {
      group.tables.push(table);
      group.sheets.push(columns);
    } else groups.push({ tables: [table], sheets: [columns] });
  }
  return groups
    .filter((group) => group.tables.length > 1)
    .map((group) => stack(group.tables, group.sheets));
}

const withStacked = new WeakMap<readonly DataTable[], readonly DataTable[]>();

/**
 * A document's tables (with the parts their addresses give), then its stacked sheets: made on
 * the first question, then kept.
 */
export function withStackedSheets(tables: readonly DataTable[]): readonly DataTable[] {
  let all = withStacked.get(tables);
  if (!all) {
    all = [...tables.map(withAddressParts), ...stackedSheets(tables)];
    withStacked.set(tables, all);
  }
  return all;
}
