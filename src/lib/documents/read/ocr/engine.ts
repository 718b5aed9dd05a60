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

const GZIP_MAGIC = [0x1f, 0x8b];

/** Whether the bytes are still gzip: a server may send a .gz file as is or decoded for us. */
export function isGzip(bytes: Uint8Array): boolean {
  return GZIP_MAGIC.every((byte, index) => bytes[index] === byte);
}

async function fetchBytes(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const bytes = await response.arrayBuffer();
  // Static hosts send the model's .gz as it is; Vite's dev server (and some hosts) send it with
  // `Content-Encoding: gzip`, so the browser has already decoded it.
  if (!isGzip(new Uint8Array(bytes, 0, Math.min(2, bytes.byteLength)))) return bytes;
  const decoded = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Response(decoded).arrayBuffer();
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
    fetchBytes(englishModelUrl),
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
