import { segmentsToRanges } from './highlight';
import { queryTerms } from '../text/terms';
import type { DirectAnswer, PassageHit } from '../types';

/** Sentence ends, and line breaks (a spreadsheet passage has one row per line). */
const SENTENCE_END = /(?<=[.!?])\s+|\n+/g;
const CUT_MARK = /^…\s*|\s*…$/g;
/** Matched words a sentence needs to answer (fewer when the question has fewer). */
const WORDS_NEEDED_AT_MOST = 2;

interface Span {
  start: number;
  end: number;
}

function sentenceSpans(text: string): Span[] {
  const spans: Span[] = [];
  let start = 0;
  for (const match of text.matchAll(SENTENCE_END)) {
    spans.push({ start, end: match.index });
    start = match.index + match[0].length;
  }
  spans.push({ start, end: text.length });
  return spans.filter((span) => text.slice(span.start, span.end).replace(CUT_MARK, '').trim());
}

/**
 * The sentence (or table row) of the best passage that answers the question: the one holding
 * the most different matched words, then the most matches; earlier wins a tie. Null unless it
 * holds two of the question's words (the one, for a one-word question): a sentence sharing a
 * single word with a longer question does not answer it.
 */
export function directAnswer(hit: PassageHit, question: string): DirectAnswer | null {
  const { text, highlights } = segmentsToRanges(hit.segments);
  const wordsIn = (span: Span) => {
    const inside = highlights.filter(
      (highlight) => highlight.start >= span.start && highlight.end <= span.end,
    );
    const words = inside.map((highlight) =>
      text.slice(highlight.start, highlight.end).toLowerCase(),
    );
    return { words: new Set(words), matches: inside.length };
  };
  let spans = sentenceSpans(text);
  // A table passage opens with its header row, which describes every row below it: a row
  // answers with the header's words counted in.
  const { kind } = hit.citation.location;
  let headerWords = new Set<string>();
  if ((kind === 'rows' || kind === 'sheet-rows') && !text.startsWith('…') && spans.length > 1) {
    headerWords = wordsIn(spans[0]!).words;
    spans = spans.slice(1);
  }
  const needed = Math.min(WORDS_NEEDED_AT_MOST, Math.ceil((queryTerms(question).length + 1) / 2));
  let best: { span: Span; distinct: number; matches: number } | null = null;
  for (const span of spans) {
    const { words, matches } = wordsIn(span);
    if (words.size === 0) continue;
    const distinct = new Set([...words, ...headerWords]).size;
    if (distinct < needed) continue;
    if (
      !best ||
      distinct > best.distinct ||
      (distinct === best.distinct && matches > best.matches)
    ) {
      best = { span, distinct, matches };
    }
  }
  if (!best) return null;
  const sentence = text.slice(best.span.start, best.span.end).replace(CUT_MARK, '').trim();
  return { text: sentence, citation: hit.citation };
}
