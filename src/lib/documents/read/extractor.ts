import type { Extraction } from '../types';

export type ExtractStage = 'reading' | 'extracting';

export interface ExtractorOptions {
  signal?: AbortSignal;
  onProgress?: (stage: ExtractStage, fraction: number) => void;
}

/**
 * Reads a file into passages. Rejects with a DocumentError for bad files and with an
 * AbortError when the signal fires. The app's extractor runs in a Web Worker; tests run
 * the same pipeline in-process.
 */
export type Extractor = (
  file: Blob,
  fileName: string,
  options: ExtractorOptions,
) => Promise<Extraction>;
