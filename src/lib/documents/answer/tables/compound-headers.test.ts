import { execFileSync } from 'node:child_process';
import { compoundWords } from './compound-headers';

describe('a header word written as two', () => {
  test('is split into the common words that spell it, in its own letters', () => {
    expect(compoundWords('QUANTITYORDERED')).toBe('QUANTITY ORDERED');
    expect(compoundWords('productline')).toBe('product line');
    expect(compoundWords('PRICEEACH')).toBe('PRICE EACH');
    expect(compoundWords('netamount')).toBe('net amount');
  });

  test('a common word, or one made of a word and an ending, stays whole', () => {
    for (const word of ['Quantity', 'Territory', 'warehousing', 'paperless', 'salesperson'])
      expect(compoundWords(word)).toBe(word);
  });

  test('a letter before a word abbreviates it: poutcome is the previous outcome', () => {
    expect(compoundWords('poutcome')).toBe('poutcome');
  });

  test('two words of one concept name one thing: the unit a quantity is counted in', () => {
    expect(compoundWords('QUANTITYUNIT')).toBe('QUANTITYUNIT');
  });

  test('short or unreadable words stay as written', () => {
    expect(compoundWords('MSRP')).toBe('MSRP');
    expect(compoundWords('sstrdist')).toBe('sstrdist');
  });
});

test('the word list is the one its script makes from SUBTLEX-US', () => {
  const script = 'scripts/common-words/make-common-words.mjs';
  expect(execFileSync('node', [script, '--check'], { encoding: 'utf8' })).toContain('up to date');
});
