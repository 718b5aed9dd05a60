import { READ_BUDGET } from '@/lib/documents/read/parsers/budget';
import { citedTextItems } from './cited-text-items';
import type { ViewedPdf } from './pdf-document';
import { PageRefusal, withinTime } from './viewer-budget';

/**
 * Canvas pixels a page may take (64 MB at 4 bytes each). Above it a page is drawn at a lower
 * resolution; a page whose CSS size alone is above it (a hostile page size) is refused.
 */
export const MAX_CANVAS_PIXELS = 2 ** 24;

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

/**
 * Draws one page of an open PDF `width` CSS pixels wide, with pdf.js's text layer over it, and
 * returns the spans of the cited passage. Rejects with a PageRefusal when the page is too large
 * or takes longer than the reading budget; aborting stops it.
 */
export function renderPdfPage(
  { document, pdfjs }: ViewedPdf,
  { pageNumber, width, passage }: PageToDraw,
  elements: PdfPageElements,
  signal: AbortSignal,
  maxMillis = DRAW_MILLIS,
): Promise<HTMLElement[]> {
  return withinTime(
    async (stop) => {
      const page = await document.getPage(pageNumber);
      const size = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: width / size.width });
      const cssPixels = viewport.width * viewport.height;
      if (!(cssPixels <= MAX_CANVAS_PIXELS)) {
        throw new PageRefusal(
          `Page ${pageNumber} is too large to draw (${Math.round(size.width)} × ${Math.round(size.height)} points).`,
        );
      }
      stop.throwIfAborted();
      const pixelRatio = pixelRatioFor(cssPixels);
      const { canvas, textLayer: container } = elements;
      canvas.width = Math.floor(viewport.width * pixelRatio);
      canvas.height = Math.floor(viewport.height * pixelRatio);
      canvas.style.width = `${viewport.width}px`;
      canvas.style.height = `${viewport.height}px`;
      // The text layer's stylesheet sizes its spans from this.
      elements.page.style.setProperty('--scale-factor', String(viewport.scale));
      const drawing = page.render({
        canvas,
        viewport,
        transform: pixelRatio === 1 ? undefined : [pixelRatio, 0, 0, pixelRatio, 0, 0],
      });
      container.replaceChildren();
      const textLayer = new pdfjs.TextLayer({
        textContentSource: page.streamTextContent(),
        container,
        viewport,
      });
      const cancel = () => {
        drawing.cancel();
        textLayer.cancel();
      };
      stop.addEventListener('abort', cancel, { once: true });
      try {
        await Promise.all([drawing.promise, textLayer.render()]);
      } finally {
        stop.removeEventListener('abort', cancel);
      }
      if (!passage) return [];
      return citedTextItems(textLayer.textContentItemsStr, passage).map(
        (index) => textLayer.textDivs[index]!,
      );
    },
    { signal, maxMillis, what: `Drawing page ${pageNumber}` },
  );
}
