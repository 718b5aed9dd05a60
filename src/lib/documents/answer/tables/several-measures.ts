import type { TableSubject } from '@domain/table-subject';
import type { QuestionWords } from '../question';
import type { Mention } from './column-mentions';

/** Words that join figures asked side by side ('sales and profit', 'revenue vs cost'). */
const JOINING = new Set(['and', 'plus', 'vs', 'versus', 'with']);
/** Words that may stand between them besides ('sales as well as the profit'). */
const BETWEEN = new Set([...JOINING, 'as', 'well', 'along', 'also', 'the', 'their', 'its']);

/**
 * The measures tied for the best match, in the question's order, when each is named on its own
 * and they are joined by 'and' ('sales and profit by region', 'sales, profit and quantity'):
 * all of them are asked, not one of them. Null otherwise: a word naming two columns equally
 * well ('sales' for Sales and Budget Sales) is a choice still, as are figures named apart
 * ('profit in regions with sales').
 */
function measuresTogether(question: QuestionWords, mentions: readonly Mention[]): number[] | null {
  if (mentions.length < 2) return null;
  if (mentions.some(({ columns, positions }) => columns.length !== 1 || positions.length === 0))
    return null;
  const spans = mentions
    .map(({ columns, positions }) => ({
      column: columns[0]!,
      start: Math.min(...positions),
      end: Math.max(...positions),
    }))
    .sort((a, b) => a.start - b.start);
  if (new Set(spans.map((span) => span.column)).size !== spans.length) return null;
  const gaps = spans
    .slice(1)
    .map(({ start }, index) =>
      start > spans[index]!.end ? question.words.slice(spans[index]!.end + 1, start) : null,
    );
  // 'sales, profit and quantity': commas leave no word; the last two are joined.
  if (gaps.some((gap) => gap === null || !gap.every((word) => BETWEEN.has(word)))) return null;
  return joins(gaps.at(-1)!) ? spans.map((span) => span.column) : null;
}

/** Whether the words between two figures join them: 'and', 'as well as the'. */
function joins(gap: readonly string[]): boolean {
  return gap.some((word) => JOINING.has(word)) && gap.every((word) => BETWEEN.has(word));
}

/** Whether `other` follows `mention` joined to it ('sales and profit', 'revenue vs cost'). */
export function joinedBy(words: readonly string[], mention: Mention, other: Mention): boolean {
  if (mention.positions.length === 0 || other.positions.length === 0) return false;
  return joins(words.slice(Math.max(...mention.positions) + 1, Math.min(...other.positions)));
}

/** The columns of the measures a question names, and whether it asks them all. */
export function askedMeasures(
  question: QuestionWords,
  mentions: readonly Mention[],
): { measures: number[]; together: boolean } {
  const together = measuresTogether(question, mentions);
  return {
    measures: together ?? [...new Set(mentions.flatMap((mention) => mention.columns))],
    together: together !== null,
  };
}

/** Whether a subject's figure can be shown beside others of the same kind: a plain reduction. */
export function takesOthersAlong(subject: TableSubject): boolean {
  const plain = [
    'sum',
    'average',
    'median',
    'stddev',
    'percentile',
    'range',
    'min',
    'max',
  ].includes(subject.reduction);
  return (
    plain &&
    subject.column !== null &&
    subject.within === undefined &&
    subject.per === undefined &&
    subject.times === undefined &&
    subject.minus === undefined &&
    subject.plus === undefined &&
    subject.across === undefined &&
    subject.having === undefined
  );
}
