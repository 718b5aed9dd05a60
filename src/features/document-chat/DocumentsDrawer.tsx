import { Drawer, Group, Loader, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { isClassification, type Classification } from '@domain/classification';
import { notifyError, notifyInfo } from '@/components/notify';
import { levelsVisibleTo } from '@/lib/documents/access';
import type { DocumentLibrary } from '@/lib/documents/library';
import type { DocumentSummary, DocumentUser } from '@/lib/documents/types';
import { DEFAULT_SORT, shownDocuments, type LibraryFilter } from './library-table';
import { LibraryTable } from './LibraryTable';
import { StorageUsage } from './StorageUsage';

const ALL_LEVELS = 'all';

/** Ids of documents with a change under way (a removal, a level change), for their rows' loaders. */
function useBusyIds() {
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  const during = async <T,>(id: string, work: () => Promise<T>): Promise<T> => {
    setIds((now) => new Set(now).add(id));
    try {
      return await work();
    } finally {
      setIds((now) => {
        const left = new Set(now);
        left.delete(id);
        return left;
      });
    }
  };
  return { ids, during };
}

function LibraryFilters({
  filter,
  levels,
  onChange,
}: {
  filter: LibraryFilter;
  levels: readonly Classification[];
  onChange: (filter: LibraryFilter) => void;
}) {
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        label="Filter by name"
        size="xs"
        style={{ flex: 1, minWidth: 0 }}
        leftSection={<IconSearch size={14} aria-hidden />}
        value={filter.name}
        onChange={(event) => onChange({ ...filter, name: event.currentTarget.value })}
      />
      <Select
        label="Level"
        size="xs"
        w={132}
        allowDeselect={false}
        data={[{ value: ALL_LEVELS, label: 'All levels' }, ...levels]}
        value={filter.level ?? ALL_LEVELS}
        onChange={(value) => onChange({ ...filter, level: isClassification(value) ? value : null })}
      />
    </Group>
  );
}

/**
 * 'Documents': what this user may see, live, as a table they sort and filter; each document's
 * level can be changed to one they hold, the uploader can remove their own, and questions can be
 * narrowed to one (`onAsk`).
 */
export function DocumentsDrawer({
  opened,
  onClose,
  user,
  library,
  onAsk,
}: {
  opened: boolean;
  onClose: () => void;
  user: DocumentUser | null;
  library: DocumentLibrary | null;
  onAsk?: (document: DocumentSummary) => void;
}) {
  const removing = useBusyIds();
  const changing = useBusyIds();
  const [filter, setFilter] = useState<LibraryFilter>({ name: '', level: null });
  const [sort, setSort] = useState(DEFAULT_SORT);
  const documents = library && user ? library.listDocuments(user) : [];
  const levels = user ? levelsVisibleTo(user) : [];
  const status = library?.getStatus();
  const remove = async (document: DocumentSummary) => {
    if (!library || !user) return;
    const result = await removing.during(document.id, () =>
      library.removeDocument(document.id, user),
    );
    if (result.removed) notifyInfo('Document Removed', `${document.name} was removed.`);
    else notifyError('Document Not Removed', result.reason);
  };
  const changeLevel = async (document: DocumentSummary, level: Classification) => {
    if (!library || !user) return;
    const result = await changing.during(document.id, () =>
      library.changeLevel(document.id, level, user),
    );
    if (result.changed) {
      notifyInfo('Classification Changed', `${document.name} is now ${level}.`);
    } else notifyError('Classification Not Changed', result.reason);
  };
  const shown = shownDocuments(documents, filter, sort);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Documents"
      position="right"
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close documents' }}
    >
      {!library || !status || status.restoring ? (
        <Group gap="xs">
          <Loader size="sm" aria-hidden />
          <Text size="sm">Loading documents…</Text>
        </Group>
      ) : documents.length === 0 ? (
        <Text size="sm" c="dimmed">
          No documents you can see yet. Upload one with the paperclip button.
        </Text>
      ) : (
        <Stack gap="xs">
          <LibraryFilters filter={filter} levels={levels} onChange={setFilter} />
          {shown.length === 0 ? (
            <Text size="sm" c="dimmed">
              No documents match the filter.
            </Text>
          ) : (
            <LibraryTable
              documents={shown}
              sort={sort}
              onSort={setSort}
              actions={{
                levels,
                changing: changing.ids,
                removing: removing.ids,
                onChangeLevel: (document, level) => void changeLevel(document, level),
                onRemove: (document) => void remove(document),
                onAsk,
              }}
            />
          )}
        </Stack>
      )}
      {library && user && status && !status.restoring && (
        <Stack mt="md">
          <StorageUsage
            libraryBytes={library.storedBytesFor(user)}
            lasting={status.lasting}
            version={library.getVersion()}
          />
        </Stack>
      )}
    </Drawer>
  );
}
