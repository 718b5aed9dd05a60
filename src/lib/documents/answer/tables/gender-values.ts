import { phraseOf } from './lexicon';

/** The words a question uses for each sex, and the spellings a column may hold for it. */
const SEXES = [
  { words: ['women', 'woman', 'female', 'females'], cells: ['female', 'f', 'woman', 'women'] },
  { words: ['men', 'man', 'male', 'males'], cells: ['male', 'm', 'man', 'men'] },
];
const CELLS = new Set(SEXES.flatMap((sex) => sex.cells));

/**
 * Other words for the values of a column of sexes, as value phrases: 'women' for Female or F,
 * 'men' for Male or M. Empty unless every value of the column is one of those spellings.
 */
export function genderAliases(
  column: number,
  values: readonly string[],
): [string, { column: number; value: string }][] {
  const folded = values.map((value) => value.trim().toLowerCase());
  if (values.length === 0 || !folded.every((value) => CELLS.has(value))) return [];
  return SEXES.flatMap(({ words, cells }) => {
    const value = values[folded.findIndex((cell) => cells.includes(cell))];
    return value === undefined
      ? []
      : words.map(
          (word) =>
            [phraseOf(word), { column, value }] as [string, { column: number; value: string }],
        );
  });
}
