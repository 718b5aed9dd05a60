import type { OcrReading } from '../types';
import { describeOcr } from './ocr-summary';

const reading = (fields: Partial<OcrReading>): OcrReading => ({
  pages: 1,
  confidence: 0.9,
  wordsLeftOut: 0,
  emptyPages: [],
  words: [],
  ...fields,
});

describe('describeOcr', () => {
  test('says the text was read by OCR and how confident it was', () => {
    expect(describeOcr(reading({ confidence: 0.9634 }))).toBe(
      'text read by OCR (96 % confident on average)',
    );
  });

  test('counts the unsure words left out and names the pages that gave nothing', () => {
    expect(describeOcr(reading({ confidence: 0.7, wordsLeftOut: 1, emptyPages: [4] }))).toBe(
      'text read by OCR (70 % confident on average; 1 unsure word left out; page 4 gave no text)',
    );
    expect(describeOcr(reading({ wordsLeftOut: 12, emptyPages: [2, 5, 9] }))).toBe(
      'text read by OCR (90 % confident on average; 12 unsure words left out; pages 2, 5 and 9 gave no text)',
    );
  });
});
