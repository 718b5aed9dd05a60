import { formatLocation } from '../text/location';
import type {
  DataTable,
  DocumentDetails,
  OcrReading,
  OpenSourceResult,
  Passage,
  SourceLocator,
  TextRange,
} from '../types';
import { citedRowsOf } from './cited-rows';
import { citedPassage } from './source-locator';

/** The quoted range when it lies within the passage's text (a stored citation may be older). */
function quoteIn(text: string, quote: TextRange | undefined): TextRange | null {
  if (!quote || quote.start < 0 || quote.end > text.length || quote.end <= quote.start) return null;
  return quote;
}

/** Passages the source viewer shows either side of the cited one. */
export const SOURCE_CONTEXT = 2;

/**
 * The cited place of a document: the cited passage and its neighbours, in document order,
 * with a table answer's rows marked, and the original file when it was kept.
 */
export function sourceExcerpt(
  document: Pick<DocumentDetails, 'id' | 'name' | 'format' | 'classification'> & {
    tables: readonly DataTable[];
    ocrWords?: OcrReading['words'];
  },
  passages: readonly Passage[],
  locator: SourceLocator,
  file: Blob | null,
): OpenSourceResult {
  const cited = citedPassage(passages, locator);
  if (cited < 0) {
    return { status: 'missing', reason: `The cited place is no longer in ${document.name}.` };
  }
  const from = Math.max(0, cited - SOURCE_CONTEXT);
  const rows = citedRowsOf(passages, cited, locator, document.tables);
  const quote = quoteIn(passages[cited]!.text, locator.quote);
  const location = passages[cited]!.location;
  const ocrPage =
    location.kind === 'page'
      ? document.ocrWords?.find((page) => page.page === location.page)
      : undefined;
  return {
    status: 'found',
    source: {
      documentId: document.id,
      documentName: document.name,
      format: document.format,
      classification: document.classification,
      passages: passages.slice(from, cited + SOURCE_CONTEXT + 1).map((passage, offset) => {
        const isCited = from + offset === cited;
        // A table answer's rows, when found, are what is highlighted and named; else the
        // sentence an answer quoted.
        const citedRows = isCited ? rows : null;
        const highlights = citedRows?.highlights ?? (isCited && quote ? [quote] : undefined);
        return {
          text: passage.text,
          location: passage.location,
          locationLabel: formatLocation(citedRows?.location ?? passage.location),
          cited: isCited,
          ...(highlights ? { highlights } : {}),
        };
      }),
      file,
      ...(ocrPage ? { ocrWords: ocrPage.words } : {}),
    },
  };
}
