import type { UploadNotice } from './upload-rules';

/** What became of one confirmed file. */
export interface UploadResult {
  name: string;
  outcome: 'ready' | 'stored' | 'failed' | 'cancelled';
  /** Why it was stored only, failed or was not added. */
  reason?: string;
}

export interface UploadSummary extends UploadNotice {
  tone: 'success' | 'info' | 'error';
}

function single({ name, outcome, reason }: UploadResult): UploadSummary {
  switch (outcome) {
    case 'ready':
      return {
        tone: 'success',
        title: 'Document Uploaded Successfully',
        message: `${name} has been processed and is ready for chat.`,
      };
    case 'stored':
      return { tone: 'info', title: 'Document Stored, Not Searchable', message: reason ?? '' };
    case 'failed':
      return {
        tone: 'error',
        title: 'Document Upload Failed',
        message: `${name} could not be processed: ${reason}`,
      };
    case 'cancelled':
      return { tone: 'info', title: 'Upload Cancelled', message: `${name} was not added.` };
  }
}

const names = (results: readonly UploadResult[]) => results.map((r) => r.name).join(', ');

/** The one toast for a batch of uploads: a single file's own words, several summed up. */
export function uploadSummary(results: readonly UploadResult[]): UploadSummary | null {
  if (results.length <= 1) return results[0] ? single(results[0]) : null;
  const ready = results.filter((r) => r.outcome === 'ready');
  const stored = results.filter((r) => r.outcome === 'stored');
  const failed = results.filter((r) => r.outcome === 'failed');
  const cancelled = results.filter((r) => r.outcome === 'cancelled');
  if (ready.length === results.length) {
    return {
      tone: 'success',
      title: 'Documents Uploaded Successfully',
      message: `${results.length} documents have been processed and are ready for chat: ${names(ready)}.`,
    };
  }
  const parts = [
    ready.length > 0 && `Ready for chat: ${names(ready)}.`,
    stored.length > 0 && `Stored, not searchable: ${names(stored)}.`,
    failed.length > 0 && `Could not be processed: ${names(failed)}.`,
    cancelled.length > 0 && `Not added: ${names(cancelled)}.`,
  ].filter((part): part is string => Boolean(part));
  return {
    tone: failed.length > 0 ? 'error' : 'info',
    title: `${ready.length + stored.length} of ${results.length} Documents Uploaded`,
    message: parts.join(' '),
  };
}
