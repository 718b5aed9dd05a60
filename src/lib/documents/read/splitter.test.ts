import fc from 'fast-check';
import type { TableRow } from './parsers/parsed';
import {
  cutLongText,
  MAX_ROWS,
  MAX_WORDS,
  splitIntoPassages,
  TABLE_PASSAGES,
  TARGET_WORDS,
} from './splitter';

const words = (count: number, prefix = 'w') =>
  Array.from({ length: count }, (_, index) => `${prefix}${index}`).join(' ');
const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;
const allWords = (texts: string[]) => texts.join(' ').split(/\s+/).filter(Boolean);

describe('pages and slides', () => {
  test('one passage per page, located by page number; empty pages are skipped', () => {
    const { passages, units } = splitIntoPassages({
      kind: 'pages',
      pages: ['alpha beta', '', 'gamma'],
    });
    expect(units).toEqual({ kind: 'pages', count: 3 });
    expect(passages).toEqual([
      { text: 'alpha beta', location: { kind: 'page', page: 1 } },
      { text: 'gamma', location: { kind: 'page', page: 3 } },
    ]);
  });

  test('a long page is cut at sentence ends into passages that all cite that page', () => {
    const sentence = `${words(39)} end.`;
    const page = Array.from({ length: 20 }, () => sentence).join(' ');
    const { passages } = splitIntoPassages({ kind: 'slides', slides: ['intro', page] });
    const second = passages.filter(
      (passage) => passage.location.kind === 'slide' && passage.location.slide === 2,
    );
    expect(second.length).toBeGreaterThan(2);
    for (const passage of second) {
      expect(countWords(passage.text)).toBeLessThanOrEqual(MAX_WORDS);
      expect(passage.text.endsWith('end.')).toBe(true);
    }
  });

  test('a long page keeps its printed lines (a heading stays on its own), cut only at sentence ends', () => {
    // Each sentence wraps over two printed lines; a heading line opens the page.
    const sentence = (index: number) => `${words(20, `s${index}-`)}\n${words(19, 'x')} end.`;
    const page = [
      'Introduction',
      ...Array.from({ length: 12 }, (_, index) => sentence(index)),
    ].join('\n');
    const { passages } = splitIntoPassages({ kind: 'pages', pages: [page] });
    expect(passages.length).toBeGreaterThan(1);
    expect(passages[0]!.text.startsWith(`Introduction\n${words(20, 's0-')}\n`)).toBe(true);
    for (const passage of passages) {
      expect(passage.text).toMatch(/^(Introduction|s\d+-0 )/);
      expect(passage.text.endsWith('end.')).toBe(true);
    }
    expect(allWords(passages.map((passage) => passage.text))).toEqual(allWords([page]));
  });
});

describe('paragraphs', () => {
  test('consecutive paragraphs are grouped up to the target and cite their range', () => {
    const paragraphs = Array.from({ length: 10 }, (_, index) => words(60, `p${index + 1}-`));
    const { passages } = splitIntoPassages({ kind: 'paragraphs', paragraphs });
    expect(passages.map((passage) => passage.location)).toEqual([
      { kind: 'paragraphs', first: 1, last: 3 },
      { kind: 'paragraphs', first: 4, last: 6 },
      { kind: 'paragraphs', first: 7, last: 9 },
      { kind: 'paragraphs', first: 10, last: 10 },
    ]);
    expect(passages[0]?.text.split('\n\n')).toHaveLength(3);
  });

  test('a lead-in stays with what it introduces: in its passage up to the maximum, else opening the next', () => {
    const list = '• 10x: Nico Papafil\n• login.gov: Dan Lopez';
    const together = splitIntoPassages({
      kind: 'paragraphs',
      paragraphs: [words(190), 'The following list provides approvers:', list],
    });
    expect(together.passages.map((passage) => passage.location)).toEqual([
      { kind: 'paragraphs', first: 1, last: 3 },
    ]);
    const carried = splitIntoPassages({
      kind: 'paragraphs',
      paragraphs: [words(190), 'The following list provides approvers:', words(120)],
    });
    expect(carried.passages.map((passage) => passage.text.split('\n\n')[0])).toEqual([
      words(190),
      'The following list provides approvers:',
    ]);
    expect(carried.passages.map((passage) => passage.location)).toEqual([
      { kind: 'paragraphs', first: 1, last: 1 },
      { kind: 'paragraphs', first: 2, last: 3 },
    ]);
  });

  test('a paragraph longer than the maximum is cut on its own and cites itself', () => {
    const { passages } = splitIntoPassages({
      kind: 'paragraphs',
      paragraphs: ['short one', words(700), 'after'],
    });
    expect(passages.map((passage) => passage.location)).toEqual([
      { kind: 'paragraphs', first: 1, last: 1 },
      { kind: 'paragraphs', first: 2, last: 2 },
      { kind: 'paragraphs', first: 2, last: 2 },
      { kind: 'paragraphs', first: 2, last: 2 },
      { kind: 'paragraphs', first: 2, last: 2 },
      { kind: 'paragraphs', first: 3, last: 3 },
    ]);
  });

  test('property: every word is kept once, in order, and no passage is over the maximum', () => {
    const paragraph = fc
      .array(fc.stringMatching(/^[a-z]{1,8}[.!?]?$/), { minLength: 1, maxLength: 700 })
      .map((list) => list.join(' '));
    fc.assert(
      fc.property(fc.array(paragraph, { minLength: 1, maxLength: 30 }), (paragraphs) => {
        const { passages } = splitIntoPassages({ kind: 'paragraphs', paragraphs });
        expect(allWords(passages.map((passage) => passage.text))).toEqual(allWords(paragraphs));
        for (const passage of passages) {
          expect(countWords(passage.text)).toBeLessThanOrEqual(MAX_WORDS);
          const location = passage.location;
          if (location.kind !== 'paragraphs') throw new Error('wrong location kind');
          expect(location.first).toBeGreaterThanOrEqual(1);
          expect(location.last).toBeLessThanOrEqual(paragraphs.length);
          expect(location.first).toBeLessThanOrEqual(location.last);
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('sections (Markdown headings)', () => {
  const section = (heading: string, start: number) => ({ heading, level: 2, start });

  test('a passage never crosses a heading and is located in its section', () => {
    const paragraphs = ['Intro line.', 'Sick leave', 'Four hours a period.', 'Jury duty', 'Paid.'];
    const { passages } = splitIntoPassages({
      kind: 'paragraphs',
      paragraphs,
      sections: [section('Sick leave', 1), section('Jury duty', 3)],
    });
    expect(passages).toEqual([
      { text: 'Intro line.', location: { kind: 'paragraphs', first: 1, last: 1 } },
      {
        text: 'Sick leave\n\nFour hours a period.',
        location: { kind: 'paragraphs', first: 2, last: 3, section: 'Sick leave' },
      },
      {
        text: 'Jury duty\n\nPaid.',
        location: { kind: 'paragraphs', first: 4, last: 5, section: 'Jury duty' },
      },
    ]);
  });

  test('a heading with nothing under it opens the next section; a last one is dropped', () => {
    const { passages } = splitIntoPassages({
      kind: 'paragraphs',
      paragraphs: ['Types of leave', 'Annual leave', 'Any reason.', 'Questions?'],
      sections: [
        section('Types of leave', 0),
        section('Annual leave', 1),
        section('Questions?', 3),
      ],
    });
    expect(passages).toEqual([
      {
        text: 'Types of leave\n\nAnnual leave\n\nAny reason.',
        location: { kind: 'paragraphs', first: 1, last: 3, section: 'Annual leave' },
      },
    ]);
  });

  test("a page without a title: its text before its first heading is in no section, the last page's empty heading dropped", () => {
    const { passages } = splitIntoPassages({
      kind: 'paragraphs',
      paragraphs: ['Etiquette', 'Escalate.', 'Links', 'Severity levels.', 'Levels', 'SEV-1.'],
      sections: [
        section('Etiquette', 0),
        section('Links', 2),
        { heading: '', level: 0, start: 3 },
        section('Levels', 4),
      ],
    });
    expect(passages).toEqual([
      {
        text: 'Etiquette\n\nEscalate.',
        location: { kind: 'paragraphs', first: 1, last: 2, section: 'Etiquette' },
      },
      { text: 'Severity levels.', location: { kind: 'paragraphs', first: 4, last: 4 } },
      {
        text: 'Levels\n\nSEV-1.',
        location: { kind: 'paragraphs', first: 5, last: 6, section: 'Levels' },
      },
    ]);
  });

  test('a passage knows the headings its section sits under; a page without a title starts afresh', () => {
    const { passages } = splitIntoPassages({
      kind: 'paragraphs',
      paragraphs: [
        'Conduct',
        'Enforcement',
        'What You Can Do',
        'Report it.',
        'Ours',
        'We act.',
        'Note.',
      ],
      sections: [
        { heading: 'Conduct', level: 1, start: 0 },
        section('Enforcement', 1),
        { heading: 'What You Can Do', level: 3, start: 2 },
        { heading: 'Ours', level: 3, start: 4 },
        { heading: '', level: 0, start: 6 },
      ],
    });
    expect(passages.map((passage) => passage.location)).toEqual([
      {
        kind: 'paragraphs',
        first: 1,
        last: 4,
        section: 'What You Can Do',
        parents: ['Conduct', 'Enforcement'],
      },
      {
        kind: 'paragraphs',
        first: 5,
        last: 6,
        section: 'Ours',
        parents: ['Conduct', 'Enforcement'],
      },
      { kind: 'paragraphs', first: 7, last: 7 },
    ]);
  });

  test('a heading over a lead-in and a list too long to share a passage is never a passage alone', () => {
    // 2 + 15 + 286 words: over the maximum together, the list alone under it.
    const list = Array.from({ length: 22 }, (_, index) => `• rule ${index} ${words(10)}`);
    const { passages } = splitIntoPassages({
      kind: 'paragraphs',
      paragraphs: ['Timekeeping requirements', `${words(14)} requirements:`, list.join('\n')],
      sections: [section('Timekeeping requirements', 0)],
    });
    expect(passages).toHaveLength(1);
    expect(passages[0]!.text).toMatch(
      /^Timekeeping requirements\n\nw0 .* requirements:\n\n• rule 0 /,
    );
    expect(passages[0]!.location).toMatchObject({ first: 1, last: 3 });
  });

  test('a long list keeps its lines when cut, and its heading stays with it', () => {
    const items = Array.from({ length: 40 }, (_, index) => `• item ${index} ${words(10)}`);
    const { passages } = splitIntoPassages({
      kind: 'paragraphs',
      paragraphs: ['About PPL', items.join('\n')],
      sections: [section('About PPL', 0)],
    });
    expect(passages.length).toBeGreaterThan(1);
    expect(passages[0]!.text.startsWith('About PPL\n\n• item 0 ')).toBe(true);
    for (const passage of passages) {
      expect(
        passage.text.split('\n').filter((line) => line.startsWith('•')).length,
      ).toBeGreaterThan(5);
    }
  });
});

describe('tables written in prose (Markdown and HTML tables)', () => {
  test('a long table is cut between its rows, each passage headed by its first row', () => {
    const header = 'Severity | Description | Typical Response';
    const rows = Array.from(
      { length: 6 },
      (_, index) => `SEV-${index + 1} | ${words(40, 'd')}. Second sentence. | ${words(30, 'r')}.`,
    );
    const { passages } = splitIntoPassages({
      kind: 'paragraphs',
      paragraphs: ['Levels', [header, ...rows].join('\n')],
      sections: [{ heading: 'Levels', level: 2, start: 0 }],
    });
    expect(passages.length).toBeGreaterThan(1);
    expect(passages[0]!.text.startsWith(`Levels\n\n${header}\nSEV-1 | `)).toBe(true);
    const lines = passages.flatMap((passage) => passage.text.split('\n'));
    for (const row of rows) expect(lines.filter((line) => line === row)).toHaveLength(1);
    for (const passage of passages.slice(1)) {
      expect(passage.text.split('\n')[0]).toBe(header);
      expect(countWords(passage.text)).toBeLessThanOrEqual(MAX_WORDS);
    }
  });

  test('a row longer than a passage is cut on its own', () => {
    const table = ['Term | Meaning', `Long | ${words(MAX_WORDS + 50)}.`, 'Short | Fine.'].join(
      '\n',
    );
    const { passages } = splitIntoPassages({ kind: 'paragraphs', paragraphs: [table] });
    for (const passage of passages) {
      expect(countWords(passage.text)).toBeLessThanOrEqual(MAX_WORDS);
    }
    expect(passages.at(-1)!.text).toBe('Term | Meaning\nShort | Fine.');
  });
});

describe('tables', () => {
  const rows = (count: number, firstNumber = 2): TableRow[] =>
    Array.from({ length: count }, (_, index) => ({
      number: firstNumber + index,
      cells: [`item${index}`, String(index)],
    }));

  test('CSV rows are grouped, each passage repeating the header and citing its rows', () => {
    const { passages, units } = splitIntoPassages({
      kind: 'table',
      header: ['Item', 'Qty'],
      rows: rows(100),
    });
    expect(units).toEqual({ kind: 'rows', count: 100 });
    expect(passages.map((passage) => passage.location)).toEqual([
      { kind: 'rows', first: 2, last: 41 },
      { kind: 'rows', first: 42, last: 81 },
      { kind: 'rows', first: 82, last: 101 },
    ]);
    for (const passage of passages) expect(passage.text.split('\n')[0]).toBe('Item | Qty');
    expect(passages[1]?.text.split('\n')[1]).toBe('item40 | 40');
    expect(passages[0]?.text.split('\n')).toHaveLength(MAX_ROWS + 1);
  });

  test('wordy rows make smaller groups', () => {
    const wordy: TableRow[] = Array.from({ length: 10 }, (_, index) => ({
      number: index + 2,
      cells: [words(50)],
    }));
    const { passages } = splitIntoPassages({ kind: 'table', header: null, rows: wordy });
    for (const passage of passages)
      expect(countWords(passage.text)).toBeLessThanOrEqual(TARGET_WORDS + 50);
  });

  test('a table too wide for the target words a row groups more rows, to stay under its passage count', () => {
    // 101 words a row: each row alone fills a passage, so 10,000 rows would make 10,000.
    const wide: TableRow[] = Array.from({ length: 10_000 }, (_, index) => ({
      number: index + 2,
      cells: [words(101)],
    }));
    const { passages } = splitIntoPassages({ kind: 'table', header: null, rows: wide });
    expect(passages.length).toBeLessThanOrEqual(TABLE_PASSAGES);
    expect(passages[0]?.location).toEqual({ kind: 'rows', first: 2, last: 4 });
    // A narrower table keeps passages of about the target size.
    const narrow = splitIntoPassages({ kind: 'table', header: null, rows: wide.slice(0, 1_000) });
    expect(narrow.passages[0]?.location).toEqual({ kind: 'rows', first: 2, last: 2 });
  });

  test('sheets cite sheet and rows, and count sheets and data rows', () => {
    const { passages, units } = splitIntoPassages({
      kind: 'sheets',
      sheets: [
        { name: 'Sales', header: ['Item', 'Qty'], rows: rows(45) },
        { name: 'Empty', header: ['Nothing'], rows: [] },
        { name: 'Staff', header: null, rows: rows(3, 1) },
      ],
    });
    expect(units).toEqual({ kind: 'sheets', count: 3, rows: 48 });
    expect(passages.map((passage) => passage.location)).toEqual([
      { kind: 'sheet-rows', sheet: 'Sales', first: 2, last: 41 },
      { kind: 'sheet-rows', sheet: 'Sales', first: 42, last: 46 },
      { kind: 'sheet-rows', sheet: 'Staff', first: 1, last: 3 },
    ]);
    expect(passages[1]?.text.startsWith('Item | Qty\n')).toBe(true);
  });
});

test('cutLongText leaves short text alone and splits a sentence without full stops by words', () => {
  expect(cutLongText('a short text.')).toEqual(['a short text.']);
  const pieces = cutLongText(words(650));
  expect(pieces.map(countWords)).toEqual([TARGET_WORDS, TARGET_WORDS, TARGET_WORDS, 50]);
});
