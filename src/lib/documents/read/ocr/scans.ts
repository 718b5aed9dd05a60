import type { OcrReading } from '../../types';
import type { Recogniser } from './engine';
import { OCR_LIMITS, ocrTooSlowError, tooManyScannedPagesError, type OcrLimits } from './limits';
import { readPageWords, type OcrPage } from './recognised-words';

/** Pages to recognise: their numbers, and how each is drawn as an image. */
export interface ScannedPages {
  numbers: readonly number[];
  draw(number: number): Promise<ImageData>;
}

export interface RecogniseOptions {
  /** Whole-recognition progress 0–1, with the page being read (1-based among `numbers`). */
  onProgress?: (fraction: number, page: number, pageCount: number) => void;
  /** The engine; the real one is loaded when first needed. Tests pass their own. */
  loadRecogniser?: () => Promise<Recogniser>;
  limits?: OcrLimits;
  now?: () => number;
}

export interface RecognisedScans {
  /** Each page's text, by page number. */
  texts: Map<number, string>;
  /** Null when every page was blank: nothing was recognised. */
  reading: OcrReading | null;
}

/** Below this, a channel counts as ink rather than paper. */
const INK_LEVEL = 160;

/**
 * A page with (almost) no ink: a blank page of a text PDF is not a scan, and needs no engine.
 * Some ink is allowed for a speck or a crease; every 7th pixel is enough to tell.
 */
export function isBlank(image: Pick<ImageData, 'data' | 'width' | 'height'>): boolean {
  const { data } = image;
  const pixels = data.length / 4;
  const allowed = Math.max(1, Math.floor(pixels / 7 / 2_000));
  let ink = 0;
  for (let at = 0; at < data.length; at += 28) {
    if (Math.min(data[at]!, data[at + 1]!, data[at + 2]!) < INK_LEVEL && (ink += 1) > allowed) {
      return false;
    }
  }
  return true;
}

async function realRecogniser(): Promise<Recogniser> {
  return (await import('./engine')).loadRecogniser();
}

/** The file's account of recognition: mean confidence over every word read, empty pages. */
export function readingOf(pages: ReadonlyMap<number, OcrPage>): OcrReading {
  let wordsRead = 0;
  let confidenceSum = 0;
  let wordsKept = 0;
  const emptyPages: number[] = [];
  const words: OcrReading['words'] = [];
  for (const [number, page] of pages) {
    wordsRead += page.wordsRead;
    confidenceSum += page.confidenceSum;
    wordsKept += page.words.length;
    if (page.words.length === 0) emptyPages.push(number);
    else words.push({ page: number, words: page.words });
  }
  return {
    pages: pages.size,
    confidence: wordsRead > 0 ? confidenceSum / wordsRead : 0,
    wordsLeftOut: wordsRead - wordsKept,
    emptyPages,
    words,
  };
}

/**
 * Reads scanned pages one after another with the OCR engine, within the file's bounds (pages,
 * time); the engine is loaded only now and freed when done.
 */
export async function recogniseScans(
  scans: ScannedPages,
  fileName: string,
  {
    onProgress = () => {},
    loadRecogniser = realRecogniser,
    limits = OCR_LIMITS,
    now = () => performance.now(),
  }: RecogniseOptions = {},
): Promise<RecognisedScans> {
  const count = scans.numbers.length;
  if (count > limits.maxPages) throw tooManyScannedPagesError(fileName, count, limits);
  const startedAt = now();
  let recogniser: Recogniser | null = null;
  try {
    const pages = new Map<number, OcrPage>();
    for (const [index, number] of scans.numbers.entries()) {
      if (now() - startedAt > limits.maxMillis) throw ocrTooSlowError(fileName, limits);
      onProgress(index / count, index + 1, count);
      const image = await scans.draw(number);
      if (isBlank(image)) continue;
      recogniser ??= await loadRecogniser();
      const words = recogniser.recognise(image, (fraction) =>
        onProgress((index + Math.min(1, fraction)) / count, index + 1, count),
      );
      pages.set(number, readPageWords(words, image.width, image.height));
    }
    onProgress(1, count, count);
    const texts = new Map([...pages].map(([number, page]) => [number, page.text]));
    return { texts, reading: pages.size > 0 ? readingOf(pages) : null };
  } finally {
    recogniser?.destroy();
  }
}
