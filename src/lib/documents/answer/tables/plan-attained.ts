import { wholeMention, type Mention } from './column-mentions';
import { partnerOf } from './conditions';
import { ATTAINING_VERBS, ATTAINMENT_NOUNS, PLANNED_WORDS, SHARE_WORDS } from './lexicon';
import type { ReadingState } from './reading-state';

/**
 * 'What percentage of the sales target did each store achieve?', 'target attainment by region':
 * the figure a plan column plans ('Net Sales' beside 'Sales Target') as a percentage of the
 * plan, not the plan's share of all plans. Needs both a plan named and a word of attaining it.
 */
export function planAttained(
  state: ReadingState,
  numbers: readonly Mention[],
): { measures: Mention[]; denominator: number } | null {
  const { question, table, vocabulary, used } = state;
  const { stems } = question;
  const plan = numbers.find(({ columns: [column] }) =>
    vocabulary.headers[column!]!.concepts.some((concept) => PLANNED_WORDS.has(concept)),
  );
  if (!plan) return null;
  const partner = partnerOf(table, vocabulary, plan.columns[0]!);
  if (partner === null) return null;
  const free = (words: ReadonlySet<string>) =>
    stems.flatMap((stem, index) => (words.has(stem) && !used[index] ? [index] : []));
  // 'Target attainment', or a share word with a verb of attaining ('what percentage … achieve').
  const shares = free(SHARE_WORDS);
  const verbs = shares.length > 0 ? free(ATTAINING_VERBS) : [];
  const said = [...free(ATTAINMENT_NOUNS), ...verbs, ...(verbs.length > 0 ? shares : [])];
  if (said.length === 0) return null;
  for (const index of said) used[index] = true;
  return { measures: [wholeMention(partner)], denominator: plan.columns[0]! };
}
