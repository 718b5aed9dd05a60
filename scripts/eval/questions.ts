import expectedTables from './expected-tables.json';
import proseQuestions from './prose-questions.json';
import unanswerableQuestions from './unanswerable-questions.json';

/** Percent values are in percent units (17.39 means 17.39 %). */
export type Unit = 'count' | 'usd' | 'percent';

/** An expected table answer, in the shapes README.md describes. */
export type ExpectedTableAnswer =
  | { type: 'number'; unit: Unit; tolerance: number; value: number }
  | { type: 'name'; value: string }
  | { type: 'names'; values: readonly string[] }
  | {
      type: 'groups';
      unit: Unit;
      tolerance: number;
      rows: readonly { group: string; value: number }[];
    }
  | {
      type: 'ranked-groups';
      unit: Unit;
      tolerance: number;
      topN: number;
      rows: readonly { group: string; rank: number; name: string; value: number }[];
    };

export interface TableQuestion {
  id: string;
  /** Relative to data/. */
  file: string;
  question: string;
  kind: string;
  expected: ExpectedTableAnswer;
}

export interface ProseQuestion {
  id: string;
  file: string;
  question: string;
  /** 'exact': worded like the source; 'paraphrase': no content word in common with it. */
  kind: 'exact' | 'paraphrase';
  mustContain: string;
  expectedDirect: string;
  acceptAlso?: string[];
}

/** expected-tables.json repeats each question with its answer (compute-expected.mjs writes it). */
export const TABLE_QUESTIONS = expectedTables.answers as TableQuestion[];

export const PROSE_QUESTIONS = proseQuestions.questions as ProseQuestion[];

/** A question none of the handbooks answers: right when the reply shows no bold direct answer. */
export interface UnansweredQuestion {
  id: string;
  question: string;
}

export const UNANSWERABLE_QUESTIONS = unanswerableQuestions.questions as UnansweredQuestion[];

/** The files the questions are about, each once, in the order they are first asked about. */
export function filesOf(questions: readonly { file: string }[]): string[] {
  return [...new Set(questions.map((question) => question.file))];
}
