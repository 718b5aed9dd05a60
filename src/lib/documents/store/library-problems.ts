import type { Classification } from '@domain/classification';
import { mayAccess } from '../access';
import type { DocumentUser } from '../types';
import { plural } from '../text/labels';

/** The company and level of the document a problem is about: who may see it may be told. */
export interface ProblemAccess {
  scope: string;
  classification: Classification;
}

/**
 * Something that went wrong restoring the library, told only to the people it concerns: a
 * message about one document to those who may see that document, one naming none (`about`
 * null) to everyone at this browser; documents the browser cleared are counted per company and
 * level, each person told how many of theirs. A problem about a document whose company and
 * level cannot be read is told to nobody.
 */
export type LibraryProblem =
  { about: ProblemAccess | null; message: string } | { about: ProblemAccess; lost: number };

export function concerns(problem: LibraryProblem, user: DocumentUser): boolean {
  return problem.about === null || mayAccess(user, problem.about);
}

/** What the user is told: their problems' messages, then how many of their documents were lost. */
export function problemMessages(problems: readonly LibraryProblem[], user: DocumentUser): string[] {
  let lost = 0;
  const messages: string[] = [];
  for (const problem of problems) {
    if (!concerns(problem, user)) continue;
    if ('lost' in problem) lost += problem.lost;
    else messages.push(problem.message);
  }
  if (lost > 0) {
    messages.push(
      `This browser cleared the ${plural(lost, 'document')} it kept for you, probably to free space. Upload them again to search them.`,
    );
  }
  return messages;
}
