/// <reference lib="webworker" />
import type { PdfDocument } from '../parsers/pdf';
import { imageSize } from './image-size';
import { canvasOf } from './offscreen-canvas';
import { checkImageSize, fitScale, OCR_LIMITS, pdfPageScale } from './limits';

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
