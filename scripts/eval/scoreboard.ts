/** A question the product (or a search engine) got wrong, as --verbose lists it. */
export interface Failure {
  id: string;
  question: string;
  expected: string;
  got: string;
}

export interface Outcome {
  right: boolean;
  failure: Failure;
}

export const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

/** Every measure against its target, printed as one table, with the failures behind each. */
export class Scoreboard {
  private readonly rows: Record<string, string>[] = [];
  private readonly failures = new Map<string, Failure[]>();
  readonly missed: string[] = [];

  /** A share of questions answered right against its target (none: printed, never missed). */
  share(measure: string, outcomes: readonly Outcome[], target?: number): void {
    const right = outcomes.filter((outcome) => outcome.right).length;
    const share = outcomes.length ? right / outcomes.length : 0;
    const goal = target === undefined ? 'none (printed)' : `≥ ${target * 100} %`;
    this.add(measure, `${right}/${outcomes.length}`, percent(share), goal);
    this.check(measure, target === undefined || share >= target);
    this.listFailures(
      measure,
      outcomes.filter((outcome) => !outcome.right).map((outcome) => outcome.failure),
    );
  }

  /** A figure against a target that is not a share (a comparison with the peers). */
  measure(measure: string, value: string, against: string, target: string, ok: boolean): void {
    this.add(measure, value, against, target);
    this.check(measure, ok);
  }

  listFailures(heading: string, failures: readonly Failure[]): void {
    this.failures.set(heading, [...failures]);
  }

  print(verbose: boolean): void {
    console.table(this.rows);
    if (!verbose) return;
    for (const [heading, failures] of this.failures) {
      if (failures.length === 0) continue;
      console.log(`\n${heading}: ${failures.length} wrong`);
      for (const { id, question, expected, got } of failures) {
        console.log(`  ${id} ${question}\n    expected: ${expected}\n    got:      ${got}`);
      }
    }
  }

  private add(measure: string, value: string, detail: string, target: string) {
    this.rows.push({ measure, value, detail, target, result: 'ok' });
  }

  private check(measure: string, ok: boolean) {
    if (ok) return;
    this.rows.at(-1)!.result = 'MISSED';
    this.missed.push(measure);
  }
}
