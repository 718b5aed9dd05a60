import { Button, Group, Modal, Paper, Select, Stack, Text } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { isClassification, type Classification } from '@domain/classification';
import { useTypeahead } from '@/components/typeahead';
import type { UploadLevelOption } from '@/lib/documents/access';
import { formatBytes } from '@domain/byte-size';
import type { DocumentUpload } from './useDocumentUpload';

/**
 * 'Upload Document': the chosen file, its size and the classification level to give it.
 * Levels above the uploader's clearance are offered disabled, with the reason.
 */
export function UploadDocumentDialog({
  upload,
  levels,
}: {
  upload: DocumentUpload;
  levels: readonly UploadLevelOption[];
}) {
  const reasons = new Map(levels.map((option) => [option.level, option.reason]));
  const { actorRef, file, classification, choosing } = upload;
  // Keep showing the file while the dialog animates closed.
  const [shownFile, setShownFile] = useState(file);
  if (file && file !== shownFile) setShownFile(file);
  const choose = (level: Classification) =>
    actorRef.send({ type: 'classification.change', classification: level });
  const options = levels.map(({ level, disabled }) => ({ value: level, label: level, disabled }));
  const typeahead = useTypeahead(options, choose);

  return (
    <Modal
      opened={choosing}
      onClose={() => actorRef.send({ type: 'upload.cancel' })}
      title="Upload Document"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack>
        <Text size="sm" c="dimmed">
          Choose a classification level for your document
        </Text>
        {shownFile && (
          <Paper withBorder p="sm" radius="md">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <IconFileText size={24} aria-hidden style={{ flexShrink: 0 }} />
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} className="wrap-anywhere">
                  {shownFile.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatBytes(shownFile.size)}
                </Text>
              </div>
            </Group>
          </Paper>
        )}
        <Select
          label="Classification Level"
          placeholder="Choose classification level"
          description="This determines who can access and search this document"
          data={options}
          renderOption={({ option }) => {
            const reason = reasons.get(option.value as UploadLevelOption['level']);
            return (
              <div>
                <Text size="sm">{option.label}</Text>
                {reason && (
                  <Text size="xs" c="dimmed">
                    {reason}
                  </Text>
                )}
              </div>
            );
          }}
          value={classification}
          onChange={(value) => {
            if (isClassification(value)) choose(value);
          }}
          onKeyDown={typeahead}
          allowDeselect={false}
          data-autofocus
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={() => actorRef.send({ type: 'upload.cancel' })}>
            Cancel
          </Button>
          <Button onClick={() => actorRef.send({ type: 'upload.confirm' })}>Upload Document</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
