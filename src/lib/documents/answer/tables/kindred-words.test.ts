import { expect, test } from 'vitest';
import { csvTables } from '@/test/documents/csv-tables';
import { tableReplyTo } from '@/test/documents/table-answer';
import { kindredWords } from './lexicon';

test('words of one family share most of the shorter word; a quality in -ity is not kin', () => {
  expect(kindredWords('respondent', 'response')).toBe(true);
  expect(kindredWords('applicant', 'application')).toBe(true);
  expect(kindredWords('uniform', 'uniformity')).toBe(false);
  expect(kindredWords('product', 'productivity')).toBe(false);
  expect(kindredWords('capacity', 'capacity')).toBe(true);
});

/** Coffee cuppings scored for uniformity, as a grader's sheet heads it. */
const CUPPINGS = csvTables(
  'cuppings',
  'cuppings.csv',
  ['owner,aroma,uniformity', 'alvarado,7.5,10', 'racafe,7.2,9.33', 'condor,7.8,10'].join('\n'),
);

test("'uniforms' asks for nothing a uniformity score says", () => {
  const reply = tableReplyTo('How many uniforms does each owner get?', CUPPINGS);
  expect(reply?.kind).not.toBe('table-answer');
});
