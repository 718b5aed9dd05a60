import { Mark, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, type Ref } from 'react';
import { splitHighlights } from '@/components/chat/HighlightedText';
import type { SourcePassage } from '@/lib/documents/types';
import { shownParagraphs, type ShownParagraph } from './shown-paragraphs';

/** A paragraph's text with what is cited in it marked; `first` goes to its first mark. */
function ParagraphText({
  paragraph,
  first,
}: {
  paragraph: ShownParagraph;
  first: Ref<HTMLElement> | undefined;
}) {
  const pieces = splitHighlights(paragraph.text, paragraph.highlights);
  const firstMarked = pieces.findIndex((piece) => piece.marked);
  return pieces.map((piece, index) =>
    piece.marked ? (
      <Mark key={index} ref={index === firstMarked ? first : undefined}>
        {piece.text}
      </Mark>
    ) : (
      piece.text
    ),
  );
}

/** A passage's paragraphs, a Markdown section's heading as a heading. */
function PassageText({ passage, first }: { passage: SourcePassage; first: Ref<HTMLElement> }) {
  const paragraphs = shownParagraphs(passage);
  const firstCited = paragraphs.findIndex((paragraph) => paragraph.highlights.length > 0);
  return paragraphs.map((paragraph, index) => {
    const text = (
      <ParagraphText paragraph={paragraph} first={index === firstCited ? first : undefined} />
    );
    return paragraph.heading ? (
      <Title key={index} order={3} size="h5" className="wrap-anywhere">
        {text}
      </Title>
    ) : (
      <Text key={index} size="sm" className="wrap-anywhere" style={{ whiteSpace: 'pre-wrap' }}>
        {text}
      </Text>
    );
  });
}

/**
 * The extracted text around a citation, in document order, each passage under its place
 * ('slide 4', 'sheet Q3, rows 27-40') and in its paragraphs; what is cited (a table answer's
 * rows, the sentence an answer quoted, else the whole cited passage) is highlighted and
 * scrolled into view.
 */
export function SourcePassages({ passages }: { passages: readonly SourcePassage[] }) {
  const cited = useRef<HTMLElement>(null);
  useEffect(() => {
    cited.current?.scrollIntoView({ block: 'center' });
  }, [passages]);
  return (
    <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {passages.map((passage, index) => (
        <Paper
          key={index}
          component="li"
          withBorder={passage.cited}
          p={passage.cited ? 'xs' : 0}
          aria-current={passage.cited ? 'location' : undefined}
        >
          <Stack gap="xs">
            <Text size="xs" fw={passage.cited ? 700 : 500} c={passage.cited ? undefined : 'dimmed'}>
              {passage.cited ? `Cited: ${passage.locationLabel}` : passage.locationLabel}
            </Text>
            <PassageText passage={passage} first={cited} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
