import { phraseOf } from './lexicon';

/** Each weekday's spellings, the full name first ('Thur' of tips.csv, 'Thu', 'Thurs'). */
const WEEKDAYS = [
  ['monday', 'mon'],
  ['tuesday', 'tue', 'tues'],
  ['wednesday', 'wed'],
  ['thursday', 'thu', 'thur', 'thurs'],
  ['friday', 'fri'],
  ['saturday', 'sat'],
  ['sunday', 'sun'],
];

/** Each sex's words, the values first ('Male', 'M'), then the nouns for people ('men'). */
const SEXES = [
  ['male', 'm', 'men', 'man', 'males', 'boys', 'boy'],
  ['female', 'f', 'women', 'woman', 'females', 'girls', 'girl'],
];

/**
 * Other words for the values of a column made only of weekdays ('Saturday' of a column of Sat,
 * Sun, Thur…, and 'Sat' of one of full names) or only of sexes ('men' and 'women' of Male and
 * Female, or of M and F), as value phrases. A column with any other value gets none, so 'Sun'
 * of a weather column stays the sun.
 */
export function valueAliases(
  column: number,
  values: readonly string[],
): [string, { column: number; value: string }][] {
  for (const groups of [WEEKDAYS, SEXES]) {
    const groupOf = (value: string) =>
      groups.find((spellings) => spellings.includes(value.trim().toLowerCase()));
    if (values.length === 0 || !values.every((value) => groupOf(value) !== undefined)) continue;
    return values.flatMap((value) => {
      const own = phraseOf(value);
      return groupOf(value)!
        .filter((word) => word.length > 1 && phraseOf(word) !== own)
        .map((word): [string, { column: number; value: string }] => [
          phraseOf(word),
          { column, value },
        ]);
    });
  }
  return [];
}
