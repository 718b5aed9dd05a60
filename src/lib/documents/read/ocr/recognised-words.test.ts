import { MIN_WORD_CONFIDENCE, readPageWords, type EngineWord } from './recognised-words';

const word = (text: string, confidence: number, left: number, endOfLine = false): EngineWord => ({
  text,
  confidence,
  rect: { left, top: 100, right: left + 80, bottom: 140 },
  endOfLine,
});

describe('readPageWords', () => {
  test('keeps lines as lines and leaves out the words the engine is unsure of', () => {
    const page = readPageWords(
      [
        word('Lock', 0.95, 0),
        word('the', 0.9, 100),
        word('~;', 0.2, 200),
        word('shutter', 0.93, 300, true),
        word('by', 0.91, 0),
        word('9', 0.5, 100),
        word('pm', 0.88, 200, true),
      ],
      1000,
      2000,
    );
    expect(page.text).toBe('Lock the shutter\nby pm');
    expect(page.words.map((w) => w.text)).toEqual(['Lock', 'the', 'shutter', 'by', 'pm']);
    expect(page.wordsRead).toBe(7);
    expect(page.confidenceSum).toBeCloseTo(5.27);
  });

  test('gives word boxes in fractions of the page', () => {
    const page = readPageWords([word('Aisle', 0.9, 250, true)], 1000, 2000);
    expect(page.words[0]!.box).toEqual([0.25, 0.05, 0.33, 0.07]);
  });

  test('a line of unsure words leaves no empty line behind', () => {
    const page = readPageWords(
      [word('Title', 0.9, 0, true), word('###', 0.1, 0, true), word('Body', 0.9, 0, true)],
      100,
      100,
    );
    expect(page.text).toBe('Title\nBody');
  });

  test('the threshold is a confidence between 0 and 1', () => {
    expect(MIN_WORD_CONFIDENCE).toBeGreaterThan(0);
    expect(MIN_WORD_CONFIDENCE).toBeLessThan(1);
    expect(readPageWords([word('edge', MIN_WORD_CONFIDENCE, 0)], 10, 10).text).toBe('edge');
  });
});
