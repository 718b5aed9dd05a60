import type { DataTable, DocumentsReply, VisibleTable } from '../../types';
import type { Intent } from '../question';
import { stem } from '../../text/terms';
import { editDistance } from '../../text/edit-distance';
import { listed } from '../../text/labels';
import { AVERAGED_WORDS, fold, wordsOf } from './lexicon';
import { placeOf } from './answer-text';
import { asksAboutTable, type TableReading } from './table-reading';
import { isRate, MOST_KINDS, vocabularyOf } from './table-vocabulary';

/** Unknown words a question about figures may have before it is left to the passages. */
const MAX_UNKNOWN = 2;
/**
 * A deadline a rule sets ('Within how many days should I file an expense report?', 'how many
 * days in advance …', 'how many days do we have to settle an invoice?'): a span the passages
 * state, not a count over a table's rows, so a table it does not match says nothing about it.
 */
const DEADLINE_ASKED =
  /\b(?:within|in|after|before) how many (?:business |working |calendar )?(?:minutes|hours|days|weeks|months|years)\b|\bhow many (?:business |working |calendar )?(?:minutes|hours|days|weeks|months|years) (?:before|after|in advance|ahead|prior|(?:do|does|will|would|should|must|can) \w+ have to)\b/i;
/**
 * An allowance or a schedule a rule sets ('How many days of paid vacation … every year?', 'how
 * many days a week do engineers spend …'): a span per period the passages state, not a count
 * over a table's rows.
 */
const ALLOWANCE_ASKED =
  /\bhow many (?:minutes|hours|days|weeks|months)\b.*\b(?:a|per|every|each) (?:day|week|month|year)\b/i;
/**
 * 'How much is M&IE on the first and last days of a trip?': an amount asked of no number column
 * (a trip log's `trip_datetime` named by 'trip' and 'days') is a rule's amount, not the table's.
 * 'How much time' still asks a span of dates.
 */
const AMOUNT_ASKED = /\bhow much\b(?! time)/i;

/** Whether the reading computes a number column the question names. */
function figureMeasured({ table, measures, measureNamed }: TableReading): boolean {
  return measureNamed && measures.some((column) => table.columns[column]?.kind === 'number');
}
/** Columns named in the reply, of each kind. */
const NAMED_COLUMNS = 6;

/**
 * Whether a reading is plainly about this table but for its unknown words: it names the
 * figure to compute (or rows or values to count) and only a word or two is left over. A figure
 * named only by a word also read as a value ('the minimum membership payment' of a Type
 * PAYMENT) does not make a handbook's question one about the table.
 */
function plainlyAbout(reading: TableReading, intent: Intent): boolean {
  const named =
    (reading.measures.length === 1 &&
      reading.measureNamed &&
      !reading.measureAsValue &&
      (reading.measureFull || reading.measureMatched >= 2)) ||
    reading.countOf !== null ||
    reading.countsRows ||
    reading.denominator !== null;
  return (
    named &&
    reading.unmatched.length > 0 &&
    reading.unmatched.length <= MAX_UNKNOWN &&
    reading.score >= reading.unmatched.length &&
    asksAboutTable({ ...reading, strangers: 0 }, intent)
  );
}

/** Edits (insert, delete, replace) from one word to another, up to `most` + 1. */
function distance(a: string, b: string, most: number): number {
  if (Math.abs(a.length - b.length) > most) return most + 1;
  return editDistance(a, b);
}

/** A value or header spelled nearly like an unknown word ('Colombian': 'Columbian'). */
function nearest(table: VisibleTable['table'], word: string): string | null {
  const wanted = stem(fold(word));
  if (wanted.length < 4) return null;
  const most = wanted.length < 6 ? 1 : 2;
  const vocabulary = vocabularyOf(table);
  const known: [phrase: string, text: string][] = [
    ...[...vocabulary.values].map(([phrase, entries]): [string, string] => [
      phrase,
      entries[0]!.value,
    ]),
    ...vocabulary.headers.flatMap((header, column) =>
      header.phrase.map((phrase): [string, string] => [phrase, table.columns[column]!.name]),
    ),
  ];
  let best: { text: string; edits: number } | null = null;
  for (const [phrase, text] of known) {
    if (phrase.includes(' ')) continue;
    const edits = distance(wanted, phrase, most);
    if (edits <= most && (best === null || edits < best.edits)) best = { text, edits };
  }
  return best?.text ?? null;
}

/** A table's columns a person asks about: its figures, its groups and its dates, codes left out. */
function columnsAskedAbout(table: DataTable) {
  const vocabulary = vocabularyOf(table);
  // Codes are neither figures nor groups a person asks by ('Row ID', 'Order ID'); a count
  // headed by 'number' ('num_shares', 'Number of Employees') is a figure.
  const code = (index: number) => vocabulary.identifiers.has(index);
  const names = (kind: 'number' | 'text' | 'date') =>
    table.columns
      .filter(
        (column, index) =>
          column.kind === kind &&
          !code(index) &&
          (column.kind !== 'text' || column.dictionary.length <= MOST_KINDS),
      )
      .map((column) => column.name)
      .slice(0, NAMED_COLUMNS);
  return { figures: names('number'), groups: names('text'), dates: names('date') };
}

/**
 * A question the table answers: 'What is the total Sales by Region?', or with no figures 'How
 * many rows are there by order_status?'; null without a group.
 */
export function exampleQuestion(table: DataTable): string | null {
  const { figures, groups } = columnsAskedAbout(table);
  if (!groups[0]) return null;
  if (!figures[0]) return `How many rows are there by ${groups[0]}?`;
  // 'the average age by job', never its total: an age, a rating or a rate is not added up.
  const figure = table.columns.findIndex((column) => column.name === figures[0]);
  const vocabulary = vocabularyOf(table);
  const averaged =
    isRate(vocabulary, figure) ||
    vocabulary.headers[figure]!.concepts.some((concept) => AVERAGED_WORDS.has(concept));
  return `What is the ${averaged ? 'average' : 'total'} ${figures[0]} by ${groups[0]}?`;
}

/** What a table can answer: 'Sales, Profit and Quantity by Region, Segment and Category'. */
export function whatItAnswers({ table }: VisibleTable): string {
  const { figures, groups, dates } = columnsAskedAbout(table);
  const by = groups.length > 0 ? ` by ${listed(groups)}` : '';
  const over = dates.length > 0 ? `, over ${listed(dates)}` : '';
  const example = exampleQuestion(table);
  // A table of codes, labels and dates only: what it answers is how many rows.
  const holds = figures.length > 0 ? `has figures for ${listed(figures)}` : 'can count its rows';
  return `It ${holds}${by}${over}.${example ? ` For example: “${example}”` : ''}`;
}

/**
 * Words that give a figure to a person ('their base salary', 'my pay') or make the asker its
 * subject ('how much can I request'): with words the table does not hold ('What percentage of
 * their base salary are eligible teammates paid?', 'How much can I request per day for
 * dependent care while travelling?' of a table with a Travel Date) the question asks what people
 * are owed or allowed, a policy's answer, not the table's figures.
 */
const PERSONAL = new Set(['my', 'your', 'their', 'his', 'her', 'i']);

/**
 * Modal verbs of what is allowed or required: with words the table does not hold ('How many
 * people can work on the same hack week project?' of an HR list with `number_project` and
 * `Work_accident`) the question asks a rule, not the table's figures.
 */
const MODALS = new Set(['can', 'may', 'must', 'should', 'allowed']);

/**
 * A question plainly about a table's figures that names something the table does not hold
 * ('total sales by flavour'): said so, with what the table can answer, rather than a figure
 * for a different question. Null when no table reads it so (the passages answer it then).
 */
export function unmatchedReply(
  question: string,
  readings: readonly { source: VisibleTable; reading: TableReading }[],
  intent: Intent,
): Extract<DocumentsReply, { kind: 'no-match' }> | null {
  if (DEADLINE_ASKED.test(question) || ALLOWANCE_ASKED.test(question)) return null;
  const amountAsked = AMOUNT_ASKED.test(question);
  const about = readings.filter(
    ({ reading }) => plainlyAbout(reading, intent) && (!amountAsked || figureMeasured(reading)),
  );
  const asksRule = (word: string) => PERSONAL.has(word) || MODALS.has(word);
  if (about.length === 0 || wordsOf(question).some(asksRule)) return null;
  const { source, reading } = about.reduce((best, next) =>
    next.reading.score > best.reading.score ? next : best,
  );
  const words = listed(reading.unmatched.map((word) => `“${word}”`));
  const close = reading.unmatched.flatMap((word) => {
    const found = nearest(source.table, word);
    return found ? [`“${found}”`] : [];
  });
  const suggestion = close.length > 0 ? ` Did you mean ${listed(close)}?` : '';
  return {
    kind: 'no-match',
    question,
    searchedDocuments: new Set(readings.map((entry) => entry.source.documentId)).size,
    message: `I couldn't match ${words} to a column or a value in ${placeOf(source)}, so I can't give a figure for that.${suggestion} ${whatItAnswers(source)}`,
    unmatched: reading.unmatched,
  };
}
