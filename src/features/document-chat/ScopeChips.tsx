import { Badge, Button, CloseButton, Group, Text } from '@mantine/core';
import type { DocumentScope } from './useDocumentScope';

/**
 * The documents questions are narrowed to, above the composer: each a chip that removes it,
 * and 'Search all documents' to widen again in one click. Nothing while nothing is chosen.
 */
export function ScopeChips({ scope }: { scope: DocumentScope }) {
  if (scope.scope.length === 0) return null;
  return (
    <Group role="group" aria-label="Asking only about" gap={6} px="sm" pt="xs" wrap="wrap">
      <Text size="sm" c="dimmed">
        Asking only about
      </Text>
      {scope.scope.map((document) => (
        <Badge
          key={document.documentId}
          variant="light"
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
          {document.name}
        </Badge>
      ))}
      <Button size="compact-sm" variant="subtle" onClick={scope.clear}>
        Search all documents
      </Button>
    </Group>
  );
}
