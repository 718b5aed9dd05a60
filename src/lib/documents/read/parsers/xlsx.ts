import readXlsxFile from 'read-excel-file/universal';
import { DocumentError } from '../../errors';
import { unzipWithinLimits } from '../zip-guard';
import { BudgetMeter, READ_BUDGET } from './budget';
import { TableRows, toTable } from './csv';
import type { ParsedDocument, ParsedSheet } from './parsed';

type Cell = string | number | boolean | Date | null | undefined;

/** Excel keeps a time of day alone as that time on its day 0, 30 December 1899. */
const DAY_ZERO = /^1899-12-3[01]$/;

/**
 * A cell as the sheet shows it: a date as its ISO day, with its time of day when it has one
 * (2018-04-22 06:00), a time of day alone as 10:00.
 */
export function cellText(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) {
    // To the second: Excel's fractions of a day come back a millisecond off (05:59:59.999).
    const seconds = new Date(Math.round(cell.getTime() / 1000) * 1000);
    const [day = '', time = ''] = seconds.toISOString().split('T');
    const clock = time.slice(0, time.startsWith('00', 6) ? 5 : 8);
    if (DAY_ZERO.test(day)) return clock;
    return clock === '00:00' ? day : `${day} ${clock}`;
  }
  return String(cell);
}

/**
 * Every sheet with its rows numbered as Excel shows them; the first row is the header when
 * it looks like one. read-excel-file's "universal" build needs no nested worker or DOM.
 */
export async function parseXlsx(
  bytes: Uint8Array,
  fileName: string,
  meter = new BudgetMeter(READ_BUDGET, fileName),
): Promise<ParsedDocument> {
  // The reader below unpacks without limits of its own: measure what it would unpack first.
  unzipWithinLimits(bytes, fileName);
  let workbook: { sheet: string; data: Cell[][] }[];
  try {
    workbook = (await readXlsxFile(bytes.slice().buffer)) as unknown as typeof workbook;
  } catch {
    throw new DocumentError(
      'corrupt',
      `${fileName} looks damaged: it is not a readable Excel workbook. Check that it opens in Excel, then upload it again.`,
    );
  }
  // read-excel-file reads a whole sheet at once; its rows are counted as they are typed.
  const sheets: ParsedSheet[] = workbook.map(({ sheet, data }) => {
    const rows = new TableRows(meter);
    for (const row of data) rows.add(row.map(cellText));
    return { name: sheet, ...toTable(rows.rows) };
  });
  return { kind: 'sheets', sheets };
}
