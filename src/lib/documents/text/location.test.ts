import { describeIndexed, formatLocation } from './location';

test('location labels read like the spec', () => {
  expect(formatLocation({ kind: 'page', page: 3 })).toBe('page 3');
  expect(formatLocation({ kind: 'slide', slide: 2 })).toBe('slide 2');
  expect(formatLocation({ kind: 'sheet-rows', sheet: 'Sales', first: 2, last: 41 })).toBe(
    'sheet Sales, rows 2-41',
  );
  expect(formatLocation({ kind: 'paragraphs', first: 4, last: 9 })).toBe('paragraphs 4-9');
  expect(formatLocation({ kind: 'paragraphs', first: 4, last: 4 })).toBe('paragraph 4');
  expect(formatLocation({ kind: 'paragraphs', first: 4, last: 6, section: 'Sick leave' })).toBe(
    'Sick leave, paragraphs 4-6',
  );
  expect(formatLocation({ kind: 'rows', first: 10, last: 50 })).toBe('rows 10-50');
  expect(formatLocation({ kind: 'rows', first: 7, last: 7 })).toBe('row 7');
});

test('a long section heading is cut at a word in the label', () => {
  const section = 'Submitting paid parental leave requests in HR Links and the payroll system';
  expect(formatLocation({ kind: 'paragraphs', first: 151, last: 154, section })).toBe(
    'Submitting paid parental leave requests in HR…, paragraphs 151-154',
  );
});

test('the indexed summary counts units and passages', () => {
  expect(describeIndexed({ kind: 'pages', count: 12 }, 48)).toBe('12 pages, 48 passages');
  expect(describeIndexed({ kind: 'slides', count: 1 }, 1)).toBe('1 slide, 1 passage');
  expect(describeIndexed({ kind: 'sheets', count: 2, rows: 1200 }, 31)).toBe(
    '2 sheets (1,200 rows), 31 passages',
  );
  expect(describeIndexed({ kind: 'rows', count: 100 }, 3)).toBe('100 rows, 3 passages');
  expect(describeIndexed({ kind: 'paragraphs', count: 14 }, 3)).toBe('14 paragraphs, 3 passages');
});
