import type { OcrWord } from '../../types';

/** A word as the OCR engine gives it: pixels of the image it read, confidence 0–1. */
export interface EngineWord {
  text: string;
  confidence: number;
  rect: { left: number; top: number; right: number; bottom: number };
  /** The last word of its line. */
  endOfLine: boolean;
}

/** What recognition made of one page. */
export interface OcrPage {
  /** The confident words' text, a line per line of the page. */
  text: string;
  words: OcrWord[];
  /** Words the engine read, and the sum of their confidences (for the file's mean). */
  wordsRead: number;
  confidenceSum: number;
}

/**
 * Words the engine is less sure of than this are left out of the text, so they are never
 * searched for or quoted: on noisy scans they are mostly specks read as letters.
 */
export const MIN_WORD_CONFIDENCE = 0.6;

const round = (value: number) => Math.round(value * 10_000) / 10_000;

/** One page's words made into its text and word boxes, the unsure ones left out. */
export function readPageWords(
  words: readonly EngineWord[],
  width: number,
  height: number,
  minConfidence = MIN_WORD_CONFIDENCE,
): OcrPage {
  const kept: OcrWord[] = [];
  const lines: string[] = [];
  let line: string[] = [];
  let confidenceSum = 0;
  for (const word of words) {
    confidenceSum += word.confidence;
    const text = word.text.trim();
    if (text && word.confidence >= minConfidence) {
      line.push(text);
      const { left, top, right, bottom } = word.rect;
      kept.push({
        text,
        box: [
          round(left / width),
          round(top / height),
          round(right / width),
          round(bottom / height),
        ],
      });
    }
    if (word.endOfLine && line.length > 0) {
      lines.push(line.join(' '));
      line = [];
    }
  }
  if (line.length > 0) lines.push(line.join(' '));
  return { text: lines.join('\n'), words: kept, wordsRead: words.length, confidenceSum };
}
