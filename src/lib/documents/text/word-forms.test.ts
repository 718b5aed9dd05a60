import { baseForms, inflections } from './word-forms';

test('a verb form leads back to the base forms it may come from', () => {
  expect(baseForms('accrued')).toEqual(expect.arrayContaining(['accrue']));
  expect(baseForms('accruing')).toEqual(expect.arrayContaining(['accrue']));
  expect(baseForms('planned')).toEqual(expect.arrayContaining(['plan']));
  expect(baseForms('carried')).toEqual(expect.arrayContaining(['carry']));
  expect(baseForms('voting')).toEqual(expect.arrayContaining(['vote']));
  // Nothing to undo, or too short to be a form.
  expect(baseForms('sick')).toEqual([]);
  expect(baseForms('red')).toEqual([]);
});

test('a base form leads to its regular past and -ing forms', () => {
  expect(inflections('accrue')).toEqual(['accrued', 'accruing']);
  expect(inflections('carry')).toEqual(['carried', 'carrying']);
  expect(inflections('plan')).toEqual(expect.arrayContaining(['planned', 'planning']));
  expect(inflections('report')).toEqual(['reported', 'reporting']);
  expect(inflections('2024')).toEqual([]);
});
