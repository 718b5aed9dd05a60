import type { TableFilter, TableSubject } from '@domain/table-subject';
import type { DataTable, DocumentsReply, TableChoice, VisibleTable } from '../../types';
import { compute, type Computation } from './aggregate';
import { questionWords, readIntent, saysHow, type Intent } from '../question';
import { asksAboutTable, readAgainst, type TableReading } from './table-reading';
import { subjectsOf } from './question-subjects';
import {
  abbreviationsSpelledIn,
  headersSpacedIn,
  letterSuffixesSpelledIn,
} from './written-headers';
import { glossesDropped } from './header-glosses';
import { tallyColumnRead } from './tally-columns';
import { atLeastOneRead } from './at-least-one';
import { countAfterNounRead } from './count-after-noun';
import { spreadRead } from './spread-words';
import { comparedNounsJoined } from './compared-nouns';
import { splitComparativesJoined } from './split-comparatives';
import { boughtAsSpent } from './bought-most';
import { spentOnRead } from './spent-on';
import { rateAsRated } from './rate-as-rated';
import { stockAsHeld } from './stock-held';
import { weekdayColumnRead } from './weekday-columns';
import { dateHeadersRead } from './date-header-words';
import { termEndsRead } from './term-ends';
import { columnLetter } from '../../text/labels';
import { answerText, changeFigure, citeRows, explain, tiedFirst } from './answer-text';
import { describeFilters, nameOf } from './figure-words';
import { inexactNote, keptUnitTable, mixedFigures } from './mixed-figures';
import { datesOutsideNote } from './dates-outside';
import { resultTable } from './result-table';
import { overviewAsked, overviewReply } from './table-overview';
import { unmatchedReply } from './unmatched';
import { latestYearSheetOnly } from './latest-year-sheet';
import { totalsLeftOut, totalsLeftOutRead } from './totals-left-out';
import { answeringATime } from './time-asked';
import { possessivesRead } from './possessives';
import { keptCounts } from './kept-counts';
import { limitBefore, looksPlural } from './lexicon';
import { durationIn } from './durations';

export type TableReply = Extract<DocumentsReply, { kind: 'table-answer' | 'clarify' | 'no-match' }>;

/** What the chat knows besides the question. */
export interface TableQuestionContext {
  /** What the last table answer in this chat was about, for follow-ups. */
  previous: TableSubject | null;
  /** The reading a choice button picked, answered as it is. */
  chosen: TableSubject | null;
}

/** Readings offered as buttons at most (ambiguous measures × values × tables). */
const MAX_CHOICES = 6;

function sourceOf(
  tables: readonly VisibleTable[],
  subject: TableSubject,
): VisibleTable | undefined {
  const source = tables.find(
    (table) => table.documentId === subject.documentId && table.tableIndex === subject.tableIndex,
  );
  const columns = source?.table.columns.length ?? 0;
  const inTable = (column: number | null) => column === null || (column >= 0 && column < columns);
  const valid =
    inTable(subject.column) &&
    inTable(subject.groupBy) &&
    inTable(subject.times ?? null) &&
    inTable(subject.denominatorTimes ?? null) &&
    inTable(subject.minus ?? null) &&
    inTable(subject.per ?? null) &&
    (subject.also ?? []).every(inTable) &&
    (subject.plus ?? []).every(inTable) &&
    (subject.across ?? []).every(inTable) &&
    subject.filters.every((filter) => inTable(filter.column));
  return valid ? source : undefined;
}

interface Answered {
  source: VisibleTable;
  subject: TableSubject;
  computation: Computation;
  answer: string;
  /** Set when the figure's column mixes units or decimal marks: no one figure is given. */
  mixed?: { note: string };
  /** The date column the question's dates were read from when it named none, and the others. */
  dates?: TableReading['dates'];
}

function computeFor(
  visible: VisibleTable,
  subject: TableSubject,
  dates?: TableReading['dates'],
): Answered {
  const source = { ...visible, table: keptUnitTable(visible.table, subject) };
  const computation = compute(source.table, subject);
  const mixed = mixedFigures(source.table, subject, computation);
  if (mixed) return { source, subject, computation, answer: mixed.answer, mixed, dates };
  const notes = [inexactNote, datesOutsideNote].map((note) =>
    note(source.table, subject, computation),
  );
  const answer = `${answerText(source.table, subject, computation)}${notes.join('')}`;
  return { source, subject, computation, answer, dates };
}

/** Whether a filter reads a date column's dates: its days, or the hours of its date-times. */
function readsDates(filter: TableFilter): boolean {
  return filter.kind === 'date' || filter.kind === 'days' || filter.kind === 'hours';
}

/** The same subject with its dates read from another date column. */
function withDateColumn(subject: TableSubject, from: number, to: number): TableSubject {
  const moved = (filter: TableFilter): TableFilter =>
    filter.column === from && readsDates(filter) ? { ...filter, column: to } : filter;
  return {
    ...subject,
    filters: subject.filters.map(moved),
    groupBy: subject.groupBy === from && subject.period ? to : subject.groupBy,
  };
}

/** 'Dates are Order Date's (the table also has Ship Date).', and a button for each other one. */
function dateChoices(table: DataTable, { subject, dates }: Answered) {
  const usesDates =
    subject.filters.some((filter) => filter.column === dates?.column) ||
    (subject.period !== undefined && subject.groupBy === dates?.column);
  if (!dates || dates.named || dates.others.length === 0 || !usesDates)
    return { note: '', alternatives: [] };
  const others = dates.others.map((column) => nameOf(table, column));
  return {
    note: ` Dates are read from ${nameOf(table, dates.column)} (the table also has ${others.join(' and ')}).`,
    alternatives: dates.others.map((column) => ({
      label: `Use ${nameOf(table, column)} instead`,
      subject: withDateColumn(subject, dates.column, column),
    })),
  };
}

/** The figure a reply carries: a single figure, or a ranking's first; null for names only. */
function valueOf({ source, subject, computation, mixed }: Answered): number | null {
  const column = subject.column === null ? undefined : source.table.columns[subject.column];
  if (mixed) return null;
  if (computation.kind === 'figure') {
    const none =
      Number.isNaN(computation.value) || (computation.selected === 0 && column?.kind === 'number');
    if (none) return null;
    // 'The average trip duration in minutes': the figure in the unit asked, as its words say it.
    return subject.durationUnit
      ? durationIn(computation.value, subject.durationUnit)
      : computation.value;
  }
  if (computation.kind === 'ranking') {
    if (subject.tally) return computation.items.length;
    // 'By how much did the average close rise from 2010 to 2011?': the change is the figure.
    if (subject.ranking?.change && computation.items.length > 1)
      return changeFigure(subject, computation.items[0]!.value, computation.items.at(-1)!.value);
    const [first, second] = computation.items;
    // 'How much more did Elmstead sell than Seaview?': how far apart the two are.
    if (subject.ranking?.difference && computation.items.length === 2)
      return first!.value - second!.value;
    return computation.named > 0 ? first!.value : null;
  }
  return null;
}

/** 'Which employees …', 'what stores …': the noun asked for is a plural. */
const WHICH_NOUN = /\b(?:which|what)\s+(\p{L}+)/iu;

function asksPlural(question: string): boolean {
  const noun = WHICH_NOUN.exec(question)?.[1];
  return noun !== undefined && looksPlural(noun.toLowerCase());
}

function reply(question: string, answered: Answered): TableReply {
  const { source, subject, computation, answer, mixed } = answered;
  const { note, alternatives } = dateChoices(source.table, answered);
  // 'Which employees had the fewest shifts?': a plural asks for every one tied for first, as
  // the answer lists them; 'which company' for one.
  const tied =
    computation.kind === 'ranking' && computation.named === 1 && asksPlural(question)
      ? tiedFirst(computation.items)
      : [];
  const names =
    computation.kind === 'ranking'
      ? (tied.length > 1 ? tied : computation.items.slice(0, computation.named)).map(
          (item) => item.label,
        )
      : computation.kind === 'values'
        ? computation.values
        : [];
  return {
    kind: 'table-answer',
    question,
    answer,
    explanation: `${mixed?.note ?? ''}${explain(source.table, subject, computation)}${note}`,
    citations: citeRows(source, computation.rows),
    subject,
    value: valueOf(answered),
    table: mixed ? null : resultTable(source.table, subject, computation),
    alternatives,
    names: mixed ? [] : names,
  };
}

/**
 * Whether a question read against the last answer's table goes on from it: it says so ('And
 * week 6?', 'What about…'); it names no figure and no values of its own ('Which store sold
 * most?'); or it names only values ('Harbour Point?') that no other table answers as well.
 * `elsewhere` is the best score another table reads the question with on its own.
 */
function goesOn(reading: TableReading, intent: Intent, elsewhere: number): boolean {
  const named =
    reading.filters.length > 0 || reading.measures.length > 0 || reading.groupBy !== null;
  if (!named || reading.strangers > 0) return false;
  if (intent.followUp) return true;
  if (!reading.measureNamed && reading.filters.length === 0) return true;
  const onlyValues =
    reading.measures.length === 0 &&
    reading.groupBy === null &&
    reading.countOf === null &&
    !reading.countsRows;
  return onlyValues && elsewhere < reading.score;
}

/** The date column a subject reads its dates from, if it reads any. */
function dateColumnOf(subject: TableSubject): number | undefined {
  if (subject.period && subject.groupBy !== null) return subject.groupBy;
  return subject.filters.find((filter) => filter.kind === 'date' || filter.kind === 'days')?.column;
}

/** A kept group condition as the reading's condition again ('lost money': Profit below 0). */
function havingAsCondition(previous: TableSubject): TableFilter[] {
  const { having, column } = previous;
  if (!having || column === null) return [];
  return 'column' in having
    ? [{ column, kind: 'columns', op: having.op, other: having.column }]
    : [{ column, kind: 'compare', op: having.op, value: having.value }];
}

/** The previous subject's parts the follow-up does not replace, as a reading and an intent. */
function followUpSubjects(
  previous: TableSubject,
  reading: TableReading,
  intent: Intent,
): TableSubject[] {
  // 'And in 2016?' after a Ship Date answer keeps Ship Date.
  const before = dateColumnOf(previous);
  const now = reading.dates?.column;
  const filters =
    before !== undefined && now !== undefined && now !== before && !reading.dates?.named
      ? reading.filters.map((options) =>
          options.map((filter) =>
            filter.column === now && readsDates(filter) ? { ...filter, column: before } : filter,
          ),
        )
      : reading.filters;
  const named = new Set(filters.map((options) => options[0]!.column));
  // A trend's date column stays grouped when the follow-up names other dates ('And for 2016?').
  const periodKept = previous.period !== undefined && reading.groupBy === null;
  const groupBy =
    reading.groupBy ??
    (previous.groupBy !== null && named.has(previous.groupBy) && !periodKept
      ? null
      : previous.groupBy);
  const kept = previous.filters.filter(
    (filter) => !named.has(filter.column) && (filter.column !== groupBy || periodKept),
  );
  const previousMeasure =
    previous.column !== null && reading.table.columns[previous.column]?.kind === 'number'
      ? [previous.column, ...(previous.also ?? [])]
      : [];
  const inheritsMeasure = reading.measures.length === 0;
  const merged: TableReading = {
    ...reading,
    measures: inheritsMeasure && !previous.having ? previousMeasure : reading.measures,
    together: inheritsMeasure ? previous.also !== undefined : reading.together,
    measureFull: true,
    filters: [...kept.map((filter) => [filter]), ...filters],
    conditions: [...reading.conditions, ...(inheritsMeasure ? havingAsCondition(previous) : [])],
    groupBy,
    period:
      reading.period ??
      (periodKept || groupBy === previous.groupBy ? (previous.period ?? null) : null),
    within: reading.within ?? previous.within ?? null,
    denominator: reading.denominator ?? (inheritsMeasure ? (previous.denominator ?? null) : null),
    denominatorTimes:
      reading.denominator !== null
        ? reading.denominatorTimes
        : inheritsMeasure
          ? (previous.denominatorTimes ?? null)
          : null,
    paired: reading.paired ?? (inheritsMeasure ? (previous.paired ?? null) : null),
    times: reading.times ?? (inheritsMeasure ? (previous.times ?? null) : null),
    minus: reading.minus ?? (inheritsMeasure ? (previous.minus ?? null) : null),
    durationUnit:
      reading.durationUnit ?? (inheritsMeasure ? (previous.durationUnit ?? null) : null),
    plus: inheritsMeasure ? [...(previous.plus ?? [])] : reading.plus,
    across: inheritsMeasure ? [...(previous.across ?? [])] : reading.across,
    datesNamed: reading.datesNamed || previous.ranking?.change === true,
    share: reading.share || (inheritsMeasure && previous.reduction === 'share'),
    perGroup: reading.perGroup || (previous.groupBy !== null && previous.ranking === null),
    countOf: reading.countOf ?? (previous.reduction === 'distinct' ? previous.column : null),
    countsRows: reading.countsRows || previous.reduction === 'count',
  };
  const sameGroups = groupBy !== null ? previous.groupBy === groupBy : merged.across.length > 0;
  const ranked = sameGroups ? previous.ranking : null;
  const inherited: Intent = {
    ...intent,
    // A listing of every group (limit null) stays one; a ranking keeps its order.
    order: ranked?.inGroupOrder || ranked?.limit === null ? null : (ranked?.order ?? null),
    limit: ranked?.limit === 1 ? null : (ranked?.limit ?? null),
    average:
      previous.reduction === 'average' || (previous.groupBy !== null && previous.ranking === null),
    count: previous.reduction === 'count' || previous.reduction === 'distinct',
    change: ranked?.change === true,
  };
  return subjectsOf(merged, saysHow(intent) ? intent : inherited, {
    documentId: previous.documentId,
    tableIndex: previous.tableIndex,
  });
}

/** The parts of a reading's description: its measure, its values and dates, its table. */
function partsOf({ source, subject }: Answered): string[] {
  const { table } = source;
  const place =
    table.sheet === null
      ? source.documentName
      : `${table.inDocument ? '' : table.stacked ? 'sheets ' : 'sheet '}${table.sheet} of ${source.documentName}`;
  const measure = subject.column === null ? '' : table.columns[subject.column]!.name;
  const duplicate = table.columns.filter((column) => column.name === measure).length > 1;
  const letter = subject.column === null ? '' : columnLetter(subject.column);
  return [
    duplicate ? `${measure} (column ${letter})` : measure,
    ...subject.filters.map((filter) =>
      filter.kind === 'text' || filter.kind === 'number'
        ? `${filter.values.join(' or ')} as ${table.columns[filter.column]!.name}`
        : describeFilters(table, [filter]).replace(/^ where /, ''),
    ),
    place,
  ].filter(Boolean);
}

/** The parts of each reading's description that tell it apart from the others; never two alike. */
function labelChoices(answers: readonly Answered[]): TableChoice[] {
  const parts = answers.map(partsOf);
  const shared = parts[0]!.filter((part) => parts.every((other) => other.includes(part)));
  const labels = parts.map(
    (own) => own.filter((part) => !shared.includes(part)).join(', ') || own.join(', '),
  );
  return answers.map((answer, index) => {
    const alike = labels.filter((label, other) => label === labels[index] && other < index).length;
    return {
      label: alike > 0 ? `${labels[index]} (reading ${alike + 1})` : labels[index]!,
      subject: answer.subject,
    };
  });
}

function clarify(question: string, answers: readonly Answered[]): TableReply {
  const tables = new Set(answers.map(({ source }) => `${source.documentId}/${source.tableIndex}`));
  const columns = new Set(answers.map(({ subject }) => subject.column));
  const message =
    tables.size > 1
      ? 'That is in more than one table. Which one do you mean?'
      : columns.size > 1
        ? 'More than one column fits. Which one do you mean?'
        : 'A value you named is in more than one column. Which one do you mean?';
  return { kind: 'clarify', question, message, choices: labelChoices(answers) };
}

/**
 * 'Total revenue in 2023' of two tables, one with no row in 2023: the tables with rows to
 * answer from are asked about, not the others.
 */
function overRows(answers: readonly Answered[]): readonly Answered[] {
  const tables = new Set(answers.map(({ source }) => source));
  const withRows = answers.filter(({ computation }) => computation.selected > 0);
  return tables.size > 1 && withRows.length > 0 ? withRows : answers;
}

/** Readings that give the same answer need no question: the first is answered. */
function distinctAnswers(answers: readonly Answered[]): Answered[] {
  const seen = new Set<string>();
  return answers.filter(({ answer }) => {
    if (seen.has(answer)) return false;
    seen.add(answer);
    return true;
  });
}

/** 'The 2 most common location types': a limit the shared intent reader leaves out. */
function withLimit(intent: Intent, words: readonly string[]): Intent {
  if (intent.limit !== null) return intent;
  const at = words.findIndex((_, index) => limitBefore(words, index) !== null);
  return at < 0 ? intent : { ...intent, limit: limitBefore(words, at) };
}

/**
 * Sheets that stack into one table are offered one by one, as before, and then all together
 * ('sheets January, February and March'), which is kept however many sheets there are.
 */
function withStackedLast(answers: readonly Answered[]): Answered[] {
  const stacked = answers.filter(({ source }) => source.table.stacked);
  const own = answers.filter(({ source }) => !source.table.stacked);
  return [...own.slice(0, MAX_CHOICES - stacked.length), ...stacked];
}

/**
 * 'Within what time should I respond to chats?', 'Can I expense a taxi?', 'Do I need to …',
 * 'How many days do customers have to return an order?', 'How often is a stock take done?':
 * what someone may or must do, or how often a thing is done as a rule, is a rule the passages
 * state, never a figure of the rows, however well its words match a table's (`First Response
 * Time`, a Ticket Channel of Chat, a Returned Flag).
 */
const ASKS_A_RULE =
  /\b(?:should|must|can|may|could|shall) I\b|\b(?:do|does) (?:\w+ ){1,3}(?:need|have) to\b|\bam I (?:allowed|required|expected|entitled)\b|\bhow often (?:is|are) (?:\w+ ){1,4}(?:done|held|\w+ed)\b/i;

/** The question's words and what it asks, read against each table. */
function readQuestion(question: string, tables: readonly VisibleTable[]) {
  const written = letterSuffixesSpelledIn(headersSpacedIn(question, tables), tables);
  const words = questionWords(abbreviationsSpelledIn(written, tables));
  const intent = withLimit(readIntent(words), words.words);
  const readings = tables.map((source) => ({
    source,
    reading: readAgainst(words, source.table, intent, source.documentName),
  }));
  return { words, intent, readings };
}

/**
 * Answers a question about the figures in the tables the asker may see, or returns null when
 * it is not one (the passages answer it then). Follow-ups go on from `context.previous`;
 * an ambiguous question is answered with choices, each a complete reading.
 */
export function answerTableQuestion(
  question: string,
  tables: readonly VisibleTable[],
  context: TableQuestionContext,
): TableReply | null {
  if (context.chosen) {
    const source = sourceOf(tables, context.chosen);
    return source ? reply(question, computeFor(source, context.chosen)) : null;
  }
  if (ASKS_A_RULE.test(question)) return null;
  const overview = overviewAsked(question, tables);
  if (overview.length > 0) return overviewReply(question, overview);
  const firstRead = readQuestion(question, tables);
  const unread = new Set(firstRead.readings.flatMap(({ reading }) => reading.unmatched));
  const unglossed = [
    possessivesRead,
    glossesDropped,
    dateHeadersRead,
    termEndsRead,
    weekdayColumnRead,
    tallyColumnRead,
    atLeastOneRead,
    countAfterNounRead,
    spreadRead,
    comparedNounsJoined,
    splitComparativesJoined,
    boughtAsSpent,
    spentOnRead,
    rateAsRated,
    stockAsHeld,
    (text: string) => totalsLeftOutRead(text, unread),
  ].reduce((text, read) => read(text, tables, unread), question);
  const { words, intent, readings } =
    unglossed === question ? firstRead : readQuestion(unglossed, tables);
  const asking = readings.filter(
    ({ reading }) => asksAboutTable(reading, intent) && reading.unmatched.length === 0,
  );
  const { previous } = context;
  const previousSource = previous ? sourceOf(tables, previous) : undefined;
  const followed = readings.find(({ source }) => source === previousSource);
  if (previous && followed && followed.reading.unmatched.length === 0) {
    const elsewhere = Math.max(
      0,
      ...asking
        .filter(({ source }) => source !== followed.source)
        .map(({ reading }) => reading.score),
    );
    if (goesOn(followed.reading, intent, elsewhere)) {
      const [subject] = followUpSubjects(previous, followed.reading, intent);
      if (subject) return reply(question, computeFor(followed.source, subject));
    }
  }
  const kept = keptCounts(words, intent, readings);
  if (asking.length === 0 && kept.length === 0) return unmatchedReply(question, readings, intent);
  const read =
    kept.length > 0
      ? kept
      : asking.map(({ source, reading }) => ({
          source,
          reading,
          subjects: subjectsOf(reading, intent, {
            documentId: source.documentId,
            tableIndex: source.tableIndex,
          }),
        }));
  // A reading whose every subject answers another question ('what time' of a sum, a figure
  // holding the totals the question left out) is no reading of this one.
  const shaped = read.map((candidate) => ({
    ...candidate,
    subjects: totalsLeftOut(
      question,
      unread,
      answeringATime(question, candidate.source.table, candidate.subjects),
    ),
  }));
  const emptied = shaped.some(
    ({ subjects }, index) => subjects.length === 0 && read[index]!.subjects.length > 0,
  );
  const candidates = emptied ? shaped.filter(({ subjects }) => subjects.length > 0) : shaped;
  if (candidates.length === 0) return unmatchedReply(question, readings, intent);
  const best = Math.max(...candidates.map(({ reading }) => reading.score));
  const answers = candidates
    .filter(({ reading }) => reading.score === best)
    .flatMap(({ source, reading, subjects }) =>
      subjects.map((subject) => computeFor(source, subject, reading.dates)),
    );
  const distinct = latestYearSheetOnly(
    overRows(distinctAnswers(withStackedLast(answers))),
    words.words,
  );
  if (distinct.length === 0) return null;
  if (distinct.length === 1) return reply(question, distinct[0]!);
  return clarify(question, distinct);
}
