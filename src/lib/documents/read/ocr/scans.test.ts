import { DocumentError } from '../../errors';
import type { Recogniser } from './engine';
import { OCR_LIMITS, fitScale, pdfPageScale } from './limits';
import type { EngineWord } from './recognised-words';
import { isBlank, recogniseScans } from './scans';

const WIDTH = 70;

/** A white page with a dark bar across it where `inked` is true. */
function pageImage(inked: boolean): ImageData {
  const data = new Uint8ClampedArray(WIDTH * WIDTH * 4).fill(255);
  if (inked) data.fill(20, 0, WIDTH * 4 * 10);
  return { data, width: WIDTH, height: WIDTH, colorSpace: 'srgb' } as ImageData;
}

/** An engine that reads `words[page]` from the n-th image it is given. */
function fakeEngine(pages: EngineWord[][]) {
  let loads = 0;
  let destroyed = 0;
  let calls = 0;
  const recogniser: Recogniser = {
    recognise: (_image, onProgress) => {
      onProgress(0.5);
      return pages[calls++] ?? [];
    },
    destroy: () => (destroyed += 1),
  };
  return {
    load: async () => {
      loads += 1;
      return recogniser;
    },
    counts: () => ({ loads, destroyed, calls }),
  };
}

const line = (text: string, confidence = 0.9): EngineWord[] =>
  text.split(' ').map((part, index, all) => ({
    text: part,
    confidence,
    rect: { left: index * 10, top: 0, right: index * 10 + 8, bottom: 8 },
    endOfLine: index === all.length - 1,
  }));

describe('recogniseScans', () => {
  test('reads each scanned page, reports per page, and frees the engine', async () => {
    const engine = fakeEngine([line('Opening checklist'), line('Delivery note 4471')]);
    const progress: string[] = [];
    const { texts, reading } = await recogniseScans(
      { numbers: [2, 5], draw: async () => pageImage(true) },
      'scan.pdf',
      {
        loadRecogniser: engine.load,
        onProgress: (fraction, page, count) => progress.push(`${fraction} ${page}/${count}`),
      },
    );
    expect(Object.fromEntries(texts)).toEqual({ 2: 'Opening checklist', 5: 'Delivery note 4471' });
    expect(progress).toEqual(['0 1/2', '0.25 1/2', '0.5 2/2', '0.75 2/2', '1 2/2']);
    expect(reading).toMatchObject({ pages: 2, confidence: 0.9, wordsLeftOut: 0, emptyPages: [] });
    expect(reading!.words.map((page) => page.page)).toEqual([2, 5]);
    expect(engine.counts()).toEqual({ loads: 1, destroyed: 1, calls: 2 });
  });

  test('names the pages that gave nothing and counts the words left out', async () => {
    const engine = fakeEngine([line('Aisle closed'), line('smudge', 0.2)]);
    const { reading } = await recogniseScans(
      { numbers: [1, 2], draw: async () => pageImage(true) },
      'scan.pdf',
      { loadRecogniser: engine.load },
    );
    expect(reading).toMatchObject({ pages: 2, wordsLeftOut: 1, emptyPages: [2] });
    expect(reading!.confidence).toBeCloseTo((0.9 * 2 + 0.2) / 3);
  });

  test('blank pages need no engine: it is not even loaded', async () => {
    const engine = fakeEngine([]);
    const result = await recogniseScans(
      { numbers: [3], draw: async () => pageImage(false) },
      'report.pdf',
      { loadRecogniser: engine.load },
    );
    expect(result).toEqual({ texts: new Map(), reading: null });
    expect(engine.counts().loads).toBe(0);
  });

  test('refuses more scanned pages than the bound, before any is read', async () => {
    const engine = fakeEngine([]);
    const numbers = Array.from({ length: OCR_LIMITS.maxPages + 1 }, (_, index) => index + 1);
    const failure = recogniseScans({ numbers, draw: async () => pageImage(true) }, 'big.pdf', {
      loadRecogniser: engine.load,
    });
    await expect(failure).rejects.toBeInstanceOf(DocumentError);
    await expect(failure).rejects.toThrow(
      `big.pdf has ${OCR_LIMITS.maxPages + 1} scanned pages; text recognition (OCR) reads at most ${OCR_LIMITS.maxPages} per file`,
    );
  });

  test('stops when recognition runs past its time, and still frees the engine', async () => {
    const engine = fakeEngine([line('one'), line('two')]);
    let clock = 0;
    const failure = recogniseScans(
      {
        numbers: [1, 2],
        draw: async () => {
          clock += 70_000;
          return pageImage(true);
        },
      },
      'slow.pdf',
      {
        loadRecogniser: engine.load,
        now: () => clock,
        limits: { ...OCR_LIMITS, maxMillis: 60_000 },
      },
    );
    await expect(failure).rejects.toThrow(
      'Text recognition (OCR) of slow.pdf took longer than 1 minute,',
    );
    expect(engine.counts()).toMatchObject({ calls: 1, destroyed: 1 });
  });
});

describe('isBlank', () => {
  test('a white page is blank; a page with a line of ink is not', () => {
    expect(isBlank(pageImage(false))).toBe(true);
    expect(isBlank(pageImage(true))).toBe(false);
  });
});

describe('scaling pages for recognition', () => {
  test('an A4 page is drawn at the scan resolution; a poster is scaled down to the pixel bound', () => {
    expect(pdfPageScale(595, 842)).toBeCloseTo(OCR_LIMITS.dpi / 72);
    const poster = pdfPageScale(2384, 3370);
    expect(2384 * poster * 3370 * poster).toBeCloseTo(OCR_LIMITS.maxPagePixels, -3);
  });

  test('an image within the bound keeps its size', () => {
    expect(fitScale(2000, 1500, OCR_LIMITS.maxPagePixels)).toBe(1);
    expect(fitScale(8000, 6000, 12_000_000)).toBeCloseTo(0.5);
  });
});
