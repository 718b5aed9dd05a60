import { DocumentError } from '../../errors';
import { plural } from '../../text/labels';
import type { ImageSize } from './image-size';

/**
 * What text recognition may take for one file. OCR reads a page in seconds where a text layer
 * takes milliseconds, so scanned pages have bounds of their own.
 */
export const OCR_LIMITS = {
  /** Scanned pages (or images) read per file: about ten minutes of recognition on 2 cores. */
  maxPages: 50,
  /**
   * Scans are drawn at this resolution. 300 dpi read no better than 200 on the bench's pages
   * (100 % words at both) and took 2.2 times as long (ten pages: 31.6 s against 14.0 s).
   */
  dpi: 200,
  /** Pixels per page given to the engine; a larger scan or photo is scaled down to this. */
  maxPagePixels: 9_000_000,
  /**
   * Pixels an image may declare before it is decoded at all: a small file can declare a
   * picture that would take gigabytes once decoded.
   */
  maxImagePixels: 60_000_000,
  /** Time for recognising one file's pages, on top of reading its text layer. */
  maxMillis: 10 * 60_000,
};

export type OcrLimits = typeof OCR_LIMITS;

/** How much to scale a page or image so it stays within `maxPixels` (1 when it fits). */
export function fitScale(width: number, height: number, maxPixels: number): number {
  const pixels = width * height;
  return pixels <= maxPixels ? 1 : Math.sqrt(maxPixels / pixels);
}

/** The scale at which a PDF page of `width` × `height` points is drawn for recognition. */
export function pdfPageScale(width: number, height: number): number {
  const atDpi = OCR_LIMITS.dpi / 72;
  return atDpi * fitScale(width * atDpi, height * atDpi, OCR_LIMITS.maxPagePixels);
}

export function tooManyScannedPagesError(
  fileName: string,
  pages: number,
  limits: OcrLimits,
): DocumentError {
  return new DocumentError(
    'file-too-large',
    `${fileName} has ${pages} scanned pages; text recognition (OCR) reads at most ${limits.maxPages} per file, so it was not added. Split it into smaller files, then upload them.`,
  );
}

export function ocrTooSlowError(fileName: string, limits: OcrLimits): DocumentError {
  return new DocumentError(
    'file-too-large',
    `Text recognition (OCR) of ${fileName} took longer than ${plural(Math.round(limits.maxMillis / 60_000), 'minute')}, so it was not added. Split it into smaller files, then upload them.`,
  );
}

/** Refuses an image whose header declares more pixels than may be decoded. */
export function checkImageSize(size: ImageSize | null, fileName: string): void {
  if (!size || size.width * size.height <= OCR_LIMITS.maxImagePixels) return;
  const { width, height } = size;
  const megapixels = Math.round((width * height) / 1_000_000);
  throw new DocumentError(
    'file-too-large',
    `${fileName} is ${width} × ${height} pixels (${megapixels} megapixels); text recognition (OCR) reads images of up to ${OCR_LIMITS.maxImagePixels / 1_000_000} megapixels, so it was not added. Save it at a smaller size, then upload it again.`,
  );
}
