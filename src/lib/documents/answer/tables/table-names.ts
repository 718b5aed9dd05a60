import { stem } from '../../text/terms';
import { GENERIC_NAME_WORDS, TABLE_NOUNS, conceptOf, phraseOf } from './lexicon';
import { consume, findPhrase } from './match-cells';
import type { ReadingState } from './reading-state';

const DETERMINERS = new Set(['the', 'this', 'that', 'your', 'my', 'our', 'these']);

/** A file's name as a phrase of stems, its extension left out. */
function writtenName(documentName: string): string[] {
  return phraseOf(documentName.replace(/\.[a-z0-9]+$/i, ''))
    .split(' ')
    .filter(Boolean);
}

/** The words of a file's name that say what it holds ('sample', 'data', 'export' say nothing). */
export function nameWords(documentName: string): string[] {
  return writtenName(documentName).filter((word) => !GENERIC_NAME_WORDS.has(word));
}

/**
 * Words that name the table rather than a value in it: its sheet ('weekends'), its file
 * ('superstore.csv', 'the store sales 2024 file'), or the words before 'table' or 'file' ('the
 * coffee chain table'). Returns how many name this table (they tell it from others).
 */
export function tableNames(state: ReadingState, documentName: string): number {
  const { question, vocabulary, naming, used } = state;
  const { stems } = question;
  let score = 0;
  // A sheet's name explains its words without using them: 'Targets' still reads 'Q3 target'.
  const sheetAt = findPhrase(stems, vocabulary.sheet, used);
  if (sheetAt >= 0) {
    consume(naming, sheetAt, vocabulary.sheet.length);
    score += vocabulary.sheet.length;
  }
  const name = (from: number, length: number, telling: boolean) => {
    consume(naming, from, length);
    consume(used, from, length);
    if (telling) score += length;
  };
  // The file's name, whole (as written, or without words such as 'Sample'), or a word of it
  // followed by 'file' or 'table'. Words the table holds or heads a column with ('sales' of
  // sales.csv) name the file only when 'file' or 'table' follows.
  const written = writtenName(documentName);
  const fileName = nameWords(documentName);
  const held = (stem: string) =>
    vocabulary.values.has(stem) ||
    vocabulary.headers.some((header) => header.concepts.includes(conceptOf(stem)));
  const followed = (end: number) => TABLE_NOUNS.has(stems[end] ?? '');
  for (const phrase of [written, fileName]) {
    const whole = findPhrase(stems, phrase, used);
    if (whole >= 0 && (!phrase.every(held) || followed(whole + phrase.length)))
      name(whole, phrase.length, true);
  }
  stems.forEach((stem, index) => {
    if (!used[index] && fileName.includes(stem) && followed(index + 1)) name(index, 1, true);
  });
  // 'bird strikes' for birdstrikes.csv: two words the file's name writes as one.
  const { words } = question;
  words.forEach((word, index) => {
    const next = words[index + 1];
    if (next && !used[index] && !used[index + 1] && fileName.includes(stem(word + next)))
      name(index, 2, true);
  });
  // 'the coffee chain table', 'in the file'.
  stems.forEach((stem, index) => {
    if (!TABLE_NOUNS.has(stem) || naming[index]) return;
    const start = [1, 2, 3, 4].find((back) => DETERMINERS.has(question.words[index - back] ?? ''));
    if (start === undefined) return;
    const between = Array.from({ length: start - 1 }, (_, offset) => index - start + 1 + offset);
    if (between.some((at) => used[at] && !naming[at])) return;
    name(index - start + 1, start, false);
  });
  return score;
}
