/** A cell written as a number: '1,234', '$229.30', '-12.5%', '(40)', '1 234,5 €'. */
const NUMBER_CELL = /^[(+\-\u2212]?\s?[$£€¥]?\s?\d[\d,.\s]*%?\s?[$£€¥]?\)?$/u;

/** Whether a column holds numbers (every cell that is not empty), to right-align it. */
export function isNumberColumn(cells: readonly string[]): boolean {
  const written = cells.map((cell) => cell.trim()).filter((cell) => cell !== '');
  return written.length > 0 && written.every((cell) => NUMBER_CELL.test(cell));
}
