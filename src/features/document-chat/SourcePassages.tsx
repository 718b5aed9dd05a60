import { Mark, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { SourcePassage } from '@/lib/documents/types';

/**
 * The extracted text around a citation, in document order, each passage under its place
 * ('slide 4', 'sheet Q3, rows 27-40'); the cited one is highlighted and scrolled into view.
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
            {passage.cited ? <Mark ref={cited}>{passage.text}</Mark> : passage.text}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
