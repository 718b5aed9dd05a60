import { uploadProblemNotice } from '@domain/upload-rules';
import type { ProcessingError, ProcessingErrorCode } from './types';

/** Thrown inside the pipeline; crosses boundaries as a plain `ProcessingError`. */
export class DocumentError extends Error {
  readonly code: ProcessingErrorCode;

  constructor(code: ProcessingErrorCode, message: string) {
    super(message);
    this.name = 'DocumentError';
    this.code = code;
  }
}

export const UNSUPPORTED_TYPE_MESSAGE = uploadProblemNotice('unsupportedType', '').message;

export const LEGACY_MESSAGE =
  "Text can't be read from legacy .doc/.ppt/.xls files; save it as .docx/.pptx/.xlsx to search it.";

export const CANCELLED_MESSAGE = 'Processing was cancelled; the document was not added.';

/** Any thrown value as a plain error for the UI; unknown failures say the file is unreadable. */
export function toProcessingError(error: unknown, fileName: string): ProcessingError {
  if (error instanceof DocumentError) return { code: error.code, message: error.message };
  if (error instanceof DOMException && error.name === 'AbortError') {
    return { code: 'cancelled', message: CANCELLED_MESSAGE };
  }
  return corruptError(fileName);
}

export function corruptError(fileName: string): ProcessingError {
  return {
    code: 'corrupt',
    message: `${fileName} looks damaged and can't be read. Check that it opens on your computer, then upload it again.`,
  };
}

/** The document's text is over what one browser tab can index and search quickly. */
export function tooMuchTextError(fileName: string): DocumentError {
  return new DocumentError(
    'file-too-large',
    `${fileName} has more text than we can index, so it was not added. Split it into smaller files (for example by chapter or by year), then upload them.`,
  );
}

/**
 * A spreadsheet with more rows than can be read: `maxRows` rows with content, or, counting
 * blank rows too, more than a spreadsheet app can hold.
 */
export function tooManyRowsError(
  fileName: string,
  maxRows: number,
  counted: 'with content' | 'blank rows included',
): DocumentError {
  return new DocumentError(
    'file-too-large',
    `${fileName} has more rows than we can read (at most ${maxRows.toLocaleString('en-US')}, ${counted}), so it was not added. Split it into smaller files (for example by year or by region), then upload them.`,
  );
}

/** Reading the document ran past its time budget. */
export function tooSlowError(fileName: string): DocumentError {
  return new DocumentError(
    'file-too-large',
    `${fileName} took too long to read, so it was not added. It may be unusually complex or damaged: ${
      /\.pdf$/i.test(fileName) ? 'save or print it again as a new PDF, or split it' : 'split it'
    } into smaller files, then upload it again.`,
  );
}
