import { Button, Group, Paper, Progress, Text } from '@mantine/core';
import type { ProcessingProgress } from '@machines/document-upload/document-upload.types';

const STAGE_LABEL: Record<ProcessingProgress['stage'], string> = {
  reading: 'Reading',
  extracting: 'Extracting text',
  recognising: 'Recognising text (OCR)',
  indexing: 'Indexing',
};

/** While text recognition reads a scan page by page (slowly): which page it is on. */
function pageText(progress: ProcessingProgress | null): string {
  const page = progress?.stage === 'recognising' ? progress.page : undefined;
  return page ? `, page ${page.number} of ${page.count}` : '';
}

/**
 * The file being processed: its stage, a progress bar with the percent, how many files wait
 * after it, Cancel (this file only) and, while files wait, Cancel all.
 */
export function ProcessingPanel({
  name,
  waiting,
  progress,
  onCancel,
  onCancelAll,
}: {
  name: string;
  waiting: number;
  progress: ProcessingProgress | null;
  onCancel: () => void;
  onCancelAll: () => void;
}) {
  const percent = progress?.percent ?? 0;
  const stage = progress ? STAGE_LABEL[progress.stage] : 'Starting';
  return (
    <Paper withBorder radius="md" p="sm" role="status" aria-label={`Processing ${name}`}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" className="wrap-anywhere" style={{ minWidth: 0 }}>
          {stage} <b>{name}</b>
          {pageText(progress)}… {percent} %
          {waiting > 0 && ` (${waiting} more ${waiting === 1 ? 'file' : 'files'} waiting)`}
        </Text>
        <Button
          size="xs"
          variant="default"
          onClick={onCancel}
          aria-label={`Cancel processing ${name}`}
        >
          Cancel
        </Button>
        {waiting > 0 && (
          <Button size="xs" variant="default" onClick={onCancelAll} style={{ flexShrink: 0 }}>
            Cancel all
          </Button>
        )}
      </Group>
      <Progress
        mt="xs"
        value={percent}
        animated={percent < 100}
        aria-label={`${stage} ${name}`}
        transitionDuration={150}
      />
    </Paper>
  );
}
