import type { Mention } from './column-mentions';
import {
  conceptsOf,
  DATE_HEADER_WORDS,
  FAMILY_PREFIX,
  looksPlural,
  PAST_FORM,
  sharedPrefix,
} from './lexicon';
import type { QuestionWords } from '../question';
import type { TableVocabulary } from './table-vocabulary';

/**
 * 'How many orders were received in September 2025', 'received last month': a verb's past form
 * alone names a figure word for word (`total_quantity_received`) and, by its base, the one date
 * column of when it was done (`receive_date`). Asked with a period and no date column named, it
 * says which dates the period is of, and no figure is asked for.
 */
export function readActionDate(
  question: QuestionWords,
  vocabulary: TableVocabulary,
  roles: { dateColumn: number | null; numbers: Mention[] },
): void {
  if (roles.dateColumn !== null) return;
  for (const mention of roles.numbers) {
    if (mention.positions.length !== 1 || mention.full) continue;
    const word = question.words[mention.positions[0]!]!;
    if (!word.endsWith('ed')) continue;
    const said = conceptsOf(word);
    const dated = vocabulary.dates.filter((column) =>
      vocabulary.headers[column]!.concepts.some((concept) => said.includes(concept)),
    );
    if (dated.length !== 1) continue;
    roles.dateColumn = dated[0]!;
    roles.numbers = roles.numbers.filter((other) => other !== mention);
    return;
  }
}

/**
 * 'How many order items were shipped in March 2017' of a sheet with an order date and a
 * shipping date: a past verb right before the period, no column named whole by it, names by its
 * base the one date column of when it was done, as 'held in' names an `event_date`.
 */
export function readVerbDate(
  question: QuestionWords,
  vocabulary: TableVocabulary,
  mentions: readonly Mention[],
  roles: { dateColumn: number | null; numbers: readonly Mention[] },
): void {
  if (roles.dateColumn !== null || vocabulary.dates.length < 2) return;
  const textual = (mention: Mention) =>
    !roles.numbers.includes(mention) &&
    !mention.columns.some((column) => vocabulary.dates.includes(column));
  // The verb alone naming a column in part ('shipped' of Shipping Mode) or a text column whole
  // ('resolved' of a Resolution's notes) does not claim it.
  const claimed = new Set(
    mentions.flatMap((mention) =>
      (mention.full && !textual(mention)) || mention.positions.length > 1 ? mention.positions : [],
    ),
  );
  question.words.forEach((word, at) => {
    if (roles.dateColumn !== null || claimed.has(at) || !word.endsWith('ed')) return;
    if (!periodFollows(question.words, at)) return;
    const dated = datesDoneBy(vocabulary, word);
    if (dated.length === 1) roles.dateColumn = dated[0]!;
  });
}

/**
 * The date columns a past verb names by its base ('shipped' of Ship Date) or, where none, by a
 * word of its family ('resolved' of Time to Resolution).
 */
function datesDoneBy(vocabulary: TableVocabulary, verb: string): number[] {
  const said = conceptsOf(verb);
  const headed = (says: (concept: string) => boolean) =>
    vocabulary.dates.filter((column) => vocabulary.headers[column]!.concepts.some(says));
  const based = headed((concept) => said.includes(concept));
  if (based.length > 0) return based;
  return headed((concept) => said.some((own) => sharedPrefix(own, concept) >= FAMILY_PREFIX));
}

/** Words after which a period says when: 'events held in Q3', 'events between July 1 and …'. */
const WHEN_WORDS = new Set(['in', 'on', 'between', 'from', 'during', 'before', 'after', 'since']);
/** Words at most between whose dates and the period: 'held in'. */
const LEAST_GAP = 2;

/** The header word of a date column besides its date words (`event_date`: 'event'), if one. */
function ownerOf(vocabulary: TableVocabulary, column: number): string | null {
  const owners = vocabulary.headers[column]!.phrase.filter((word) => !DATE_HEADER_WORDS.has(word));
  return owners.length === 1 ? owners[0]! : null;
}

/** Whether a period follows the word at a position within a few words ('held in'). */
function periodFollows(words: readonly string[], at: number): boolean {
  return words.slice(at + 1, at + 2 + LEAST_GAP).some((word) => WHEN_WORDS.has(word));
}

/**
 * 'How many sales were for events held in Q3 2024' of a sheet with `event_date` and `sale_date`:
 * the noun a date column's header is the date of, just before the period, says which dates the
 * period is of; of two, the one nearest the period. A word of a longer column name ('ship mode in
 * 2016') is that column's, not a date's.
 */
export function readOwnerDate(
  question: QuestionWords,
  vocabulary: TableVocabulary,
  mentions: readonly Mention[],
  roles: { dateColumn: number | null },
): void {
  if (roles.dateColumn !== null || vocabulary.dates.length < 2) return;
  const named = new Set(
    mentions.filter((one) => one.positions.length > 1).flatMap((one) => one.positions),
  );
  let nearest = -1;
  for (const column of vocabulary.dates) {
    const owner = ownerOf(vocabulary, column);
    question.stems.forEach((word, at) => {
      if (word !== owner || named.has(at) || at < nearest) return;
      if (!periodFollows(question.words, at)) return;
      nearest = at;
      roles.dateColumn = column;
    });
  }
  if (roles.dateColumn === vocabulary.dates[0]) roles.dateColumn = null;
}

/**
 * 'The number of deliveries per year' of a sheet with `Scheduled Delivery Date`, `Delivered to
 * Client Date` and `Delivery Recorded Date`: the things done, counted, are dated by the one
 * column saying they were done (its verb's past form), not by when they were planned or recorded.
 */
export function readDoneDate(
  question: QuestionWords,
  vocabulary: TableVocabulary,
  roles: { dateColumn: number | null },
): void {
  if (roles.dateColumn !== null || vocabulary.dates.length < 2) return;
  for (const word of question.words.filter(looksPlural)) {
    const done = vocabulary.dates.filter((column) =>
      vocabulary.headers[column]!.phrase.some(
        (written) => PAST_FORM.test(written) && word.startsWith(written.slice(0, -'ed'.length)),
      ),
    );
    if (done.length !== 1) continue;
    roles.dateColumn = done[0]!;
    return;
  }
}
