import fastEngineUrl from '@ocr-engine/tesseract-core.wasm?url';
import fallbackEngineUrl from '@ocr-engine/tesseract-core-fallback.wasm?url';
import englishModelUrl from '@ocr-language/eng.traineddata.gz?url';
import type { EngineWord } from './recognised-words';

/** The OCR engine, loaded in the reading worker when a scanned page or an image arrives. */
export interface Recogniser {
  /** The words on an image; `onProgress` hears 0–1 as recognition goes. */
  recognise(image: ImageData, onProgress: (fraction: number) => void): EngineWord[];
  /** Frees the engine's memory (the worker ends after reading anyway). */
  destroy(): void;
}

async function fetchBytes(url: string, gzipped = false): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`);
  if (!gzipped) return response.arrayBuffer();
  return new Response(response.body.pipeThrough(new DecompressionStream('gzip'))).arrayBuffer();
}

/**
 * Tesseract (tesseract-wasm: the engine compiled to WebAssembly, SIMD where the browser has
 * it) with the English LSTM model, both from this app's own origin; the service worker keeps
 * them for offline use once fetched.
 */
export async function loadRecogniser(): Promise<Recogniser> {
  const { createOCREngine, layoutFlags, supportsFastBuild } = await import('tesseract-wasm');
  const [wasmBinary, model] = await Promise.all([
    fetchBytes(supportsFastBuild() ? fastEngineUrl : fallbackEngineUrl),
    fetchBytes(englishModelUrl, true),
  ]);
  const engine = await createOCREngine({ wasmBinary });
  engine.loadModel(model);
  return {
    recognise(image, onProgress) {
      engine.loadImage(image);
      try {
        return engine
          .getTextBoxes('word', (percent) => onProgress(percent / 100))
          .map(({ text, confidence, rect, flags }) => ({
            text,
            confidence,
            rect,
            endOfLine: (flags & layoutFlags.EndOfLine) !== 0,
          }));
      } finally {
        engine.clearImage();
      }
    },
    destroy: () => engine.destroy(),
  };
}
