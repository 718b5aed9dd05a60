import { wordSpans, type WordSpan } from '../text/terms';
import type { TextRange, TextSegment } from '../types';

/** Excerpts longer than this many words are cut around the matches. */
export const EXCERPT_WORDS = 60;
/** Words of context kept before the first match of an excerpt. */
const LEAD_WORDS = 8;

function windowScore(spans: WordSpan[], start: number, matched: Set<string>) {
  const distinct = new Set<string>();
  let hits = 0;
  for (let index = start; index < Math.min(spans.length, start + EXCERPT_WORDS); index += 1) {
    const term = spans[index]!.term;
    if (term && matched.has(term)) {
      distinct.add(term);
      hits += 1;
    }
  }
  return distinct.size * 1000 + hits;
}

/** The excerpt's first word when it must show `focus`: a little before it, or its start. */
function startShowing(spans: WordSpan[], focus: TextRange): number {
  const first = Math.max(
    0,
    spans.findIndex((span) => span.end > focus.start),
  );
  let last = spans.length - 1;
  while (last > first && spans[last]!.start >= focus.end) last -= 1;
  const start = Math.max(0, Math.min(first - LEAD_WORDS, spans.length - EXCERPT_WORDS));
  return last < start + EXCERPT_WORDS ? start : first;
}

/**
 * The excerpt's first word: the window holding the most different matched words, or, when it
 * must show `focus` (the answering sentence) and that window does not, one that does.
 */
function bestStart(spans: WordSpan[], matched: Set<string>, focus?: TextRange): number {
  if (spans.length <= EXCERPT_WORDS) return 0;
  let best = 0;
  let bestScore = -1;
  spans.forEach((span, index) => {
    if (!span.term || !matched.has(span.term)) return;
    const start = Math.max(0, Math.min(index - LEAD_WORDS, spans.length - EXCERPT_WORDS));
    const score = windowScore(spans, start, matched);
    if (score > bestScore) {
      best = start;
      bestScore = score;
    }
  });
  if (!focus) return best;
  const end = spans[Math.min(spans.length, best + EXCERPT_WORDS) - 1]!.end;
  const shown = spans[best]!.start <= focus.start && focus.end <= end;
  return shown ? best : startShowing(spans, focus);
}

function push(segments: TextSegment[], text: string, highlighted: boolean) {
  if (!text) return;
  const last = segments[segments.length - 1];
  if (last && last.highlighted === highlighted) last.text += text;
  else segments.push({ text, highlighted });
}

/**
 * The passage as text segments with the matched words highlighted, cut to an excerpt of
 * about EXCERPT_WORDS words (with '…' where it was cut) that shows `focus` when it is given,
 * and where that excerpt stands in the passage. Plain data for React to render.
 */
export function passageExcerpt(
  text: string,
  matchedTerms: Iterable<string>,
  focus?: TextRange,
): { segments: TextSegment[]; excerpt: TextRange } {
  const matched = new Set(matchedTerms);
  const spans = wordSpans(text);
  const first = bestStart(spans, matched, focus);
  const last = Math.min(spans.length, first + EXCERPT_WORDS) - 1;
  const from = first === 0 ? 0 : spans[first]!.start;
  const to = last === spans.length - 1 || last < 0 ? text.length : spans[last]!.end;

  const segments: TextSegment[] = [];
  if (first > 0) push(segments, '… ', false);
  let cursor = from;
  for (let index = first; index <= last; index += 1) {
    const span = spans[index]!;
    if (!span.term || !matched.has(span.term)) continue;
    push(segments, text.slice(cursor, span.start), false);
    push(segments, text.slice(span.start, span.end), true);
    cursor = span.end;
  }
  push(segments, text.slice(cursor, to), false);
  if (to < text.length) push(segments, ' …', false);
  return { segments, excerpt: { start: from, end: to } };
}

/** The same excerpt as one string with highlight offsets (end exclusive), for views that take ranges. */
export function segmentsToRanges(segments: readonly TextSegment[]): {
  text: string;
  highlights: { start: number; end: number }[];
} {
  let text = '';
  const highlights: { start: number; end: number }[] = [];
  for (const segment of segments) {
    if (segment.highlighted)
      highlights.push({ start: text.length, end: text.length + segment.text.length });
    text += segment.text;
  }
  return { text, highlights };
}
