import fc from 'fast-check';
import { SortedWords } from './sorted-words';

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, column) => column);
  for (let row = 1; row <= a.length; row += 1) {
    const current = [row];
    for (let column = 1; column <= b.length; column += 1) {
      const substitution = previous[column - 1]! + (a[row - 1] === b[column - 1] ? 0 : 1);
      current.push(Math.min(substitution, previous[column]! + 1, current[column - 1]! + 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** Short words over few letters, so that many are within an edit or two of one another. */
const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'é'), minLength: 1, maxLength: 7 });

test('near finds exactly the words within the edits, with their distances', () => {
  fc.assert(
    fc.property(
      fc.uniqueArray(word, { maxLength: 60 }),
      fc.uniqueArray(word, { maxLength: 20 }),
      word,
      fc.integer({ min: 1, max: 2 }),
      (first, later, query, edits) => {
        // Words added after a lookup are merged in at the next one.
        const vocabulary = new SortedWords();
        for (const added of first) vocabulary.add(added);
        vocabulary.near(query, edits);
        const all = [...new Set([...first, ...later])];
        for (const added of later.filter((candidate) => !first.includes(candidate))) {
          vocabulary.add(added);
        }
        const expected = all
          .map((candidate) => [candidate, editDistance(query, candidate)] as const)
          .filter(([, distance]) => distance <= edits)
          .sort(([a], [b]) => (a < b ? -1 : 1));
        const found = [...vocabulary.near(query, edits)].sort(([a], [b]) => (a < b ? -1 : 1));
        expect(found).toEqual(expected);
        expect(vocabulary.withPrefix(query)).toEqual(
          all.filter((candidate) => candidate.startsWith(query)).sort(),
        );
      },
    ),
  );
});
