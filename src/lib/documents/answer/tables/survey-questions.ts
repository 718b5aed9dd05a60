import { processTerm, stem } from '../../text/terms';
import type { DataTable, TableColumn } from '../../types';
import { conceptOf } from './lexicon';

/** What a survey's answer on a scale is called ('the average score', 'responses rated 9'). */
const ANSWER_FIGURES = ['score', 'rating'].map((word) => conceptOf(stem(word)));

const asksQuestion = (column: TableColumn) => column.name.trim().endsWith('?');

/**
 * 'How likely are you to recommend this airline?': a number column headed by the question a survey
 * asked holds each respondent's score, so 'score' and 'rating' name it, as its own words cannot.
 */
export function surveyQuestionAliases(column: TableColumn): string[] {
  return column.kind === 'number' && asksQuestion(column) ? ANSWER_FIGURES : [];
}

/**
 * A survey question is named by its words that say something ('likely', 'recommend'), not by
 * 'how', 'are' or 'you', which every question holds; and it names what it asks about ('this
 * airline?') beside the column that says which one each answer is about (`Airline`): such a word
 * names that column, so 'how many airlines' and 'which airline' count and group by it rather than
 * add up the answers.
 */
export function surveyQuestionsNarrowed(table: DataTable, headers: { concepts: string[] }[]) {
  const wholeHeaders = new Set(
    headers.flatMap(({ concepts }) => (concepts.length === 1 ? concepts : [])),
  );
  headers.forEach((header, column) => {
    if (!asksQuestion(table.columns[column]!)) return;
    header.concepts = header.concepts.filter(
      (concept) => processTerm(concept) !== null && !wholeHeaders.has(concept),
    );
  });
}

/** Whether a question word is what a survey question's column is called ('a score of 9 or 10'). */
export function namesSurveyAnswer(header: { aliases: readonly string[] }, word: string) {
  const concept = conceptOf(word);
  return ANSWER_FIGURES.includes(concept) && header.aliases.includes(concept);
}
