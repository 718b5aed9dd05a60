import type { Vocabulary } from './related-words';
import type { WordNet } from './wordnet';

export interface WordFrequency {
  word: string;
  count: number;
}

/** Single words up to this rank in spoken-English frequency are common… */
const COMMON_WORD_RANK = 30_000;
/** …or this rank for a word seen in WordNet's tagged corpus ('accrue')… */
const TAGGED_WORD_RANK = 60_000;
/** …and a collocation seen there ('armed_forces') of up to 3 words each within this rank. */
const COLLOCATION_WORD_RANK = 20_000;
const COLLOCATION_WORDS = 3;
/**
 * A word among the commonest with many senses ('make', 'take', 'place', 'work') is too vague
 * to stand for another or to be searched for one.
 */
const GENERIC_WORD_RANK = 1000;
const GENERIC_SENSES = 20;

/**
 * The words worth relating, by their rank in spoken-English frequency (SUBTLEX-US, movie
 * subtitles, which ranks 'referral' about 23,000th): single words up to COMMON_WORD_RANK, or
 * TAGGED_WORD_RANK if WordNet's tagged corpus has them, and collocations it has of common
 * words. That leaves out the long tail of species, places and technical names; 'make',
 * 'take' and the like are kept as words but marked generic.
 */
export function commonVocabulary(
  wordNet: WordNet,
  frequencies: readonly WordFrequency[],
): Vocabulary {
  const rank = new Map<string, number>();
  frequencies.forEach(({ word }, at) => {
    const lower = word.toLowerCase();
    if (!rank.has(lower)) rank.set(lower, at);
  });
  const within = (word: string, limit: number) => (rank.get(word) ?? Infinity) < limit;
  const common = new Set<string>();
  for (const [lemma, senses] of wordNet.senses) {
    const words = lemma.split(/[_-]/);
    const tagged = senses.some((sense) => sense.tagCount > 0);
    const frequent =
      words.length === 1
        ? within(lemma, tagged ? TAGGED_WORD_RANK : COMMON_WORD_RANK)
        : tagged &&
          words.length <= COLLOCATION_WORDS &&
          words.every((word) => within(word, COLLOCATION_WORD_RANK));
    if (frequent) common.add(lemma);
  }
  const generic = new Set(
    [...rank]
      .filter(
        ([word, at]) =>
          at < GENERIC_WORD_RANK && (wordNet.senses.get(word)?.length ?? 0) > GENERIC_SENSES,
      )
      .map(([word]) => word),
  );
  return {
    has: (lemma) => common.has(lemma),
    isGeneric: (lemma) => generic.has(lemma),
  };
}
