// pdf.js's worker for the source viewer: its code, run here, answers pdf.js on this worker's port
// and says 'ready' (pdf-document.ts waits for that). Imported as the reading worker imports it,
// so the two share one chunk.
export const pdfjsWorker = import('pdfjs-dist/build/pdf.worker.mjs');
