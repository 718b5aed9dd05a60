import { questionWords, readIntent } from '../question';

/** 'leaving out the totals', 'excluding totals', 'not counting the total rows'. */
const TOTALS_LEFT_OUT =
  /,?\s*\b(?:leaving out|leave out|excluding|without|not counting|except(?: for)?)\s+(?:the\s+)?totals?(?:\s+rows?)?\b/gi;

/**
 * The question without its words leaving the totals out ('Top 3 kinds of business …, leaving
 * out the totals') when they are unread and it ranks a few groups first: that ranking leaves
 * out a row totalling others already (`aggregate.ts`). A list of every group in order keeps
 * them, so there the words stay unread.
 */
export function totalsLeftOutRead(question: string, unread: ReadonlySet<string>): string {
  const said = question.match(TOTALS_LEFT_OUT);
  if (!said?.some((phrase) => phrase.split(/[\s,]+/).some((word) => unread.has(word))))
    return question;
  const without = question.replace(TOTALS_LEFT_OUT, '');
  const intent = readIntent(questionWords(without));
  return intent.order !== null && !intent.sorted ? without : question;
}
