import { Mark, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef, type Ref } from 'react';
import { splitHighlights } from '@/components/chat/HighlightedText';
import type { SourcePassage } from '@/lib/documents/types';

/** The cited passage's text: the rows a table answer cites marked in it, else all of it. */
function CitedText({ passage, first }: { passage: SourcePassage; first: Ref<HTMLElement> }) {
  if (!passage.highlights) return <Mark ref={first}>{passage.text}</Mark>;
  const pieces = splitHighlights(passage.text, passage.highlights);
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

/**
 * The extracted text around a citation, in document order, each passage under its place
 * ('slide 4', 'sheet Q3, rows 27-40'); the cited one (a table answer's rows in it) is highlighted
 * and scrolled into view.
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
          <Text size="xs" fw={passage.cited ? 700 : 500} c={passage.cited ? undefined : 'dimmed'}>
            {passage.cited ? `Cited: ${passage.locationLabel}` : passage.locationLabel}
          </Text>
          <Text size="sm" className="wrap-anywhere" style={{ whiteSpace: 'pre-wrap' }}>
            {passage.cited ? <CitedText passage={passage} first={cited} /> : passage.text}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
