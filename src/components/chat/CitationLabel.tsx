import { Badge, Text } from '@mantine/core';
import type { Citation } from '@machines/chat/chat.types';

/** Where a citation points ('q3-sales.xlsx · sheet Sales, rows 14-19') and its classification. */
export function CitationLabel({ citation }: { citation: Citation }) {
  return (
    <>
      <Text size="xs" c="dimmed" className="wrap-anywhere">
        {citation.documentName}
        {citation.location ? ` · ${citation.location}` : ''}
      </Text>
      {citation.classification && (
        <Badge size="xs" variant="outline">
          {citation.classification}
        </Badge>
      )}
    </>
  );
}
