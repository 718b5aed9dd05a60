import type { Pdfjs } from '@/lib/documents/read/parsers/pdf';
import { MAX_IMAGE_PIXELS } from '@/lib/documents/read/parsers/pdf';
import { openPdfForViewing, type PdfViewing } from './pdf-document';
import { PageRefusal } from './viewer-budget';

/** pdf.js as far as opening a file goes, its loading task answering as `opened` does. */
function fakePdfjs(opened: Promise<unknown>) {
  const destroyed = { task: false, worker: false };
  const getDocument = vi.fn(() => ({
    promise: opened,
    destroy: async () => {
      destroyed.task = true;
    },
  }));
  const pdfWorker = {
    destroy: () => {
      destroyed.worker = true;
    },
  };
  const pdfjs = {
    getDocument,
    PDFWorker: { create: vi.fn(() => pdfWorker) },
    VerbosityLevel: { ERRORS: 0 },
  } as unknown as Pdfjs;
  return { pdfjs, getDocument, pdfWorker, destroyed };
}

function viewing(pdfjs: Pdfjs, maxMillis = 15_000) {
  const port = Object.assign(new EventTarget(), { terminate: vi.fn() }) as unknown as Worker;
  const startWorker = () => {
    // pdf.js's worker code says so when it has run.
    queueMicrotask(() =>
      port.dispatchEvent(new MessageEvent('message', { data: { action: 'ready' } })),
    );
    return port;
  };
  const options: PdfViewing = { loadPdfjs: async () => pdfjs, startWorker, maxMillis };
  return { options, port };
}

const file = new Blob(['%PDF-1.7']);

test("the viewer opens a PDF in pdf.js's own worker, under the bounds reading has", async () => {
  const fake = fakePdfjs(Promise.resolve({ numPages: 4 }));
  const { options, port } = viewing(fake.pdfjs);
  const viewed = await openPdfForViewing(file, new AbortController().signal, options);
  expect(viewed.document).toEqual({ numPages: 4 });
  expect(fake.pdfjs.PDFWorker.create).toHaveBeenCalledWith({ port });
  expect(fake.getDocument).toHaveBeenCalledWith(
    expect.objectContaining({
      worker: fake.pdfWorker,
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      maxImageSize: MAX_IMAGE_PIXELS,
    }),
  );
  viewed.close();
  expect(fake.destroyed).toEqual({ task: true, worker: true });
  expect(port.terminate).toHaveBeenCalled();
});

test('a PDF that takes longer than the budget to open is stopped with a message', async () => {
  const fake = fakePdfjs(new Promise(() => {}));
  const { options, port } = viewing(fake.pdfjs, 0);
  const opening = openPdfForViewing(file, new AbortController().signal, options);
  await expect(opening).rejects.toThrow(PageRefusal);
  await expect(opening).rejects.toThrow(
    'Opening the PDF took longer than 0 seconds, so it was stopped.',
  );
  expect(fake.destroyed).toEqual({ task: true, worker: true });
  expect(port.terminate).toHaveBeenCalled();
});

test('a worker that does not start fails the opening instead of leaving it waiting', async () => {
  const fake = fakePdfjs(new Promise(() => {}));
  const port = Object.assign(new EventTarget(), { terminate: vi.fn() }) as unknown as Worker;
  const startWorker = () => {
    queueMicrotask(() => port.dispatchEvent(new Event('error')));
    return port;
  };
  const opening = openPdfForViewing(file, new AbortController().signal, {
    loadPdfjs: async () => fake.pdfjs,
    startWorker,
    maxMillis: 15_000,
  });
  await expect(opening).rejects.toThrow('The PDF worker did not start.');
  expect(fake.getDocument).not.toHaveBeenCalled();
  expect(port.terminate).toHaveBeenCalled();
});
