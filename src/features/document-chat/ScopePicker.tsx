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
    <Menu position="top-start" withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Tooltip label="Choose files to ask about">
          <ActionIcon variant="default" size={36} aria-label="Choose files to ask about">
            <IconFileSearch size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown aria-label="Ask only about">
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
