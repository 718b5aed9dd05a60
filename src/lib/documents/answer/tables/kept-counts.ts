import type { TableSubject } from '@domain/table-subject';
import type { VisibleTable } from '../../types';
import { questionWords, readIntent, type Intent, type QuestionWords } from '../question';
import { subjectsOf } from './question-subjects';
import { asksAboutTable, readAgainst, type TableReading } from './table-reading';

/** A table's reading of a count of kept groups, and the subjects that count them. */
export interface KeptCount {
  source: VisibleTable;
  reading: TableReading;
  subjects: TableSubject[];
}

/**
 * 'How many customers placed more than 5 orders?', 'how many states had sales above 50,000?':
 * how many of the groups the same question asked with 'which' keeps ('which customers placed
 * more than 5 orders?' keeps the customers by their count of orders). Empty when the question
 * is no such count, or no table keeps groups for it ('how many customers are in France?' counts
 * customers; 'how many order lines had sales over 500' counts rows).
 */
export function keptCounts(
  { written, words }: QuestionWords,
  intent: Intent,
  readings: readonly { source: VisibleTable; reading: TableReading }[],
): KeptCount[] {
  if (!intent.count || words[0] !== 'how' || words[1] !== 'many') return [];
  const which = questionWords(['which', ...written.slice(2)].join(' '));
  const asked: Intent = { ...readIntent(which), count: false };
  return readings.flatMap(({ source, reading: counting }) => {
    const reading = readAgainst(which, source.table, asked, source.documentName);
    if (!asksAboutTable(reading, asked) || reading.unmatched.length > 0) return [];
    const ref = { documentId: source.documentId, tableIndex: source.tableIndex };
    // What the count counts must be the groups kept: 'how many trips had more than 4
    // passengers' counts rows (each a trip), and 'how many days had more than 20 mm' the days
    // of a series, which the question's own reading answers.
    const plain = asksAboutTable(counting, intent) && counting.unmatched.length === 0;
    const subjects = subjectsOf(reading, asked, ref).filter(
      (subject) =>
        subject.groupBy !== null &&
        subject.period === undefined &&
        subject.having !== undefined &&
        (!plain || counting.countOf === subject.groupBy),
    );
    return subjects.length === 0
      ? []
      : [{ source, reading, subjects: subjects.map((subject) => ({ ...subject, tally: true })) }];
  });
}
