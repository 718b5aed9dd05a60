import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Loader,
  Select,
  Table,
  Text,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconChevronDown,
  IconChevronUp,
  IconFileSearch,
  IconSelector,
  IconTrash,
} from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { formatBytes } from '@domain/byte-size';
import { isClassification, type Classification } from '@domain/classification';
import type { DocumentSummary } from '@/lib/documents/types';
import { formatLastUsed } from './last-used';
import { nextSort, type LibrarySort, type SortKey } from './library-table';

/** What a row shows of a document's contents: '12 pages, 48 passages', or why nothing was read. */
function contentsOf(document: DocumentSummary): string {
  return document.searchable ? document.indexedSummary : 'Not searchable';
}

/** Its file's size, and what it takes in this browser (the original and its passages' text). */
const sizeOf = (document: DocumentSummary) =>
  `${formatBytes(document.sizeBytes)} (${formatBytes(document.storedBytes)} stored)`;

/** Older records may lack who uploaded them. */
const uploaderOf = (document: DocumentSummary) => document.uploaderName || '—';

const SORT_ICONS = { ascending: IconChevronUp, descending: IconChevronDown };

function SortableHeader({
  label,
  sortKey,
  sort,
  onSort,
  ...props
}: {
  label: string;
  sortKey: SortKey;
  sort: LibrarySort;
  onSort: (sort: LibrarySort) => void;
} & Omit<ComponentProps<typeof Table.Th>, 'children'>) {
  const sorted = sort.key === sortKey ? sort.direction : undefined;
  const Icon = sorted ? SORT_ICONS[sorted] : IconSelector;
  return (
    <Table.Th aria-sort={sorted ?? 'none'} {...props}>
      <UnstyledButton onClick={() => onSort(nextSort(sort, sortKey))} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap">
          {label}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** The document's level: a choice among the levels the person holds, or a badge when there is none. */
function LevelCell({
  document,
  levels,
  changing,
  onChange,
}: {
  document: DocumentSummary;
  levels: readonly Classification[];
  changing: boolean;
  onChange: (level: Classification) => void;
}) {
  if (levels.length < 2) {
    return (
      <Badge size="sm" variant="outline" tt="none">
        {document.classification}
      </Badge>
    );
  }
  return (
    <Select
      size="xs"
      w={132}
      data={[...levels]}
      value={document.classification}
      allowDeselect={false}
      disabled={changing}
      rightSection={changing ? <Loader size={12} aria-label="Changing level" /> : undefined}
      aria-label={`Classification of ${document.name}`}
      onChange={(value) => {
        if (isClassification(value) && value !== document.classification) onChange(value);
      }}
    />
  );
}

export interface LibraryRowActions {
  /** The levels the person holds, lowest first: those a document can be moved to. */
  levels: readonly Classification[];
  changing: ReadonlySet<string>;
  removing: ReadonlySet<string>;
  onChangeLevel: (document: DocumentSummary, level: Classification) => void;
  onRemove: (document: DocumentSummary) => void;
  /** Narrows the conversation's questions to this document, where the chat offers it. */
  onAsk?: (document: DocumentSummary) => void;
}

function DocumentRow({
  document,
  actions,
}: {
  document: DocumentSummary;
  actions: LibraryRowActions;
}) {
  const uploaded = `${formatLastUsed(document.uploadedAt)} by ${uploaderOf(document)}`;
  return (
    <Table.Tr aria-label={document.name}>
      <Table.Td>
        <Text size="sm" fw={500} className="wrap-anywhere">
          {document.name}
        </Text>
        {/* On a phone the columns below are hidden: their facts go under the name. */}
        <Text size="xs" c="dimmed" hiddenFrom="sm" className="wrap-anywhere">
          {sizeOf(document)} · {contentsOf(document)} · {uploaded}
        </Text>
      </Table.Td>
      <Table.Td>
        <LevelCell
          document={document}
          levels={actions.levels}
          changing={actions.changing.has(document.id)}
          onChange={(level) => actions.onChangeLevel(document, level)}
        />
      </Table.Td>
      <Table.Td visibleFrom="sm">{sizeOf(document)}</Table.Td>
      <Table.Td visibleFrom="sm">{contentsOf(document)}</Table.Td>
      <Table.Td visibleFrom="sm">{uploaded}</Table.Td>
      <Table.Td>
        {/* The row's actions, side by side. */}
        <Group gap={4} wrap="nowrap" justify="flex-end">
          {actions.onAsk && document.searchable && (
            <Tooltip label="Ask about this document">
              <ActionIcon
                variant="subtle"
                aria-label={`Ask about this document, ${document.name}`}
                onClick={() => actions.onAsk?.(document)}
              >
                <IconFileSearch size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
          {document.removable && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              px={6}
              leftSection={<IconTrash size={14} aria-hidden />}
              aria-label={`Remove ${document.name}`}
              loading={actions.removing.has(document.id)}
              onClick={() => actions.onRemove(document)}
            >
              Remove
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** The library as a table: sortable by name, level, size and upload time; a level per row. */
export function LibraryTable({
  documents,
  sort,
  onSort,
  actions,
}: {
  documents: readonly DocumentSummary[];
  sort: LibrarySort;
  onSort: (sort: LibrarySort) => void;
  actions: LibraryRowActions;
}) {
  const header = { sort, onSort };
  return (
    <Table verticalSpacing="xs" horizontalSpacing={6} aria-label="Your documents">
      <Table.Thead>
        <Table.Tr>
          <SortableHeader label="Name" sortKey="name" {...header} />
          <SortableHeader label="Level" sortKey="level" {...header} />
          <SortableHeader label="Size" sortKey="size" visibleFrom="sm" {...header} />
          <Table.Th visibleFrom="sm">Contents</Table.Th>
          <SortableHeader label="Uploaded" sortKey="uploaded" visibleFrom="sm" {...header} />
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {documents.map((document) => (
          <DocumentRow key={document.id} document={document} actions={actions} />
        ))}
      </Table.Tbody>
    </Table>
  );
}
