import { loadPdfjs } from '@/lib/documents/read/parsers/pdf';
import { citedTextItems } from './cited-text-items';

/** The elements a page is drawn into: its box, the canvas, and the text layer over it. */
export interface PdfPageElements {
  page: HTMLElement;
  canvas: HTMLCanvasElement;
  textLayer: HTMLElement;
}

export interface RenderedPdfPage {
  pageCount: number;
  /** The text layer's spans that make up the cited passage. */
  cited: HTMLElement[];
}

/**
 * Draws one page of a PDF `width` CSS pixels wide, with pdf.js's text layer over it, and finds
 * the spans of the cited passage. pdf.js runs in this thread as the reading worker runs it
 * (its worker code loaded alongside), so no second worker script is needed. Aborting stops it.
 */
export async function renderPdfPage(
  file: Blob,
  { pageNumber, passage, width }: { pageNumber: number; passage: string; width: number },
  elements: PdfPageElements,
  signal: AbortSignal,
): Promise<RenderedPdfPage> {
  const [pdfjs, bytes] = await Promise.all([loadPdfjs(), file.arrayBuffer()]);
  signal.throwIfAborted();
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    // The content security policy allows no eval.
    isEvalSupported: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  const stop = () => void task.destroy().catch(() => {});
  signal.addEventListener('abort', stop, { once: true });
  try {
    const pdf = await task.promise;
    const page = await pdf.getPage(pageNumber);
    const viewport = page.getViewport({ scale: width / page.getViewport({ scale: 1 }).width });
    const pixelRatio = window.devicePixelRatio || 1;
    const { canvas } = elements;
    canvas.width = Math.floor(viewport.width * pixelRatio);
    canvas.height = Math.floor(viewport.height * pixelRatio);
    canvas.style.width = `${viewport.width}px`;
    canvas.style.height = `${viewport.height}px`;
    // The text layer's stylesheet sizes its spans from this.
    elements.page.style.setProperty('--scale-factor', String(viewport.scale));
    await page.render({
      canvas,
      viewport,
      transform: pixelRatio === 1 ? undefined : [pixelRatio, 0, 0, pixelRatio, 0, 0],
    }).promise;
    const textLayer = new pdfjs.TextLayer({
      textContentSource: page.streamTextContent(),
      container: elements.textLayer,
      viewport,
    });
    await textLayer.render();
    const cited = citedTextItems(textLayer.textContentItemsStr, passage).map(
      (index) => textLayer.textDivs[index]!,
    );
    return { pageCount: pdf.numPages, cited };
  } finally {
    signal.removeEventListener('abort', stop);
    await task.destroy();
  }
}
