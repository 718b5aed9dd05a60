import { tooManyRowsError, tooMuchTextError, tooSlowError } from '../../errors';
import { MAX_ROWS } from '../splitter';

/**
 * Passages one document may add to the index: about a million words at ~200 words each,
 * several thousand pages. The search index of a whole library lives in one browser tab, so
 * a single file (a 165 KB .docx once made 36,600) must not swamp it. Tables group their rows
 * into at most TABLE_PASSAGES (splitter.ts), below this, so a wide one is never refused for it.
 */
export const MAX_PASSAGES = 5_000;

/** How much time and text one file may take; checked as the reading goes. */
export interface ReadBudget {
  /**
   * Wall-clock time for reading one file. A 300-page text PDF reads in a few seconds; a
   * hostile content stream took 21 s of worker CPU before anyone saw an answer.
   */
  maxMillis: number;
  /**
   * Characters of text extracted. About a million and a half words, the size of the
   * passage cap: more could not be indexed anyway, so reading on is wasted time.
   */
  maxTextChars: number;
  /**
   * Spreadsheet rows with content, all tables together. A passage holds at most MAX_ROWS
   * rows, so more than this could never be indexed: counted while parsing, a 6.5-million-row
   * CSV is refused at its 200,001st row instead of after it is all parsed and split.
   */
  maxTableRows: number;
  now: () => number;
}

export const READ_BUDGET: ReadBudget = {
  maxMillis: 15_000,
  maxTextChars: 8_000_000,
  maxTableRows: MAX_PASSAGES * MAX_ROWS,
  now: () => performance.now(),
};

/** Spends a file's budget; throws a DocumentError with a message as soon as it runs out. */
export class BudgetMeter {
  private readonly startedAt: number;
  private textChars = 0;
  private tableRows = 0;

  constructor(
    private readonly budget: ReadBudget,
    readonly fileName: string,
  ) {
    this.startedAt = budget.now();
  }

  /** Characters of text spent so far. */
  get textSpent(): number {
    return this.textChars;
  }

  spendText(chars: number): void {
    this.textChars += chars;
    if (this.textChars > this.budget.maxTextChars) throw tooMuchTextError(this.fileName);
    this.checkTime();
  }

  spendTableRows(rows: number): void {
    this.tableRows += rows;
    if (this.tableRows > this.budget.maxTableRows) {
      throw tooManyRowsError(this.fileName, this.budget.maxTableRows, 'with content');
    }
  }

  /** What is left of the budget: for reading done elsewhere, against a clock of its own. */
  left(): { maxMillis: number; maxTextChars: number } {
    return {
      maxMillis: this.budget.maxMillis - (this.budget.now() - this.startedAt),
      maxTextChars: this.budget.maxTextChars - this.textChars,
    };
  }

  checkTime(): void {
    if (this.budget.now() - this.startedAt > this.budget.maxMillis) {
      throw tooSlowError(this.fileName);
    }
  }
}
