import { isSectionHeading, PARAGRAPH_SEPARATOR } from '@/lib/documents/text/passage-layout';
import type { SourcePassage, TextRange } from '@/lib/documents/types';

/** One paragraph of a passage as the source viewer shows it. */
export interface ShownParagraph {
  text: string;
  /** A Markdown section's heading, shown as a heading. */
  heading: boolean;
  /** What is cited in it, by offsets into its own text. */
  highlights: TextRange[];
}

/**
 * A passage as the viewer shows it: paragraph by paragraph (a small file is one passage of
 * several), each with its share of what is cited — the cited passage's highlights, or all of
 * it when it has none.
 */
export function shownParagraphs(passage: SourcePassage): ShownParagraph[] {
  const cited = passage.cited
    ? (passage.highlights ?? [{ start: 0, end: passage.text.length }])
    : [];
  let start = 0;
  return passage.text.split(PARAGRAPH_SEPARATOR).map((text) => {
    const end = start + text.length;
    const highlights = cited.flatMap((range) => {
      const from = Math.max(range.start, start);
      const to = Math.min(range.end, end);
      return to > from ? [{ start: from - start, end: to - start }] : [];
    });
    const shown = { text, heading: isSectionHeading(text, passage.location), highlights };
    start = end + PARAGRAPH_SEPARATOR.length;
    return shown;
  });
}
