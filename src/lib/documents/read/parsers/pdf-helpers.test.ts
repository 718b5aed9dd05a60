import { buildPdf } from '../../../../../scripts/fixtures/builders';
import { FIXTURES } from '../../../../../scripts/fixtures/catalogue';
import { DocumentError, tooMuchTextError } from '../../errors';
import { loadNodePdfjs } from '@/test/documents/node-pdfjs';
import { BudgetMeter, READ_BUDGET } from './budget';
import type { ParsedDocument } from './parsed';
import { MIN_PAGES_FOR_HELPERS, openPdf, parsePdf, readPageRange, type PdfPageHelper } from './pdf';

/** Just long enough to be shared, each page saying which it is. */
const LONG_PAGES = Array.from(
  { length: MIN_PAGES_FOR_HELPERS + 6 },
  (_, index) => `Page ${index + 1}\nRefunds are given within ${index + 10} days of purchase.`,
);
let long: Uint8Array;

/** A helper as the worker makes one, in this thread: its own copy of the document. */
async function inProcessHelper(bytes: Uint8Array, asked: [number, number][] = []) {
  const { document, destroy } = await openPdf(bytes.slice(), 'h.pdf', await loadNodePdfjs());
  const helper: PdfPageHelper = {
    ready: Promise.resolve(),
    async readPages(first, last, budget) {
      asked.push([first, last]);
      const meter = new BudgetMeter({ ...READ_BUDGET, ...budget }, 'h.pdf');
      const texts = await readPageRange(document, first, last, meter);
      return { texts, chars: meter.textSpent };
    },
  };
  return { helper, destroy };
}

async function pagesOf(parsed: Promise<ParsedDocument>): Promise<string[]> {
  const result = await parsed;
  if (result.kind !== 'pages') throw new Error(`Expected pages, got ${result.kind}`);
  return result.pages;
}

let alone: string[];
beforeAll(async () => {
  long = await buildPdf(LONG_PAGES);
  alone = await pagesOf(parsePdf(long.slice(), 'r.pdf', await loadNodePdfjs(), () => {}));
  expect(alone[4]).toBe(LONG_PAGES[4]);
}, 30_000);

test('a long PDF read with helpers gives the same pages, in order, as read alone', async () => {
  const bytes = long;
  const asked: [number, number][] = [];
  const helpers = await Promise.all([inProcessHelper(bytes, asked), inProcessHelper(bytes, asked)]);
  const progress: number[] = [];
  const pages = await pagesOf(
    parsePdf(bytes.slice(), 'r.pdf', await loadNodePdfjs(), (f) => progress.push(f), undefined, {
      helpers: async (count) => {
        expect(count).toBe(LONG_PAGES.length);
        return helpers.map(({ helper }) => helper);
      },
    }),
  );
  await Promise.all(helpers.map(({ destroy }) => destroy()));
  expect(pages).toEqual(alone);
  expect(asked.length).toBeGreaterThan(0);
  expect(progress.at(-1)).toBe(1);
  expect(progress).toEqual([...progress].sort((a, b) => a - b));
});

test('pages a failed helper was given are read by the reader', async () => {
  const bytes = long;
  const { helper, destroy } = await inProcessHelper(bytes);
  let calls = 0;
  const failing: PdfPageHelper = {
    ready: Promise.resolve(),
    readPages: (first, last, budget) =>
      (calls += 1) === 2
        ? Promise.reject(new Error('helper crashed'))
        : helper.readPages(first, last, budget),
  };
  const pages = await pagesOf(
    parsePdf(bytes.slice(), 'r.pdf', await loadNodePdfjs(), () => {}, undefined, {
      helpers: async () => [failing],
    }),
  );
  await destroy();
  expect(calls).toBe(2);
  expect(pages).toEqual(alone);
});

test('a helper that never opens the document is not waited for', async () => {
  const never: PdfPageHelper = {
    ready: new Promise(() => {}),
    readPages: () => Promise.reject(new Error('not asked')),
  };
  const couldNotOpen = Promise.reject(new Error('could not open'));
  couldNotOpen.catch(() => {});
  const unavailable: PdfPageHelper = {
    ready: couldNotOpen,
    readPages: () => Promise.reject(new Error('not asked')),
  };
  const pages = await pagesOf(
    parsePdf(long.slice(), 'r.pdf', await loadNodePdfjs(), () => {}, undefined, {
      helpers: async () => [never, unavailable],
    }),
  );
  expect(pages).toEqual(alone);
});

test("the file's budget running out in a helper stops the whole file", async () => {
  const overBudget: PdfPageHelper = {
    ready: Promise.resolve(),
    readPages: () => Promise.reject(tooMuchTextError('r.pdf')),
  };
  const reading = parsePdf(long.slice(), 'r.pdf', await loadNodePdfjs(), () => {}, undefined, {
    helpers: async () => [overBudget],
  });
  await expect(reading).rejects.toBeInstanceOf(DocumentError);
  await expect(reading).rejects.toMatchObject({ code: 'file-too-large' });
});

test('helpers that are never given are not waited for', async () => {
  const pages = await pagesOf(
    parsePdf(long.slice(), 'r.pdf', await loadNodePdfjs(), () => {}, undefined, {
      helpers: () => new Promise(() => {}),
    }),
  );
  expect(pages).toEqual(alone);
});

test(`a PDF under ${MIN_PAGES_FOR_HELPERS} pages does not ask for helpers`, async () => {
  const asked: PdfPageHelper = {
    ready: Promise.resolve(),
    readPages: () => Promise.reject(new Error('a short file was shared')),
  };
  const askedFor: number[] = [];
  const pages = await pagesOf(
    parsePdf(
      await FIXTURES['store-operations-handbook.pdf'](),
      'h.pdf',
      await loadNodePdfjs(),
      () => {},
      undefined,
      {
        helpers: async (count) => {
          askedFor.push(count);
          return [asked];
        },
      },
    ),
  );
  expect(pages).toHaveLength(10);
  expect(askedFor).toEqual([]);
});
