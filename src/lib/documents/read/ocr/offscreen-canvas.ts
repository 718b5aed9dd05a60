/// <reference lib="webworker" />

/** A 2D canvas outside the DOM (the reading worker has none), at least 1 × 1 pixel. */
export function canvasOf(width: number, height: number) {
  const canvas = new OffscreenCanvas(
    Math.max(1, Math.round(width)),
    Math.max(1, Math.round(height)),
  );
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D canvas in this browser');
  return { canvas, context };
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
