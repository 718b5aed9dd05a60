import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconFileSearch } from '@tabler/icons-react';
import type { DocumentSummary } from '@/lib/documents/types';
import type { DocumentScope } from './useDocumentScope';

/**
 * Beside the composer: narrows the questions to one more of the documents the person may
 * search (those already chosen are chips above the composer).
 */
export function ScopePicker({
  documents,
  scope,
}: {
  documents: readonly DocumentSummary[];
  scope: DocumentScope;
}) {
  const chosen = new Set(scope.scope.map((document) => document.documentId));
  const choices = documents.filter((document) => document.searchable && !chosen.has(document.id));
  return (
    <Menu position="top-start" withinPortal>
      <Menu.Target>
        <Tooltip label="Ask about chosen documents">
          <ActionIcon variant="default" size={36} aria-label="Ask about chosen documents">
            <IconFileSearch size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Ask only about</Menu.Label>
        {choices.length === 0 ? (
          <Menu.Item disabled>No other documents to choose</Menu.Item>
        ) : (
          choices.map((document) => (
            <Menu.Item
              key={document.id}
              onClick={() => scope.add({ documentId: document.id, name: document.name })}
            >
              {document.name}
            </Menu.Item>
          ))
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
