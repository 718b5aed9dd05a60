const NUMBER_LIKE = /^[-+]?[\d.,\s%$€£]+$/;

/**
 * A first row counts as a header when every cell is a distinct, non-numeric label; otherwise
 * the file is all data and no header is repeated.
 */
export function looksLikeHeader(cells: readonly string[]): boolean {
  const labels = cells.map((cell) => cell.trim().toLowerCase());
  if (labels.length === 0 || labels.some((label) => label === '' || NUMBER_LIKE.test(label))) {
    return false;
  }
  return new Set(labels).size === labels.length;
}
