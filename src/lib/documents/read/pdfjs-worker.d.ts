// pdf.js ships its worker code without type declarations; it is imported for its side effect.
declare module 'pdfjs-dist/build/pdf.worker.mjs';
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs';
