import mammoth from 'mammoth';
import { DocumentError } from '../errors';
import { unzipWithinLimits } from '../zip-guard';
import type { ParsedDocument } from './parsed';

/** Paragraphs of a Word document; mammoth ends every paragraph with a blank line. */
export async function parseDocx(bytes: Uint8Array, fileName: string): Promise<ParsedDocument> {
  // The reader below unpacks without limits of its own: measure what it would unpack first.
  unzipWithinLimits(bytes, fileName);
  const arrayBuffer = bytes.slice().buffer;
  // mammoth's browser build reads `arrayBuffer`, its Node build (unit tests) reads `buffer`.
  const input = { arrayBuffer, buffer: arrayBuffer } as unknown as { arrayBuffer: ArrayBuffer };
  let text: string;
  try {
    text = (await mammoth.extractRawText(input)).value;
  } catch {
    throw new DocumentError(
      'corrupt',
      `${fileName} looks damaged: it is not a readable Word document. Check that it opens in Word, then upload it again.`,
    );
  }
  const paragraphs = text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return { kind: 'paragraphs', paragraphs };
}
