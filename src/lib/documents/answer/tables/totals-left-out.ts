import type { TableSubject } from '@domain/table-subject';

/** 'leaving out the totals', 'excluding totals', 'not counting the total rows'. */
const TOTALS_LEFT_OUT =
  /,?\s*\b(?:leaving out|leave out|excluding|without|not counting|except(?: for)?)\s+(?:the\s+)?totals?(?:\s+rows?)?\b/gi;

/** Whether the question's words leaving the totals out are among those no table read. */
function saidUnread(question: string, unread: ReadonlySet<string>): boolean {
  const said = question.match(TOTALS_LEFT_OUT);
  return !!said?.some((phrase) => phrase.split(/[\s,]+/).some((word) => unread.has(word)));
}

/**
 * The question without its words leaving the totals out ('Top 3 kinds of business …, leaving
 * out the totals', 'sales by kind of business, excluding the totals') when no table reads
 * them: the groups listed are then read without the totals rows (`totalsLeftOut`).
 */
export function totalsLeftOutRead(question: string, unread: ReadonlySet<string>): string {
  return saidUnread(question, unread) ? question.replace(TOTALS_LEFT_OUT, '') : question;
}

/**
 * The subjects of a question that left the totals out (`totalsLeftOutRead`): every group or row
 * listed leaves out the totals rows. A figure over rows is no answer to it (which rows are
 * totals is told by a label), nor is one across columns unless a limit leaves the totals out.
 */
export function totalsLeftOut(
  question: string,
  unread: ReadonlySet<string>,
  subjects: readonly TableSubject[],
): TableSubject[] {
  if (!saidUnread(question, unread)) return [...subjects];
  return subjects.flatMap((subject) =>
    subject.groupBy !== null || (subject.ranking && !subject.across?.length)
      ? [{ ...subject, withoutTotals: true as const }]
      : subject.ranking?.limit != null
        ? [subject]
        : [],
  );
}
