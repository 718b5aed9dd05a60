import { passageSentences, termsOf, type Sentence } from './sentences';
import type { PassageHit, PassageLocation, SummarySentence } from '../types';

/** A summary is a few sentences: at most this many, and about this many words. */
export const SUMMARY_SENTENCES = 4;
const SUMMARY_WORDS = 110;
/** A sentence sharing more than this share of its words with a chosen one repeats it. */
const REPEATS = 0.6;
/**
 * A line this short with no stop at its end is an item of a list (a link's title, a form's
 * field): it says something only under its lead-in, so a summary never quotes it alone.
 */
const ITEM_WORDS = 12;
/**
 * Nor a 'sentence' this short: a clause's run-in title ('Mass-market offerings. It is not …',
 * 'Shop Rights. If you use …') says what follows it, and nothing alone.
 */
const RUN_IN_TITLE_WORDS = 3;

function readsAlone(sentence: Sentence): boolean {
  const words = sentence.text.split(/\s+/).length;
  if (words <= RUN_IN_TITLE_WORDS) return false;
  return /[.!?…]["”’)]?$/.test(sentence.text) || words > ITEM_WORDS;
}

/**
 * 'Summarise …', 'Give me an overview of …', 'What does the handbook say about …', 'Tell me
 * about …': the request, then the topic.
 */
const SUMMARY_REQUEST =
  /^\s*(?:(?:please|can you|could you)\s+)?(?:summari[sz]e|sum up|give (?:me )?(?:a |an )?(?:short |brief |quick )?(?:summary|overview|rundown) of|(?:a |an )?(?:short |brief )?(?:summary|overview) of|tell me about|what (?:does|do|did) (?:the |our |this |that |your )?[\w\s-]{0,40}? (?:say|state|cover|mention)s? (?:about|on|regarding))\s+/i;
/** Words that name where to look rather than what about ('the handbook', 'our policy on'). */
const NOT_TOPIC =
  /\b(?:the|our|this|that|your|a|an)\s+(?:handbook|manual|document|documents|policy|policies|guide|guidelines|rules|section|page|file)s?\s+(?:on|about|for|regarding)\s+/gi;

/** Where to look named after the topic: 'the enforcement section', 'the travel chapter'. */
const PLACE_AFTER_TOPIC = /\s+(?:section|part|chapter|page)s?$/i;

/** The topic of a request for a summary ('Summarise the sick leave policy' → 'the sick leave policy'), or null for any other question. */
export function summaryTopic(question: string): string | null {
  const match = SUMMARY_REQUEST.exec(question);
  if (!match) return null;
  const topic = question
    .slice(match[0].length)
    .replace(NOT_TOPIC, '')
    .replace(/[?.!\s]+$/, '')
    .trim();
  const named = topic.replace(PLACE_AFTER_TOPIC, '');
  if (termsOf(named).size > 0) return named;
  return topic.length > 0 ? topic : null;
}

/**
 * Words a topic may add to a section's title ('the sick leave policy' for 'Sick leave'): they say
 * what kind of text it is, not what it is about.
 */
const TOPIC_EXTRAS = new Set(['policy', 'policies', 'rule', 'process', 'procedure', 'guideline']);

interface Candidate {
  hit: PassageHit;
  rank: number;
  sentence: Sentence;
  position: number;
  terms: Set<string>;
  /** The topic's words it holds. */
  topic: number;
  score: number;
}

/**
 * Every answering sentence of the passages, scored: the topic's words it holds count most,
 * then the words it shares with the other sentences (what the passages are mostly about),
 * being a passage's first sentence, and its passage's score against the best.
 */
function candidates(hits: readonly PassageHit[]): Candidate[] {
  const all = hits.flatMap((hit, rank) =>
    passageSentences(hit.text, hit.citation.location)
      .filter((sentence) => sentence.answers && readsAlone(sentence))
      .map((sentence, position) => ({
        hit,
        rank,
        sentence,
        position,
        terms: termsOf(sentence.text),
        topic: 0,
        score: 0,
      })),
  );
  const frequency = new Map<string, number>();
  for (const { terms } of all)
    for (const term of terms) frequency.set(term, (frequency.get(term) ?? 0) + 1);
  const top = hits[0]?.score || 1;
  for (const candidate of all) {
    candidate.topic = candidate.hit.matchedTerms.filter(
      (term) => candidate.terms.has(term) && !TOPIC_EXTRAS.has(term),
    ).length;
    const shared = [...candidate.terms].filter((term) => (frequency.get(term) ?? 0) > 1).length;
    candidate.score =
      candidate.topic * 2 +
      shared / Math.max(4, candidate.terms.size) +
      (candidate.position === 0 ? 1 : 0) +
      candidate.hit.score / top;
  }
  return all;
}

/**
 * How well a heading names the topic: 2 when their words are the same, 1 when the heading's
 * words are all the topic's ('Data preservation' for 'the data preservation policy') or the
 * topic's all the heading's ('the COVID-19 exposure protocol' for 'Protocol for potential
 * COVID-19 exposure'), else 0.
 */
function headingFit(heading: string, topic: string): number {
  const title = termsOf(heading);
  const asked = [...termsOf(topic)].filter((term) => !TOPIC_EXTRAS.has(term));
  if (title.size === 0 || asked.length === 0) return 0;
  const inTopic = [...title].every((term) => asked.includes(term));
  const inTitle = asked.every((term) => title.has(term));
  return inTopic && inTitle ? 2 : inTopic || inTitle ? 1 : 0;
}

/** Whether a passage's section is what the topic names (see `headingFit`). */
export function namesTopic(hit: PassageHit, topic: string): boolean {
  const { location } = hit.citation;
  if (location.kind !== 'paragraphs' || !location.section) return false;
  return headingFit(location.section, topic) > 0;
}

/** How well the section a passage sits in, or one it sits under, is named: the best fit. */
function sectionFit(hit: PassageHit, topic: string): number {
  const { location } = hit.citation;
  if (location.kind !== 'paragraphs' || !location.section) return 0;
  const headings = [location.section, ...(location.parents ?? [])];
  return Math.max(...headings.map((heading) => headingFit(heading, topic)));
}

/** At most this many passages of a section named by a request for a summary are gathered. */
export const SECTION_PASSAGES = 6;

/** A section a request for a summary names: its heading, in the document of `hit`. */
export interface NamedSection {
  heading: string;
  hit: PassageHit;
}

/**
 * The section a request for a summary names ('Summarise the enforcement section'): the
 * best-named heading a found passage sits in or under, for the best-ranked such passage.
 */
export function namedSection(hits: readonly PassageHit[], topic: string): NamedSection | null {
  let best: NamedSection | null = null;
  let bestFit = 0;
  for (const hit of hits) {
    const { location } = hit.citation;
    if (location.kind !== 'paragraphs' || !location.section) continue;
    for (const heading of [location.section, ...(location.parents ?? [])]) {
      const fit = headingFit(heading, topic);
      if (fit > bestFit) [best, bestFit] = [{ heading, hit }, fit];
    }
  }
  return best;
}

/**
 * The passages (of `passages`, a document's) under the named section, its sub-sections' too,
 * in reading order, at most SECTION_PASSAGES.
 */
export function passagesUnder(
  passages: readonly PassageHit[],
  { heading, hit }: NamedSection,
): PassageHit[] {
  return passages
    .filter(({ citation: { documentId, location } }) => {
      if (documentId !== hit.citation.documentId || location.kind !== 'paragraphs') return false;
      return location.section === heading || (location.parents ?? []).includes(heading);
    })
    .sort((a, b) => placeOf(a.citation.location) - placeOf(b.citation.location))
    .slice(0, SECTION_PASSAGES);
}

/** Where a passage starts in its document, to put sentences in reading order. */
function placeOf(location: PassageLocation): number {
  switch (location.kind) {
    case 'page':
      return location.page;
    case 'slide':
      return location.slide;
    default:
      return location.first;
  }
}

function overlap(a: Set<string>, b: Set<string>): number {
  const shared = [...a].filter((term) => b.has(term)).length;
  return shared / Math.max(1, Math.min(a.size, b.size));
}

/**
 * A short extractive summary of the best passages: the few sentences that say most about the
 * topic and about what the passages share, none repeating another, in reading order (the best
 * passage first), each with the passage it comes from. Empty when no sentence is about the topic.
 */
export function summarise(hits: readonly PassageHit[], topic?: string): SummarySentence[] {
  // A topic that is a section's title ('data preservation') is summarised from that section.
  // Such a section holding no sentence (a list of links to its steps) leaves it to the others.
  const fits = hits.map((hit) => (topic === undefined ? 0 : sectionFit(hit, topic)));
  const best = Math.max(0, ...fits);
  const named = best === 0 ? [] : hits.filter((_, at) => fits[at] === best);
  // Sentences of the best passage may say what it is about without the topic's words.
  // A named section's sentences are all about it, whether they say its words or not.
  const rankedOf = (from: readonly PassageHit[], all = false) =>
    candidates(from)
      .filter((candidate) => all || candidate.topic > 0 || candidate.rank === 0)
      .sort((a, b) => b.score - a.score);
  const fromSection = named.length > 0 ? rankedOf(named, true) : [];
  const ranked = fromSection.length > 0 ? fromSection : rankedOf(hits);
  const chosen: Candidate[] = [];
  let words = 0;
  for (const candidate of ranked) {
    if (chosen.length >= SUMMARY_SENTENCES) break;
    const length = candidate.sentence.text.split(/\s+/).length;
    if (chosen.length > 0 && words + length > SUMMARY_WORDS) continue;
    if (chosen.some((earlier) => overlap(earlier.terms, candidate.terms) > REPEATS)) continue;
    chosen.push(candidate);
    words += length;
  }
  // Reading order: documents as they first rank, places within a document as it reads.
  const documents = hits.map((hit) => hit.citation.documentId);
  const order = (candidate: Candidate) => documents.indexOf(candidate.hit.citation.documentId);
  return chosen
    .sort(
      (a, b) =>
        order(a) - order(b) ||
        placeOf(a.hit.citation.location) - placeOf(b.hit.citation.location) ||
        a.sentence.start - b.sentence.start,
    )
    .map(({ hit, sentence }) => ({
      text: sentence.text,
      citation: hit.citation,
      passageId: hit.passageId,
      quote: { start: sentence.start, end: sentence.end },
    }));
}
