import type { ParsedDocument } from '../parsers/parsed';
import type { PdfDocument } from '../parsers/pdf';
import { drawImage, drawPdfPage } from './raster';
import { recogniseScans, type RecognisedScans, type RecogniseOptions } from './scans';

/** Text recognition as the reading pipeline asks for it: progress per page, and the engine. */
export type OcrOptions = Pick<RecogniseOptions, 'onProgress' | 'loadRecogniser'>;

/** A PDF's scanned pages, drawn from the open document and recognised. */
export function recognisePdfScans(
  document: PdfDocument,
  numbers: number[],
  fileName: string,
  options: OcrOptions,
): Promise<RecognisedScans> {
  return recogniseScans(
    { numbers, draw: (number) => drawPdfPage(document, number) },
    fileName,
    options,
  );
}

/** A PNG, JPEG or WebP image: one page, read by text recognition. */
export async function readImage(
  bytes: Uint8Array,
  fileName: string,
  options: OcrOptions,
): Promise<ParsedDocument> {
  const { texts, reading } = await recogniseScans(
    { numbers: [1], draw: () => drawImage(bytes, fileName) },
    fileName,
    options,
  );
  const pages = [texts.get(1) ?? ''];
  return reading ? { kind: 'pages', pages, ocr: reading } : { kind: 'pages', pages };
}
