/** Synthetic text and questions for the bench at scale, and how question latency is timed. */
import { seededRandom } from '../../fixtures/corpus';

/** A vocabulary of pseudo-words with Zipf-distributed frequencies, like real text. */
export function zipfVocabulary(size: number, random: () => number) {
  const syllables = [
    'ka',
    'lo',
    'mi',
    'ser',
    'tan',
    'vel',
    'dor',
    'pri',
    'qua',
    'nes',
    'bru',
    'ex',
    'sto',
    'fin',
    'gal',
    'rum',
  ];
  const words = new Set<string>();
  while (words.size < size) {
    const length = 2 + Math.floor(random() * 3);
    words.add(
      Array.from({ length }, () => syllables[Math.floor(random() * syllables.length)]).join(''),
    );
  }
  const list = [...words];
  const weights = list.map((_, rank) => 1 / Math.pow(rank + 1, 1.07));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const cumulative: number[] = [];
  let running = 0;
  for (const weight of weights) {
    running += weight / total;
    cumulative.push(running);
  }
  const pick = () => {
    const target = random();
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return list[low]!;
  };
  return { list, pick };
}

/** Passages per synthetic document, as a 50-page PDF would make. */
export const PASSAGES_PER_DOCUMENT = 50;

function typo(word: string, random: () => number): string {
  const at = 1 + Math.floor(random() * (word.length - 2));
  return word.slice(0, at) + word.slice(at + 1);
}

/** Passes over the query set; each query's time is its median pass (scheduling noise aside). */
const QUERY_PASSES = 3;
/** Passages a question ranks, as the library asks for. */
export const QUERY_LIMIT = 3;

/** 1–4 words of mixed frequency, some with typos or cut short. */
export function benchQuestions(count: number, vocabulary: readonly string[]): string[] {
  const random = seededRandom(7);
  return Array.from({ length: count }, () => {
    const length = 1 + Math.floor(random() * 4);
    const words = Array.from({ length }, () => {
      const word = vocabulary[Math.floor(Math.pow(random(), 2) * 5000)]!;
      const roll = random();
      if (roll < 0.2 && word.length >= 6) return typo(word, random);
      if (roll < 0.3 && word.length >= 6) return word.slice(0, 4);
      return word;
    });
    return `what about ${words.join(' ')}?`;
  });
}

/**
 * Times each question: one warm-up pass, then QUERY_PASSES passes; a question's time is its
 * median pass. `measure` times what it wants measured and says whether anything was found.
 */
export async function timeQueries(
  questions: readonly string[],
  measure: (question: string) => Promise<{ ms: number; answered: boolean }>,
) {
  let answered = 0;
  for (const question of questions) if ((await measure(question)).answered) answered += 1;
  const passes: number[][] = [];
  for (let pass = 0; pass < QUERY_PASSES; pass += 1) {
    const times: number[] = [];
    for (const question of questions) times.push((await measure(question)).ms);
    passes.push(times);
  }
  const timed = questions.map((query, at) => {
    const runs = passes.map((pass) => pass[at]!).sort((a, b) => a - b);
    return { query, ms: runs[Math.floor(runs.length / 2)]! };
  });
  const times = timed.map((entry) => entry.ms).sort((a, b) => a - b);
  const percentile = (share: number) =>
    times[Math.min(times.length - 1, Math.floor(share * times.length))]!;
  return {
    count: questions.length,
    passes: QUERY_PASSES,
    answered,
    p50: percentile(0.5),
    p95: percentile(0.95),
    max: times[times.length - 1]!,
    slowest: [...timed].sort((a, b) => b.ms - a.ms).slice(0, 5),
  };
}
