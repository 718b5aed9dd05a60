import { Badge, Button, CloseButton, Group, Text } from '@mantine/core';
import type { DocumentSummary } from '@/lib/documents/types';
import type { DocumentScope } from './useDocumentScope';

/**
 * The documents questions are narrowed to, above the composer: each a chip that removes it,
 * and 'Search all documents' to widen again in one click. Nothing while nothing is chosen. A
 * chosen document removed since is marked so: questions no longer reach it.
 */
export function ScopeChips({
  scope,
  documents,
}: {
  scope: DocumentScope;
  /** The documents the person may see; null while the library loads. */
  documents: readonly DocumentSummary[] | null;
}) {
  if (scope.scope.length === 0) return null;
  const listed = documents && new Set(documents.map((document) => document.id));
  return (
    <Group role="group" aria-label="Asking only about" gap={6} px="sm" pt="xs" wrap="wrap">
      <Text size="sm" c="dimmed">
        Asking only about
      </Text>
      {scope.scope.map((document) => {
        const gone = listed !== null && !listed.has(document.documentId);
        return (
          <Badge
            key={document.documentId}
            variant="light"
            color={gone ? 'gray' : undefined}
            tt="none"
            size="lg"
            maw="100%"
            rightSection={
              <CloseButton
                size="xs"
                aria-label={`Stop asking about ${document.name}`}
                onClick={() => scope.remove(document.documentId)}
              />
            }
          >
            {gone ? `${document.name} (removed)` : document.name}
          </Badge>
        );
      })}
      <Button size="compact-sm" variant="subtle" onClick={scope.clear}>
        Search all documents
      </Button>
    </Group>
  );
}
