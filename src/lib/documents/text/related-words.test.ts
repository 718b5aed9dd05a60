import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadRelatedWords, RelatedWords, type RelatedPhrase } from './related-words';
import { processTerm } from './terms';

const related = (phrases: readonly RelatedPhrase[], relation?: RelatedPhrase['relation']) =>
  phrases
    .filter((phrase) => relation === undefined || phrase.relation === relation)
    .map((phrase) => phrase.terms.join(' '));

// Line 0: ill/sick; 1: the nausea sense, a rare one of 'sick'; 2: parent, linked to the line
// after it (distances in base 36); 3: mother; 4: two weeks. After '#', families.
const SAMPLE = [
  '; a licence line',
  'ill,sick',
  'nauseous,sick*',
  'parent >1',
  'mother',
  'fortnight,two week',
  '#',
  'ill:illness',
  'sick:sickness',
].join('\n');

test('a word’s family, synonyms and the words one step away, each once with its closest relation', () => {
  const words = new RelatedWords(SAMPLE);
  expect(related(words.of('ill'), 'family')).toEqual(['illness']);
  // Its synonyms, their families, and its family's synonyms.
  expect(related(words.of('ill'), 'synonym').sort()).toEqual(['sick', 'sickness']);
  expect(related(words.of('illness')).sort()).toEqual(['ill', 'sick']);
  // Families go both ways.
  expect(related(words.of('sickness'), 'family')).toEqual(['sick']);
  // A rare sense is not looked up through: 'sick' does not mean 'nauseous' here…
  expect(related(words.of('sick'))).not.toContain('nauseous');
  // …but the word is found from the others.
  expect(related(words.of('nauseous')).sort()).toEqual(['sick', 'sickness']);
  // Links go both ways: one step more general, and more specific.
  expect(related(words.of('parent'), 'broader')).toEqual(['mother']);
  expect(related(words.of('mother'), 'broader')).toEqual(['parent']);
  expect(words.of('unknown')).toEqual([]);
});

test('knows a word from any line, a rare sense’s too: English, not a typo', () => {
  const words = new RelatedWords(SAMPLE);
  expect(['ill', 'illness', 'sickness', 'two week'].every((word) => words.knows(word))).toBe(true);
  expect(new RelatedWords('nauseous,queasy*\n#').knows('queasy')).toBe(true);
  expect(words.knows('ilness')).toBe(false);
});

test('collocations are keys and values, their stopwords counted but not searched', () => {
  const words = new RelatedWords(SAMPLE);
  expect(words.of('fortnight')).toEqual([
    { terms: ['two', 'week'], words: 2, relation: 'synonym' },
  ]);
  expect(related(words.of('two week'))).toEqual(['fortnight']);
  expect(words.longestKey).toBe(2);
  const withStopwords = new RelatedWords('time off,leave of absence\n#');
  expect(withStopwords.of('time off')).toEqual([
    { terms: ['leave', 'absence'], words: 3, relation: 'synonym' },
  ]);
});

describe('the shipped list (WordNet)', () => {
  test('relates the words of questions to the words of documents', async () => {
    const words = (await loadRelatedWords())!;
    expect(related(words.of('ill'))).toEqual(expect.arrayContaining(['sick', 'illness']));
    expect(related(words.of('illness'))).toContain('sick');
    expect(related(words.of('armed force'))).toContain('military');
    expect(related(words.of('fortnight'))).toContain('two week');
    expect(related(words.of('ballot'))).toContain('vote');
    expect(related(words.of('salary'))).toContain('pay');
    expect(related(words.of('mother'))).toContain('parent');
    expect(related(words.of('get together'))).toContain('meet');
    // Vague words ('make', 'take') are left out altogether.
    expect(related(words.of('arrive'))).not.toContain('come');
  });

  test('is written in the engine’s own search terms, so it matches the index', () => {
    const file = join(dirname(fileURLToPath(import.meta.url)), 'related-words.txt');
    const words = readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line !== '#' && !line.startsWith(';'))
      .flatMap((line) => line.replace(/ >.*$/, '').split(/[,:]/))
      .map((word) => word.replace(/\*$/, ''));
    const stale = words.filter((phrase) =>
      phrase.split(' ').some((word) => (processTerm(word) ?? word) !== word),
    );
    expect(stale).toEqual([]);
  });
});
