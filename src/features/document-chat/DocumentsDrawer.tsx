import { Badge, Button, Drawer, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconFileSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { notifyError, notifyInfo } from '@/components/notify';
import type { DocumentLibrary } from '@/lib/documents/library';
import type { DocumentSummary, DocumentUser } from '@/lib/documents/types';
import { formatBytes } from '@domain/byte-size';
import { StorageUsage } from './StorageUsage';

function passagesLabel(document: DocumentSummary): string {
  if (!document.searchable) return 'Not searchable';
  return document.passageCount === 1 ? '1 passage' : `${document.passageCount} passages`;
}

function DocumentRow({
  document,
  removing,
  onRemove,
  onAsk,
}: {
  document: DocumentSummary;
  removing: boolean;
  onRemove: (document: DocumentSummary) => void;
  onAsk?: (document: DocumentSummary) => void;
}) {
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={document.name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} className="wrap-anywhere">
            {document.name}
          </Text>
          <Group gap={6} wrap="wrap">
            <Badge size="sm" variant="outline" tt="none">
              {document.classification}
            </Badge>
            <Text size="xs" c="dimmed">
              {formatBytes(document.sizeBytes)} · {passagesLabel(document)} ·{' '}
              {formatBytes(document.storedBytes)} stored
            </Text>
          </Group>
          <Text size="xs" c="dimmed" className="wrap-anywhere">
            Uploaded by {document.uploaderName}
          </Text>
          {onAsk && document.searchable && (
            <Button
              size="compact-xs"
              variant="subtle"
              w="fit-content"
              leftSection={<IconFileSearch size={14} aria-hidden />}
              aria-label={`Ask about this document, ${document.name}`}
              onClick={() => onAsk(document)}
            >
              Ask about this document
            </Button>
          )}
        </Stack>
        {document.removable && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            aria-label={`Remove ${document.name}`}
            loading={removing}
            onClick={() => onRemove(document)}
          >
            Remove
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/**
 * 'Documents': what this user may see, live; the uploader can remove their own, and questions
 * can be narrowed to one (`onAsk`).
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
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());
  const documents = library && user ? library.listDocuments(user) : [];
  const status = library?.getStatus();
  const remove = async (document: DocumentSummary) => {
    if (!library || !user) return;
    setRemoving((ids) => new Set(ids).add(document.id));
    const result = await library.removeDocument(document.id, user);
    setRemoving((ids) => {
      const left = new Set(ids);
      left.delete(document.id);
      return left;
    });
    if (result.removed) notifyInfo('Document Removed', `${document.name} was removed.`);
    else notifyError('Document Not Removed', result.reason);
  };
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Documents"
      position="right"
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
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {documents.map((document) => (
            <DocumentRow
              key={document.id}
              document={document}
              removing={removing.has(document.id)}
              onRemove={(chosen) => void remove(chosen)}
              onAsk={onAsk}
            />
          ))}
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
