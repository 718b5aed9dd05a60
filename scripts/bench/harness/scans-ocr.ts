/**
 * Text recognition in the bench: scans made here from known text (scripts/fixtures/scans.ts),
 * read through the real worker for their word accuracy, and uploaded through the library for
 * their ready time and a question only the scan answers.
 */
import { answerFromDocuments } from '@/lib/documents/answer/responder';
import { createDocumentLibrary } from '@/lib/documents/library';
import { extractInWorker } from '@/lib/documents/read/worker-client';
import type { DocumentUser } from '@/lib/documents/types';
import {
  characterAccuracy,
  CLEAN_SCAN,
  HEAVY_NOISE_SCAN,
  NOISY_SCAN,
  PHOTO,
  renderScanInBrowser,
  scanPages,
  scanPdf,
  SCAN_ONLY_SENTENCE,
  SHELF_NOTICE,
  wordAccuracy,
  type ScanSpec,
} from '../../fixtures/scans';
import type { UploadMeasure } from './main';

type Upload = (file: File) => Promise<UploadMeasure>;

const fromBase64 = (base64: string) => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));

async function scanFile(name: string, pages: string[][], look: Omit<ScanSpec, 'lines'>) {
  const images: Uint8Array[] = [];
  for (const [index, lines] of pages.entries()) {
    images.push(fromBase64(await renderScanInBrowser({ ...look, lines, seed: look.seed + index })));
  }
  return new File([(await scanPdf(images)) as BlobPart], name, { type: 'application/pdf' });
}

/** Word accuracy of what the worker read from `file` against the text it was drawn from. */
async function accuracy(file: File, pages: string[][]) {
  const extraction = await extractInWorker(file, file.name, {});
  const read = extraction.status === 'searchable' ? extraction.passages.map((p) => p.text) : [];
  const expected = pages.flat().join(' ');
  return {
    words: wordAccuracy(expected, read.join(' ')),
    characters: characterAccuracy(expected, read.join(' ')),
    confidence: extraction.status === 'searchable' ? (extraction.ocr?.confidence ?? 0) : 0,
  };
}

export async function ocrBench(upload: Upload, user: DocumentUser) {
  const onePage = scanPages(1);
  const noisyFile = await scanFile('noisy-scan.pdf', onePage, NOISY_SCAN);
  // First, in a page that has not run the engine yet: the browser then runs its WebAssembly
  // unoptimised for a while, as for a person's first scan (later workers reuse the optimised code).
  const onePageUpload = await upload(noisyFile);
  const clean = await accuracy(await scanFile('clean-scan.pdf', onePage, CLEAN_SCAN), onePage);
  const noisy = await accuracy(noisyFile, onePage);
  const heavy = await accuracy(
    await scanFile('heavy-noise.pdf', onePage, HEAVY_NOISE_SCAN),
    onePage,
  );
  const photoBytes = fromBase64(await renderScanInBrowser({ ...PHOTO, lines: SHELF_NOTICE }));
  const photo = await accuracy(new File([photoBytes as BlobPart], 'shelf-notice.jpg'), [
    SHELF_NOTICE,
  ]);
  const tenPages = scanPages(10);
  const tenPageUpload = await upload(await scanFile('ten-page-scan.pdf', tenPages, NOISY_SCAN));

  const library = createDocumentLibrary({ shareChanges: false });
  await library.whenReady();
  await library.addDocument(noisyFile, { user, classification: 'Public' });
  const reply = await answerFromDocuments(
    'When must the loading bay shutter be locked?',
    user,
    library,
  );
  const direct = reply.kind === 'answer' ? reply.direct : null;
  return {
    clean,
    noisy,
    heavy,
    photo,
    onePage: onePageUpload,
    tenPages: tenPageUpload,
    question: {
      answer: direct?.text ?? null,
      page: direct?.citation.locationLabel ?? null,
      right: direct !== null && wordAccuracy(SCAN_ONLY_SENTENCE, direct.text) >= 0.85,
    },
  };
}
