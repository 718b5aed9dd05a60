import { extractDocument } from '@/lib/documents/read/extract';
import type { Extractor } from '@/lib/documents/types';
import { readWithProgress } from '@/lib/documents/read/read-file';
import { loadNodePdfjs } from './node-pdfjs';

/** The worker's pipeline run in-process (unit tests): same code, no Worker. */
export const extractInProcess: Extractor = async (file, fileName, { signal, onProgress } = {}) => {
  signal?.throwIfAborted();
  const bytes = await readWithProgress(file, (fraction) => onProgress?.('reading', fraction));
  signal?.throwIfAborted();
  const extraction = await extractDocument(bytes, fileName, {
    loadPdfjs: loadNodePdfjs,
    onProgress: (fraction) => onProgress?.('extracting', fraction),
  });
  signal?.throwIfAborted();
  return extraction;
};
