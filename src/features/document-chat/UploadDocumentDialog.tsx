import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import type { Classification } from '@domain/classification';
import type { UploadLevelOption } from '@/lib/documents/access';
import { formatBytes } from '@domain/byte-size';
import { ClassificationSelect } from './ClassificationSelect';
import type { DocumentUpload } from './useDocumentUpload';

/**
 * 'Upload Document': the chosen files, their sizes and the classification level to give them:
 * one for all and, with several files, each file's own (which starts as the one for all).
 */
export function UploadDocumentDialog({
  upload,
  levels,
}: {
  upload: DocumentUpload;
  levels: readonly UploadLevelOption[];
}) {
  const { actorRef, chosen, classification, choosing } = upload;
  // Keep showing the files while the dialog animates closed.
  const [shown, setShown] = useState(chosen);
  if (chosen.length > 0 && chosen !== shown) setShown(chosen);
  const several = shown.length > 1;
  const chooseForAll = (level: Classification) =>
    actorRef.send({ type: 'classification.change', classification: level });

  return (
    <Modal
      opened={choosing}
      onClose={() => actorRef.send({ type: 'upload.cancel' })}
      title={several ? 'Upload Documents' : 'Upload Document'}
      centered
      size={several ? 'lg' : 'md'}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack>
        <Text size="sm" c="dimmed">
          {several
            ? 'Choose a classification level for your documents; each file can have its own'
            : 'Choose a classification level for your document'}
        </Text>
        <ClassificationSelect
          levels={levels}
          value={classification}
          onChange={chooseForAll}
          label={several ? 'Classification Level for all files' : 'Classification Level'}
          placeholder="Choose classification level"
          description={`This determines who can access and search ${several ? 'these documents' : 'this document'}`}
          autoFocus
        />
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {shown.map(({ file, classification: own }, index) => (
            <Paper key={index} component="li" withBorder p="sm" radius="md">
              <Group gap="sm" wrap="nowrap" align="center">
                <IconFileText size={24} aria-hidden style={{ flexShrink: 0 }} />
                <div style={{ minWidth: 0, flex: 1 }}>
                  <Text size="sm" fw={500} className="wrap-anywhere">
                    {file.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatBytes(file.size)}
                  </Text>
                </div>
                {several && (
                  <ClassificationSelect
                    levels={levels}
                    value={own ?? classification}
                    onChange={(level) =>
                      actorRef.send({
                        type: 'file.classification.change',
                        index,
                        classification: level,
                      })
                    }
                    aria-label={`Classification of ${file.name}`}
                  />
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={() => actorRef.send({ type: 'upload.cancel' })}>
            Cancel
          </Button>
          <Button onClick={() => actorRef.send({ type: 'upload.confirm' })}>
            {several ? `Upload ${shown.length} Documents` : 'Upload Document'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
