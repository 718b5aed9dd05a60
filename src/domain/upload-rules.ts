/** What the chat accepts as a document upload: one source for the picker, the drop zone and the checks. */
export const ACCEPTED_EXTENSIONS = [
  '.pdf',
  '.txt',
  '.md',
  '.csv',
  '.tsv',
  '.ppt',
  '.pptx',
  '.doc',
  '.docx',
  '.xls',
  '.xlsx',
  // Scans and photos, read by text recognition (OCR).
  '.png',
  '.jpg',
  '.jpeg',
  '.webp',
] as const;

/** The file picker's `accept` attribute. */
export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.join(',');

export const MAX_UPLOAD_MB = 25;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;

/** Why a chosen file cannot be uploaded. */
export type UploadProblem = 'unsupportedType' | 'empty' | 'tooLarge';

export interface UploadCandidate {
  name: string;
  size: number;
}

export function hasAcceptedExtension(name: string): boolean {
  const lower = name.toLowerCase();
  return ACCEPTED_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

/** The first rule the file breaks, or null when it can be uploaded. */
export function uploadProblem(file: UploadCandidate): UploadProblem | null {
  if (!hasAcceptedExtension(file.name)) return 'unsupportedType';
  if (file.size <= 0) return 'empty';
  if (file.size > MAX_UPLOAD_BYTES) return 'tooLarge';
  return null;
}

export interface UploadNotice {
  title: string;
  message: string;
}

/** The toast for a refused file: the spec's text for the type, our own for size. */
export function uploadProblemNotice(problem: UploadProblem, fileName: string): UploadNotice {
  switch (problem) {
    case 'unsupportedType':
      return {
        title: 'Invalid File Type',
        message: 'Please upload only PDF, TXT, CSV, PPT, DOC, XLS, PNG, JPEG, or WebP files.',
      };
    case 'empty':
      return {
        title: 'Empty File',
        message: `${fileName} is empty. Please choose a file with content.`,
      };
    case 'tooLarge':
      return {
        title: 'File Too Large',
        message: `${fileName} is larger than ${MAX_UPLOAD_MB} MB. Please upload a smaller file.`,
      };
  }
}

/** A chosen file that cannot be uploaded, and why. */
export interface RejectedFile {
  problem: UploadProblem;
  fileName: string;
}

/** One toast for the files refused from one choice: a single file's own words, several listed. */
export function rejectedFilesNotice(rejected: readonly RejectedFile[]): UploadNotice | null {
  if (rejected.length <= 1) {
    return rejected[0] ? uploadProblemNotice(rejected[0].problem, rejected[0].fileName) : null;
  }
  const listed = rejected.map(
    ({ problem, fileName }) => `${fileName} (${uploadProblemNotice(problem, fileName).title})`,
  );
  return {
    title: `${rejected.length} Files Can't Be Uploaded`,
    message: `${listed.join(', ')}. Please upload PDF, TXT, MD, CSV, TSV, PPT, DOC or XLS files of up to ${MAX_UPLOAD_MB} MB.`,
  };
}

/**
 * Bidirectional control characters (embeddings, overrides, isolates, marks). In a file name they
 * can make `x<U+202E>fdp.txt` read as `xtxt.pdf`, so they are dropped when a file is chosen.
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** The name shown for an uploaded file, everywhere: without bidirectional controls. */
export function displayFileName(name: string): string {
  return name.replace(BIDI_CONTROLS, '');
}

/**
 * Processing stages in order; the UI shows the stage and the overall percent. `recognising`
 * (text recognition of scanned pages and images) takes the place of `extracting`.
 */
export type ProcessingStage = 'reading' | 'extracting' | 'recognising' | 'indexing';

/** Which scanned page text recognition is on (1-based), of how many. */
export interface PageProgress {
  number: number;
  count: number;
}

export interface ProcessingProgress {
  stage: ProcessingStage;
  /** Whole-file progress, 0–100, never decreasing. */
  percent: number;
  /** While recognising: the scanned page being read. */
  page?: PageProgress;
}
