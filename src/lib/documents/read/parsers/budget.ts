import { tooMuchTextError, tooSlowError } from '../../errors';

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
  now: () => number;
}

export const READ_BUDGET: ReadBudget = {
  maxMillis: 15_000,
  maxTextChars: 8_000_000,
  now: () => performance.now(),
};

/** Spends a file's budget; throws a DocumentError with a message as soon as it runs out. */
export class BudgetMeter {
  private readonly startedAt: number;
  private textChars = 0;

  constructor(
    private readonly budget: ReadBudget,
    private readonly fileName: string,
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
