import { BudgetMeter, READ_BUDGET } from '@/lib/documents/read/parsers/budget';
import { parseCsv } from '@/lib/documents/read/parsers/csv';
import { readTables } from '@/lib/documents/read/typed-tables';
import { withStackedSheets } from '@/lib/documents/stacked-sheets';
import type { VisibleTable } from '@/lib/documents/types';

/**
 * A CSV file's tables as a question about figures sees them: read as the worker reads them,
 * with what the library adds for questions.
 */
export function csvTables(documentId: string, documentName: string, csv: string): VisibleTable[] {
  const tables = readTables(parseCsv(csv), new BudgetMeter(READ_BUDGET, documentName));
  return withStackedSheets(tables).map((table, tableIndex) => ({
    documentId,
    documentName,
    classification: 'Public',
    tableIndex,
    table,
  }));
}
