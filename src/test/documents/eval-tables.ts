import { readFileSync } from 'node:fs';
import { withStackedSheets } from '@/lib/documents/stacked-sheets';
import type { VisibleTable } from '@/lib/documents/types';
import { fileOf } from './fixture-file';
import { extractInProcess } from './in-process-extractor';

/**
 * The tables the reader makes of one of the evaluation's real files (scripts/eval/data/<file>),
 * with what the library adds for questions.
 */
export async function evalTables(file: string): Promise<VisibleTable[]> {
  const name = file.split('/').at(-1)!;
  const extraction = await extractInProcess(
    fileOf(readFileSync(`scripts/eval/data/${file}`), name),
    name,
    {},
  );
  if (extraction.status !== 'searchable') throw new Error(`${file} was not read`);
  return withStackedSheets(extraction.tables).map((table, tableIndex) => ({
    documentId: file,
    documentName: name,
    classification: 'Public',
    tableIndex,
    table,
  }));
}
