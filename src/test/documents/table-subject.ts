import type { TableSubject } from '@domain/table-subject';

/** A table question's subject for tests: a sum over column 2 of a document's first table. */
export const tableSubject = (overrides: Partial<TableSubject> = {}): TableSubject => ({
  documentId: 'd',
  tableIndex: 0,
  column: 2,
  reduction: 'sum',
  filters: [],
  groupBy: null,
  ranking: null,
  ...overrides,
});
