import type { DataTable, TableColumn } from './types';

type TextColumn = Extract<TableColumn, { kind: 'text' }>;

/**
 * A US postal address ending in its city and state: '917 1st St, Dallas, TX 75001', with or
 * without the ZIP code.
 */
const US_ADDRESS = /,\s*([A-Za-z][A-Za-z .'-]*?)\s*,\s*([A-Z]{2})(?:\s+\d{5}(?:-\d{4})?)?\s*$/;

/** The parts an address gives, the words a header naming each would hold, and its match group. */
const PARTS = [
  { name: 'City', headerWords: ['city', 'town'], group: 1 },
  { name: 'State', headerWords: ['state', 'province'], group: 2 },
] as const;

/** Distinct values looked at, and the share of them that must read as addresses. */
const SAMPLE = 200;
const ADDRESSES = 0.9;

function holdsAddresses(column: TableColumn): column is TextColumn {
  if (column.kind !== 'text' || column.dictionary.length < 2) return false;
  const sample = column.dictionary.slice(0, SAMPLE);
  return sample.filter((value) => US_ADDRESS.test(value)).length >= ADDRESSES * sample.length;
}

/** One part of each address, as a text column of its own. */
function partColumn(address: TextColumn, name: string, group: number): TextColumn {
  const dictionary: string[] = [];
  const codeOf = new Map<string, number>();
  const recoded = address.dictionary.map((value) => {
    const part = US_ADDRESS.exec(value)?.[group];
    if (part === undefined) return 0;
    let code = codeOf.get(part);
    if (code === undefined) {
      code = dictionary.push(part);
      codeOf.set(part, code);
    }
    return code;
  });
  const codes = address.codes.map((code) => (code === 0 ? 0 : recoded[code - 1]!));
  return { name, kind: 'text', dictionary, codes, readFrom: address.name };
}

/**
 * A table whose addresses hold the city and state no other column gives ('Purchase Address' of
 * an orders export), with a City and a State column read from them, so 'which city had the most
 * orders' groups by city. Made for questions, never stored; the table itself when none is read.
 */
export function withAddressParts(table: DataTable): DataTable {
  const headerWords = new Set(
    table.columns.flatMap((column) => column.name.toLowerCase().split(/[^a-z]+/)),
  );
  const missing = PARTS.filter((part) => !part.headerWords.some((word) => headerWords.has(word)));
  const address = missing.length > 0 ? table.columns.find(holdsAddresses) : undefined;
  if (!address) return table;
  const parts = missing.map((part) => partColumn(address, part.name, part.group));
  return { ...table, columns: [...table.columns, ...parts] };
}
