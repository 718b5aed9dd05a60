/// <reference lib="webworker" />
import type { PdfDocument } from '../parsers/pdf';
import { imageSize } from './image-size';
import { checkImageSize, fitScale, OCR_LIMITS, pdfPageScale } from './limits';

function canvasOf(width: number, height: number) {
  const canvas = new OffscreenCanvas(
    Math.max(1, Math.round(width)),
    Math.max(1, Math.round(height)),
  );
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D canvas in this browser');
  return { canvas, context };
}

/** A PDF page drawn as an image for recognition, at OCR_LIMITS.dpi or less. */
export async function drawPdfPage(document: PdfDocument, number: number): Promise<ImageData> {
  const page = await document.getPage(number);
  try {
    const size = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: pdfPageScale(size.width, size.height) });
    const { canvas, context } = canvasOf(viewport.width, viewport.height);
    // pdf.js types name DOM canvases only; it draws on offscreen ones all the same.
    await page.render({
      canvas: canvas as unknown as HTMLCanvasElement,
      canvasContext: context as unknown as CanvasRenderingContext2D,
      viewport,
      background: 'white',
    }).promise;
    return context.getImageData(0, 0, canvas.width, canvas.height);
  } finally {
    page.cleanup();
  }
}

/**
 * A PNG, JPEG or WebP file decoded (turned upright as its EXIF says) and scaled down to the
 * page pixel bound; one declaring more pixels than OCR_LIMITS allows is refused undecoded.
 */
export async function drawImage(bytes: Uint8Array, fileName: string): Promise<ImageData> {
  checkImageSize(imageSize(bytes), fileName);
  const bitmap = await createImageBitmap(new Blob([bytes as BlobPart]));
  try {
    const scale = fitScale(bitmap.width, bitmap.height, OCR_LIMITS.maxPagePixels);
    const { canvas, context } = canvasOf(bitmap.width * scale, bitmap.height * scale);
    context.fillStyle = 'white';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return context.getImageData(0, 0, canvas.width, canvas.height);
  } finally {
    bitmap.close();
  }
}

/** pdf.js's canvases for a page drawn in a worker, where there is no document to make them. */
export class OffscreenCanvasFactory {
  create(width: number, height: number) {
    return canvasOf(width, height);
  }

  reset(entry: { canvas: OffscreenCanvas }, width: number, height: number) {
    entry.canvas.width = width;
    entry.canvas.height = height;
  }

  destroy(entry: { canvas: OffscreenCanvas | null; context: unknown }) {
    if (entry.canvas) entry.canvas.width = entry.canvas.height = 0;
    entry.canvas = null;
    entry.context = null;
  }
}
