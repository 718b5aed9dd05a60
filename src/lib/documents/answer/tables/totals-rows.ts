/**
 * A row that totals others, by its label: 'Total', 'Retail sales, total', 'Total excluding
 * motor vehicle dealers' (not 'Total Loss', a kind of its own).
 */
const TOTAL_LABEL = /^(?:grand\s+)?totals?$|,\s*total\b|^total\s+(?:excluding|excl\b|except)/i;

/** Whether a label names a row that totals others. */
export function totalsLabel(label: string): boolean {
  return TOTAL_LABEL.test(label);
}
