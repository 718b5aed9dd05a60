import { Anchor, Badge, Text } from '@mantine/core';
import type { Citation } from '@machines/chat/chat.types';
import { useCitationOpener } from './citation-opener';

/**
 * Where a citation points ('q3-sales.xlsx · sheet Sales, rows 14-19') and its classification;
 * a button that opens the source where the chat provides a viewer.
 */
export function CitationLabel({ citation }: { citation: Citation }) {
  const open = useCitationOpener();
  const { documentName, location } = citation;
  const label = location ? `${documentName} · ${location}` : documentName;
  return (
    <>
      {open ? (
        <Anchor
          component="button"
          type="button"
          size="xs"
          ta="left"
          className="wrap-anywhere"
          aria-label={`Open source: ${location ? `${documentName}, ${location}` : documentName}`}
          onClick={(event) => open(citation, event.currentTarget)}
        >
          {label}
        </Anchor>
      ) : (
        <Text size="xs" c="dimmed" className="wrap-anywhere">
          {label}
        </Text>
      )}
      {citation.classification && (
        <Badge size="xs" variant="outline">
          {citation.classification}
        </Badge>
      )}
    </>
  );
}
