import { citedPassage } from './source-locator';
import type { PassageLocation } from '../types';

const passages = (locations: PassageLocation[]) =>
  locations.map((location, index) => ({ id: index + 10, location }));

test('a passage citation finds its passage by id', () => {
  const found = passages([
    { kind: 'page', page: 1 },
    { kind: 'page', page: 2 },
  ]);
  expect(citedPassage(found, { documentId: 'd', passageId: '11' })).toBe(1);
  expect(citedPassage(found, { documentId: 'd', passageId: '99' })).toBe(-1);
});

test('a table answer finds the passage holding its rows, on the same sheet', () => {
  const found = passages([
    { kind: 'sheet-rows', sheet: 'Q2', first: 2, last: 41 },
    { kind: 'sheet-rows', sheet: 'Q3', first: 2, last: 41 },
    { kind: 'sheet-rows', sheet: 'Q3', first: 42, last: 81 },
  ]);
  const at = (first: number, last: number, sheet = 'Q3') =>
    citedPassage(found, {
      documentId: 'd',
      location: { kind: 'sheet-rows', sheet, first, last },
    });
  expect(at(27, 27)).toBe(1);
  expect(at(60, 70)).toBe(2);
  expect(at(27, 27, 'Q2')).toBe(0);
  expect(at(27, 27, 'Q9')).toBe(-1);
  expect(
    citedPassage(found, { documentId: 'd', location: { kind: 'rows', first: 2, last: 3 } }),
  ).toBe(-1);
});
