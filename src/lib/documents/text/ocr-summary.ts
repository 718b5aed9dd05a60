import type { OcrReading } from '../types';
import { listed, plural } from './labels';

/** 'pages 3 and 5', 'page 2' */
function pageList(pages: readonly number[]): string {
  return `${pages.length === 1 ? 'page' : 'pages'} ${listed(pages.map(String))}`;
}

/**
 * How text recognition went, for the upload message and the documents drawer: 'text read by
 * OCR (94 % confident on average; 3 unsure words left out; page 2 gave no text)'.
 */
export function describeOcr(ocr: OcrReading): string {
  const notes = [`${Math.round(ocr.confidence * 100)} % confident on average`];
  if (ocr.wordsLeftOut > 0) notes.push(`${plural(ocr.wordsLeftOut, 'unsure word')} left out`);
  if (ocr.emptyPages.length > 0) notes.push(`${pageList(ocr.emptyPages)} gave no text`);
  return `text read by OCR (${notes.join('; ')})`;
}
