import type { ViewedPdf } from './pdf-document';
import { MAX_CANVAS_PIXELS, MAX_TEXT_ITEMS, renderPdfPage } from './pdf-page';
import { PageRefusal } from './viewer-budget';

/** A text content stream of one chunk of `count` pieces of text. */
function textOf(count: number) {
  const items = Array.from({ length: count }, () => ({ str: 'word', hasEOL: false }));
  return new ReadableStream({
    start(controller) {
      controller.enqueue({ items, styles: {}, lang: null });
      controller.close();
    },
  });
}

/**
 * A one-page PDF whose page is `width` × `height` points with `text` pieces of text; its canvas
 * is drawn at once, its text layer never ends.
 */
function fakePdf(width: number, height: number, text = 10) {
  const render = vi.fn(() => ({ promise: Promise.resolve(), cancel: vi.fn() }));
  const page = {
    getViewport: ({ scale }: { scale: number }) => ({
      width: width * scale,
      height: height * scale,
      scale,
    }),
    render,
    streamTextContent: () => textOf(text),
  };
  const textLayer = { render: () => new Promise(() => {}), cancel: vi.fn() };
  const pdf = {
    document: { numPages: 1, getPage: async () => page },
    pdfjs: {
      TextLayer: vi.fn(function TextLayer() {
        return textLayer;
      }),
    },
    close: () => {},
  } as unknown as ViewedPdf;
  return { pdf, render, textLayer };
}

/** Draws page 1 560 CSS pixels wide into new elements. */
function draw(pdf: ViewedPdf, maxMillis?: number) {
  const into = {
    page: document.createElement('div'),
    canvas: document.createElement('canvas'),
    textLayer: document.createElement('div'),
  };
  const signal = new AbortController().signal;
  const drawing = renderPdfPage(pdf, { pageNumber: 1, width: 560 }, into, signal, maxMillis);
  return { drawing, into };
}

test('a page too large to draw (a hostile page size) is refused with a message, not drawn', async () => {
  const { pdf, render } = fakePdf(10, 200_000);
  const { drawing } = draw(pdf);
  await expect(drawing).rejects.toThrow(
    new PageRefusal('Page 1 is too large to draw (10 × 200000 points).'),
  );
  expect(render).not.toHaveBeenCalled();
});

test('a large page within the bound is drawn at a resolution that keeps the canvas bounded', async () => {
  const { pdf, render } = fakePdf(560, 20_000);
  vi.stubGlobal('devicePixelRatio', 3);
  const { drawing, into } = draw(pdf);
  drawing.catch(() => {});
  await vi.waitFor(() => expect(render).toHaveBeenCalled());
  expect(into.canvas.style.height).toBe('20000px');
  expect(into.canvas.width * into.canvas.height).toBeLessThanOrEqual(MAX_CANVAS_PIXELS);
  vi.unstubAllGlobals();
});

test('a page that takes longer than the budget to draw is stopped with a message', async () => {
  const { pdf, render, textLayer } = fakePdf(595, 842);
  const { drawing } = draw(pdf, 0);
  await expect(drawing).rejects.toThrow(
    'Drawing page 1 took longer than 0 seconds, so it was stopped.',
  );
  expect(render.mock.results[0]?.value.cancel).toHaveBeenCalled();
  expect(textLayer.cancel).toHaveBeenCalled();
});

test('a page of more pieces of text than its text layer may have is refused with a message', async () => {
  const { pdf, render } = fakePdf(595, 842, MAX_TEXT_ITEMS + 1);
  const { drawing } = draw(pdf);
  await expect(drawing).rejects.toThrow(new PageRefusal('Page 1 has too much text to show.'));
  expect(pdf.pdfjs.TextLayer).not.toHaveBeenCalled();
  expect(render.mock.results[0]?.value.cancel).toHaveBeenCalled();
});
