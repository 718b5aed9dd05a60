import { BudgetMeter, READ_BUDGET } from '@/lib/documents/read/parsers/budget';
import { parseCsv } from '@/lib/documents/read/parsers/csv';
import { readTables } from '@/lib/documents/read/typed-tables';
import type { VisibleTable } from '@/lib/documents/types';

/** A CSV file's tables as a question about figures sees them, read as the worker reads them. */
export function csvTables(documentId: string, documentName: string, csv: string): VisibleTable[] {
  return readTables(parseCsv(csv), new BudgetMeter(READ_BUDGET, documentName)).map(
    (table, tableIndex) => ({
      documentId,
      documentName,
      classification: 'Public',
      tableIndex,
      table,
    }),
  );
}
