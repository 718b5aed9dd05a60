import { READ_BUDGET } from '@/lib/documents/read/parsers/budget';
import { citedTextItems } from './cited-text-items';
import type { ViewedPdf } from './pdf-document';
import { PageRefusal, withinTime } from './viewer-budget';

/**
 * Canvas pixels a page may take (64 MB at 4 bytes each). Above it a page is drawn at a lower
 * resolution; a page whose CSS size alone is above it (a hostile page size) is refused.
 */
export const MAX_CANVAS_PIXELS = 2 ** 24;

/**
 * Pieces of text a page's text layer may have (a span each, made on the page's thread): a dense
 * page has a few thousand.
 */
export const MAX_TEXT_ITEMS = 20_000;

/** The elements a page is drawn into: its box, the canvas, and the text layer over it. */
export interface PdfPageElements {
  page: HTMLElement;
  canvas: HTMLCanvasElement;
  textLayer: HTMLElement;
}

export interface PageToDraw {
  pageNumber: number;
  /** CSS pixels wide. */
  width: number;
  /** The cited passage's text, to find in the page's text layer (none on other pages). */
  passage?: string;
}

/** How long drawing one page may take: the reading budget's. */
const DRAW_MILLIS = READ_BUDGET.maxMillis;

/** The device pixels per CSS pixel the canvas can have within MAX_CANVAS_PIXELS. */
function pixelRatioFor(cssPixels: number): number {
  return Math.min(window.devicePixelRatio || 1, Math.sqrt(MAX_CANVAS_PIXELS / cssPixels));
}

type PdfPage = Awaited<ReturnType<ViewedPdf['document']['getPage']>>;
type TextContent = Awaited<ReturnType<PdfPage['getTextContent']>>;

/**
 * The page's text as its text layer takes it, read chunk by chunk (as reading does) so a page
 * of more pieces than MAX_TEXT_ITEMS is refused before its spans are made on this thread.
 */
async function pageText(page: PdfPage, pageNumber: number): Promise<TextContent> {
  const reader = page.streamTextContent().getReader();
  const content: TextContent = { items: [], styles: {}, lang: null };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return content;
    const chunk = value as TextContent;
    for (const item of chunk.items) content.items.push(item);
    Object.assign(content.styles, chunk.styles);
    content.lang ??= chunk.lang;
    if (content.items.length > MAX_TEXT_ITEMS) {
      throw new PageRefusal(`Page ${pageNumber} has too much text to show.`);
    }
  }
}

/** Sizes the canvas for the page at `width` CSS pixels; refuses a page too large to draw. */
function sizeCanvas(page: PdfPage, { pageNumber, width }: PageToDraw, elements: PdfPageElements) {
  const size = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: width / size.width });
  const cssPixels = viewport.width * viewport.height;
  if (!(cssPixels <= MAX_CANVAS_PIXELS)) {
    throw new PageRefusal(
      `Page ${pageNumber} is too large to draw (${Math.round(size.width)} × ${Math.round(size.height)} points).`,
    );
  }
  const pixelRatio = pixelRatioFor(cssPixels);
  const { canvas } = elements;
  canvas.width = Math.floor(viewport.width * pixelRatio);
  canvas.height = Math.floor(viewport.height * pixelRatio);
  canvas.style.width = `${viewport.width}px`;
  canvas.style.height = `${viewport.height}px`;
  // The text layer's stylesheet sizes its spans from this.
  elements.page.style.setProperty('--scale-factor', String(viewport.scale));
  return { viewport, pixelRatio };
}

/**
 * Draws one page of an open PDF `width` CSS pixels wide, with pdf.js's text layer over it, and
 * returns the spans of the cited passage. Rejects with a PageRefusal when the page is too large,
 * has too much text or takes longer than the reading budget; aborting stops it.
 */
export function renderPdfPage(
  { document, pdfjs }: ViewedPdf,
  toDraw: PageToDraw,
  elements: PdfPageElements,
  signal: AbortSignal,
  maxMillis = DRAW_MILLIS,
): Promise<HTMLElement[]> {
  const { pageNumber, passage } = toDraw;
  return withinTime(
    async (stop) => {
      const page = await document.getPage(pageNumber);
      const { viewport, pixelRatio } = sizeCanvas(page, toDraw, elements);
      stop.throwIfAborted();
      const drawing = page.render({
        canvas: elements.canvas,
        viewport,
        transform: pixelRatio === 1 ? undefined : [pixelRatio, 0, 0, pixelRatio, 0, 0],
      });
      // The signal is this drawing's own: its listeners go with it.
      stop.addEventListener('abort', () => drawing.cancel(), { once: true });
      try {
        const [, textContentSource] = await Promise.all([
          drawing.promise,
          pageText(page, pageNumber),
        ]);
        const container = elements.textLayer;
        container.replaceChildren();
        const textLayer = new pdfjs.TextLayer({ textContentSource, container, viewport });
        stop.addEventListener('abort', () => textLayer.cancel(), { once: true });
        await textLayer.render();
        if (!passage) return [];
        return citedTextItems(textLayer.textContentItemsStr, passage).map(
          (index) => textLayer.textDivs[index]!,
        );
      } catch (error) {
        drawing.cancel();
        throw error;
      }
    },
    { signal, maxMillis, what: `Drawing page ${pageNumber}` },
  );
}
