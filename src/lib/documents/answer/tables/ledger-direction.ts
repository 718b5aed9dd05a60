import type { TableFilter } from '@domain/table-subject';
import type { ReadingState } from './reading-state';

/** Words for money going out of an account, and coming in. */
const OUT_WORDS = new Set(['spend', 'spent', 'spending', 'expense', 'expenses', 'expenditure']);
const IN_WORDS = new Set(['income', 'earned', 'received', 'deposit', 'deposits', 'incoming']);

/** The column of a ledger that says whether each row is a debit or a credit, and its two spellings. */
function directionColumn({
  table,
}: ReadingState): { column: number; debit: string; credit: string } | null {
  for (const [column, cells] of table.columns.entries()) {
    if (cells.kind !== 'text' || cells.dictionary.length !== 2) continue;
    const spelled = (word: string) =>
      cells.dictionary.find((value) => value.trim().toLowerCase() === word);
    const [debit, credit] = [spelled('debit'), spelled('credit')];
    if (debit !== undefined && credit !== undefined) return { column, debit, credit };
  }
  return null;
}

/**
 * 'Total spending in 2018', 'how much did I spend on groceries' of a ledger whose rows are each a
 * debit or a credit (a Transaction Type column): the debits, money going out; 'total income' the
 * credits, as one filter option; none when the question names one or the table has no such column.
 */
export function ledgerDirection(
  state: ReadingState,
  filters: readonly (readonly TableFilter[])[],
): TableFilter[][] {
  const { words } = state.question;
  const out = words.some((word) => OUT_WORDS.has(word));
  const into = words.some((word) => IN_WORDS.has(word));
  const direction = out === into ? null : directionColumn(state);
  if (!direction || filters.some((options) => options.some((f) => f.column === direction.column)))
    return [];
  // 'My biggest expense category': the word is read, as the debits it keeps.
  words.forEach((word, at) => {
    if (OUT_WORDS.has(word) || IN_WORDS.has(word)) state.used[at] = true;
  });
  const values = [out ? direction.debit : direction.credit];
  return [[{ column: direction.column, kind: 'text', values }]];
}
