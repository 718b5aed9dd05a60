import type { Pdfjs } from '@/lib/documents/read/parsers/pdf';

/**
 * pdf.js for Node (unit tests): the legacy build, with its worker code loaded into this
 * thread exactly as the browser worker does with the modern build.
 */
export async function loadNodePdfjs(): Promise<Pdfjs> {
  await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
  return (await import('pdfjs-dist/legacy/build/pdf.mjs')) as unknown as Pdfjs;
}
