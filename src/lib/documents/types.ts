import type { Classification, Clearance } from '@domain/classification';
import type { PassageLocation } from '@domain/passage-location';
import type { PageProgress } from '@domain/upload-rules';
import type { ResultTable } from '@domain/result-table';
import type { TableSubject } from '@domain/table-subject';

/**
 * The documents engine's public data: everything here is plain, serialisable data (no
 * classes, functions or HTML), so it can cross the worker boundary, live in machine context
 * and be rendered by React as text.
 */

/**
 * Formats the engine reads; the legacy binary formats are recognised and stored only; images
 * are read by text recognition (OCR).
 */
export type DocumentFormat =
  | 'txt'
  | 'md'
  | 'csv'
  | 'tsv'
  | 'pdf'
  | 'docx'
  | 'xlsx'
  | 'pptx'
  | 'doc'
  | 'ppt'
  | 'xls'
  | 'png'
  | 'jpg'
  | 'jpeg'
  | 'webp';

/** Formats that are tables through and through: their passages are rows, never prose. */
export const SHEET_FORMATS: readonly DocumentFormat[] = ['csv', 'tsv', 'xlsx', 'xls'];

/** Where a passage sits in its document; `formatLocation` turns it into 'page 3' etc. */
export type { PassageLocation };

/** A piece of a document of a few hundred words, before it is indexed. */
export interface PassageDraft {
  text: string;
  location: PassageLocation;
}

/** How a number column's cells were written, so figures are shown the same way. */
export interface NumberFormat {
  /** '£', '$', '€' … when the cells carry a currency sign. */
  currency: string | null;
  /** Cells like '12.5%' (values are kept as written: 12.5). */
  percent: boolean;
  /** Most decimals seen in a cell. */
  decimals: number;
  /** Set when the cells can't be folded into one figure. */
  mixed?: MixedNumbers;
  /** Some cells hold whole numbers beyond 2^53, which a figure can't hold exactly. */
  inexact?: true;
}

/** Why a number column's cells can't be folded into one figure. */
export type MixedNumbers =
  /**
   * Cells in units that don't add up: two currencies, or percentages beside other numbers.
   * Each row's unit is `units[codes[row]]`: a currency sign, '%', or '' for a plain number.
   */
  | { kind: 'units'; units: string[]; codes: Uint8Array }
  /**
   * A decimal comma in some cells and a decimal point in others, or cells such as 1.234 that
   * read either way beside decimal commas: a cell of each, as written.
   */
  | { kind: 'decimal-marks'; comma: string; point: string };

/**
 * One column of a table, typed when the document was read. Values sit in typed arrays (one
 * entry per data row) so a 100,000-row sheet crosses from the worker without copying and is
 * aggregated in one pass.
 */
export type TableColumn =
  /** NaN where a cell is empty or not a number. */
  | { name: string; kind: 'number'; format: NumberFormat; values: Float64Array }
  /** Days since 1970-01-01 (UTC); NaN where empty. */
  | { name: string; kind: 'date'; values: Float64Array }
  /**
   * `codes[row]` is 0 for an empty cell, else 1 + the cell's index in `dictionary`. `readFrom`
   * names the column a question-time part was read from (City of 'Purchase Address').
   */
  | { name: string; kind: 'text'; dictionary: string[]; codes: Uint32Array; readFrom?: string };

/**
 * A table read from a spreadsheet sheet, a CSV file, or a Word or PowerPoint document: its
 * header, typed columns, row numbers.
 */
export interface DataTable {
  /** The sheet's name; null for a CSV file; for a table inside a document, its name there. */
  sheet: string | null;
  /** A table inside a Word or PowerPoint document: `sheet` names it ('table 2'), not a sheet. */
  inDocument?: true;
  /** The data rows' numbers as the spreadsheet shows them (blank, section and total rows skipped). */
  rowNumbers: Uint32Array;
  columns: TableColumn[];
  /**
   * Sheets with the same columns (January, February, March) read as one table: each sheet in
   * order, and how many of the rows it holds. Made for questions, never stored.
   */
  stacked?: StackedSheet[];
}

export interface StackedSheet {
  sheet: string;
  rows: number;
}

/** What was read, counted in the document's own units ('12 pages'). */
export interface ExtractedUnits {
  kind: 'pages' | 'slides' | 'paragraphs' | 'rows' | 'sheets';
  count: number;
  /** Spreadsheets: data rows over all sheets. */
  rows?: number;
}

/** Why a valid file was stored without being searchable. */
export type StoredOnlyReason = 'legacy-format' | 'no-text-layer' | 'no-text' | 'no-text-recognised';

/** A word text recognition kept: its box in fractions of the page (left, top, right, bottom). */
export interface OcrWord {
  text: string;
  box: [number, number, number, number];
}

/** How text recognition (OCR) read a scanned PDF or an image (one page). */
export interface OcrReading {
  /** Pages read by OCR. */
  pages: number;
  /** Mean confidence over every word the engine read, 0–1. */
  confidence: number;
  /** Words left out of the text because the engine was unsure of them. */
  wordsLeftOut: number;
  /** Pages on which no word was read with confidence. */
  emptyPages: number[];
  /** The words kept, page by page: the source viewer marks the cited ones on the page. */
  words: { page: number; words: OcrWord[] }[];
}

/** The worker's answer for one file. */
export type Extraction =
  | {
      status: 'searchable';
      format: DocumentFormat;
      units: ExtractedUnits;
      passages: PassageDraft[];
      /** Spreadsheets and CSV files: their tables, typed for questions about figures. */
      tables: DataTable[];
      /** Scanned pages and images: how text recognition read them. */
      ocr?: OcrReading;
    }
  | { status: 'stored'; format: DocumentFormat; reason: StoredOnlyReason; message: string };

export type ProcessingErrorCode =
  | 'unsupported-type'
  | 'empty-file'
  | 'file-too-large'
  | 'content-mismatch'
  | 'corrupt'
  | 'encrypted'
  | 'archive-too-large'
  | 'archive-too-many-entries'
  | 'above-clearance'
  | 'cancelled'
  | 'worker-failed'
  /** The browser's storage quota has no room for it. */
  | 'storage-full'
  /** The browser refused to keep it for another reason. */
  | 'storage-failed';

/** A failure, typed for code and worded for people. */
export interface ProcessingError {
  code: ProcessingErrorCode;
  message: string;
}

export type { PageProgress, ProcessingProgress, ProcessingStage } from '@domain/upload-rules';

/** A file as the library needs it: a Blob with a name (a File fits). */
export type NamedBlob = Blob & { readonly name: string };

/** Who asks: the session user's fields the engine relies on (SessionUser fits). */
export interface DocumentUser {
  id: string;
  name?: string | null;
  email?: string;
  companyId?: string;
  clearance?: Clearance;
}

/** What every view of a document says about it: the library's record and the drawer's row. */
export interface DocumentDetails {
  id: string;
  name: string;
  format: DocumentFormat;
  classification: Classification;
  sizeBytes: number;
  /** Bytes it takes in this browser's storage: the original and the passages' text. */
  storedBytes: number;
  searchable: boolean;
  /** What was indexed, e.g. '12 pages, 48 passages', or why nothing was. */
  indexedSummary: string;
  uploaderId: string;
  uploaderName: string;
  /** ISO time. */
  uploadedAt: string;
  /** SHA-256 of the file, hex; documents stored before it was kept have none. */
  contentHash?: string;
}

/** One document as a user may see it in the Documents drawer. */
export interface DocumentSummary extends DocumentDetails {
  /** 0 when the document is stored but not searchable. */
  passageCount: number;
  /** Whether the user this summary was made for may remove it (the uploader only). */
  removable: boolean;
}

/** One passage: searched through the index, its text read from storage when shown. */
export interface Passage {
  id: number;
  documentId: string;
  text: string;
  /** The document's name (and sheet), searched with a lower weight than the text. */
  title: string;
  location: PassageLocation;
}

/** What `addDocument` resolves to; it never rejects for a bad file. */
export type AddDocumentResult =
  | { status: 'indexed'; document: DocumentSummary }
  | { status: 'stored'; document: DocumentSummary; reason: StoredOnlyReason; message: string }
  | { status: 'failed'; error: ProcessingError };

/** Text to render in order; `highlighted` parts matched the question. Never HTML. */
export interface TextSegment {
  text: string;
  highlighted: boolean;
}

export interface Citation {
  documentId: string;
  documentName: string;
  location: PassageLocation;
  /** 'page 3', 'slide 2', 'sheet Sales, rows 2-41', 'paragraphs 4-9', 'rows 10-50'. */
  locationLabel: string;
  classification: Classification;
}

export interface PassageHit {
  passageId: string;
  score: number;
  /** Words of the passage that matched (after typo/prefix expansion), lower case. */
  matchedTerms: string[];
  /** An excerpt around the matches, with '…' segments where it was cut. */
  segments: TextSegment[];
  /** Where that excerpt stands in the passage's text. */
  excerpt: TextRange;
  /** The whole passage, which the answering sentence is looked for in. */
  text: string;
  citation: Citation;
}

export interface SearchResult {
  hits: PassageHit[];
  /** Searchable documents this user may see, all of which were searched. */
  searchedDocuments: number;
}

/** The sentence (or table row) that answers a question, shown first, highlighted. */
export interface DirectAnswer {
  text: string;
  citation: Citation;
  /** The passage it was taken from (one of the reply's passages). */
  passageId?: string;
  /** Where the sentence stands in that passage's text: what the source viewer highlights. */
  quote?: TextRange;
}

/** One sentence of an extractive summary, with the passage it was taken from. */
export interface SummarySentence {
  text: string;
  citation: Citation;
  passageId: string;
  /** Where the sentence stands in that passage's text: what the source viewer highlights. */
  quote: TextRange;
}

/** One way to read an ambiguous table question, offered as a button. */
export interface TableChoice {
  /** e.g. 'Sales in sheet Q1 (sales.xlsx)'. */
  label: string;
  subject: TableSubject;
}

/** A result of more than one row, shown as a table (and a chart where one reads better). */
export type { ResultTable };

/**
 * The documents a question is narrowed to, by id; null asks of every document the asker may
 * search. Applied after clearance (see `chosenAmong`).
 */
export type ChosenDocuments = readonly string[] | null;

/** The documents agent's reply to one question. */
export type DocumentsReply =
  | {
      kind: 'answer';
      question: string;
      /** The sentence that answers, or null when none holds the kind of answer asked for. */
      direct: DirectAnswer | null;
      /** 'Summarise …', 'What does the handbook say about …': a few cited sentences instead. */
      summary?: SummarySentence[];
      /** e.g. 'I found 3 passages in 2 of your 5 documents.' */
      message: string;
      passages: PassageHit[];
      searchedDocuments: number;
    }
  | {
      kind: 'table-answer';
      question: string;
      /** The figure or the name, first: '£412,380', 'Elmstead (1,234)'. */
      answer: string;
      /** How it was computed: 'Sum of Revenue where Region is Coastal and Quarter is Q2, 6 rows.' */
      explanation: string;
      /** The sheet and the rows used. */
      citations: Citation[];
      /** What was asked, for follow-up questions. */
      subject: TableSubject;
      /** The figure (a ranking's first); null when the answer is names only. */
      value: number | null;
      /** The names answered, in order (a ranking's, or the values looked up). */
      names: string[];
      /** Every row of a result of more than one row; null for a single figure or name. */
      table: ResultTable | null;
      /**
       * Other readings worth offering after the answer: the same question over the table's
       * other date column ('Ship Date' when 'Order Date' was assumed), each as a button.
       */
      alternatives: TableChoice[];
    }
  | {
      kind: 'clarify';
      question: string;
      /** e.g. 'Which Sales do you mean?' */
      message: string;
      choices: TableChoice[];
    }
  | {
      kind: 'no-match';
      question: string;
      /** e.g. "I couldn't find anything about “refunds” in the 4 documents you can search." */
      message: string;
      searchedDocuments: number;
      /** A table's words that matched no column or value ('flavour'); the responder drops it. */
      unmatched?: string[];
    }
  | {
      kind: 'no-documents';
      question: string;
      /** The UI answers with the agent's canned reply and shows `hint` with it. */
      useCannedReply: true;
      hint: string;
    };

/** What a citation points at, as the source viewer asks for it. */
export interface SourceLocator {
  documentId: string;
  /** The cited passage, when the citation came from a passage. */
  passageId?: string;
  /** The cited place, when it came from a table answer (the passage holding these rows is shown). */
  location?: PassageLocation;
  /** The cited characters of the passage (a sentence), highlighted instead of all of it. */
  quote?: TextRange;
}

/** A stretch of a text, by offsets (end exclusive). */
export interface TextRange {
  start: number;
  end: number;
}

/** One passage of a source as the viewer shows it, in document order. */
export interface SourcePassage {
  text: string;
  location: PassageLocation;
  /**
   * 'page 3', 'slide 4', 'sheet Q3, rows 27-40', 'paragraph 12'; for a table answer's passage,
   * the cited rows ('sheet Q3, row 27').
   */
  locationLabel: string;
  /** The cited passage (exactly one per excerpt). */
  cited: boolean;
  /**
   * What is cited in the cited passage: a table answer's rows, or the sentence an answer quoted;
   * without them the whole passage is cited.
   */
  highlights?: TextRange[];
}

/** The cited place of a document, with the extracted text around it. */
export interface SourceExcerpt {
  documentId: string;
  documentName: string;
  format: DocumentFormat;
  classification: Classification;
  /** The cited passage and up to SOURCE_CONTEXT passages either side. */
  passages: SourcePassage[];
  /** The original file, for a viewer that renders it (a PDF's page); null if not kept. */
  file: Blob | null;
  /** A scan's cited page: the words OCR read on it, with their boxes. */
  ocrWords?: OcrWord[];
}

export type OpenSourceResult =
  | { status: 'found'; source: SourceExcerpt }
  /** Removed since, or no longer visible to this user: `reason` says so. */
  | { status: 'missing'; reason: string };

export type ExtractStage = 'reading' | 'extracting' | 'recognising';

export interface ExtractorOptions {
  signal?: AbortSignal;
  onProgress?: (stage: ExtractStage, fraction: number, page?: PageProgress) => void;
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

/** A table as a question about figures sees it: with where it comes from. */
export interface VisibleTable {
  documentId: string;
  documentName: string;
  classification: Classification;
  /** Its position among the document's tables. */
  tableIndex: number;
  table: DataTable;
}
