import { serialize } from 'node:v8';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { FIXTURES } from '../../../../../scripts/fixtures/catalogue';
import {
  buildDocx,
  buildPdf,
  buildPptx,
  buildXlsx,
} from '../../../../../scripts/fixtures/builders';
import { HANDBOOK_PAGES, TRAINING_SLIDES } from '../../../../../scripts/fixtures/corpus';
import { DocumentError } from '../../errors';
import { loadNodePdfjs } from '@/test/documents/node-pdfjs';
import { parseCsv } from './csv';
import { parseDocx } from './docx';
import type { ParsedDocument } from './parsed';
import { parsePdf } from './pdf';
import { parsePptx } from './pptx';
import { looksLikeMarkdown, parseMarkdown } from './markdown';
import { parseText } from './text';
import { cellText, parseXlsx } from './xlsx';

function expectKind<K extends ParsedDocument['kind']>(
  parsed: ParsedDocument,
  kind: K,
): Extract<ParsedDocument, { kind: K }> {
  expect(parsed.kind).toBe(kind);
  return parsed as Extract<ParsedDocument, { kind: K }>;
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof DocumentError) return error.code;
    throw error;
  }
}

describe('text', () => {
  test('paragraphs are blocks between blank lines, with whitespace tidied', () => {
    const parsed = expectKind(
      parseText('First line\r\ncontinues here.\r\n\r\n\r\n  Second   one.\n \nThird'),
      'paragraphs',
    );
    expect(parsed.paragraphs).toEqual(['First line continues here.', 'Second one.', 'Third']);
  });

  test('without blank lines, each line is a paragraph', () => {
    expect(expectKind(parseText('a\nb\n\nc'), 'paragraphs').paragraphs).toEqual(['a b', 'c']);
    expect(expectKind(parseText('one\ntwo\nthree\n'), 'paragraphs').paragraphs).toEqual([
      'one',
      'two',
      'three',
    ]);
  });
});

describe('markdown', () => {
  test('headings start sections; link, emphasis and escape markup become their text', () => {
    const parsed = expectKind(
      parseMarkdown(
        '# Leave types\n\nCheck [out of office](https://example.org/ooo) **first**.\n## Sick leave\nUp to *13 days* \\- see `HR Links`.\n',
      ),
      'paragraphs',
    );
    expect(parsed.paragraphs).toEqual([
      'Leave types',
      'Check out of office first.',
      'Sick leave',
      'Up to 13 days - see HR Links.',
    ]);
    expect(parsed.sections).toEqual([
      { heading: 'Leave types', level: 1, start: 0 },
      { heading: 'Sick leave', level: 2, start: 2 },
    ]);
  });

  test('a paragraph of bold words alone heads a section under the last heading; a bold label leads in', () => {
    const parsed = expectKind(
      parseMarkdown(
        [
          '# Health & Safety',
          '**Managing the risks**',
          'We keep a register.',
          '**Important notes:**',
          '',
          '- Report hazards at once.',
          '',
          '**Bold words** that open a sentence are not a heading.',
          '## Law',
          '**Officers**',
          '',
          'Officers must exercise due diligence.',
        ].join('\n\n'),
      ),
      'paragraphs',
    );
    expect(parsed.sections).toEqual([
      { heading: 'Health & Safety', level: 1, start: 0 },
      { heading: 'Managing the risks', level: 2, start: 1 },
      { heading: 'Law', level: 2, start: 6 },
      { heading: 'Officers', level: 3, start: 7 },
    ]);
    expect(parsed.paragraphs).toContain('Important notes:');
  });

  test('character references are their characters; emphasis around nothing is dropped', () => {
    const parsed = expectKind(
      parseMarkdown(
        '### &#x20;**Discourse**\n\n* Engage with discussion&#x20;\n* **Calls:** For all. ****&#x20;\n\nTom &amp; Jerry&nbsp;say hi.\n\n**Day** **of Call**\n\nJoin early.',
      ),
      'paragraphs',
    );
    expect(parsed.paragraphs).toEqual([
      'Discourse',
      '• Engage with discussion\n• Calls: For all.',
      'Tom & Jerry say hi.',
      'Day of Call',
      'Join early.',
    ]);
    expect(parsed.sections?.map((section) => section.heading)).toEqual([
      'Discourse',
      'Day of Call',
    ]);
  });

  test('front matter and template tags are not content; a page title heads its page', () => {
    const page = [
      '---',
      'title: Paid parental leave',
      'keywords: parental, leave',
      'redirect_from:',
      '  - /ppl/',
      '---',
      '{% alert %}',
      'Use the [chart]({% page "/leave/" %}).',
      '{% endalert %}',
    ].join('\n');
    const parsed = expectKind(
      parseMarkdown(`${page}\n\nLast line of page one.\n\n${page}`),
      'paragraphs',
    );
    expect(parsed.paragraphs).toEqual([
      'Paid parental leave',
      'Use the chart.',
      'Last line of page one.',
      'Paid parental leave',
      'Use the chart.',
    ]);
    expect(parsed.sections?.map((section) => section.start)).toEqual([0, 3]);
  });

  test("a heading repeating the front matter's title, a one-column table's rule and blank rows are not read twice or as text", () => {
    const parsed = expectKind(
      parseMarkdown(
        [
          '---',
          'title: Timekeeping policy',
          '---',
          '',
          '# Timekeeping policy',
          '',
          '| Date          |',
          '| ------------- |',
          '| April 1, 2023 |',
          '',
          '| Date     | Author |',
          '| -------- | :----: |',
          '| 4/1/2023 | Henry  |',
          '|          |        |',
        ].join('\n'),
      ),
      'paragraphs',
    );
    expect(parsed.paragraphs).toEqual([
      'Timekeeping policy',
      'Date\nApril 1, 2023',
      'Date | Author\n4/1/2023 | Henry',
    ]);
    expect(parsed.sections).toEqual([{ heading: 'Timekeeping policy', level: 1, start: 0 }]);
  });

  test('front matter opening with comment lines is still front matter', () => {
    const parsed = expectKind(
      parseMarkdown(
        [
          '---',
          '# Page title as it appears in the navigation menu',
          'title: "Systems Set Up"',
          '# Adjust weight to reorder menu items',
          'weight: 3',
          '# bookHidden = false',
          '---',
          '',
          '# Systems Set Up',
          '',
          'Change your password first.',
        ].join('\n'),
      ),
      'paragraphs',
    );
    expect(parsed.paragraphs).toEqual(['Systems Set Up', 'Change your password first.']);
  });

  test("an MDX component's name is kept, and lines opening with a bold label stay lines", () => {
    const parsed = expectKind(
      parseMarkdown(
        [
          'If this happens, notify <TeamMember name="Charles Cook" photo /> or <TeamMember name=\'Joe Martin\'/>.',
          '',
          '**Monday:** Nobody',
          '**Tuesday:** Steven <TeamMember name="Steven Shults" photo />',
          'who covers the week.',
        ].join('\n'),
      ),
      'paragraphs',
    );
    expect(parsed.paragraphs).toEqual([
      'If this happens, notify Charles Cook or Joe Martin.',
      'Monday: Nobody\nTuesday: Steven Steven Shults who covers the week.',
    ]);
  });

  test("a page whose front matter has no title sits under none of the page before's headings", () => {
    const parsed = expectKind(
      parseMarkdown(
        [
          '---',
          'description: Being on call.',
          '---',
          '## Etiquette',
          'Never hesitate to escalate.',
          '',
          '---',
          'cover: img/levels.png',
          'description: Severity levels.',
          '---',
          'Incidents are classified by severity.',
          '',
          '## Levels',
          'SEV-1 is critical.',
        ].join('\n'),
      ),
      'paragraphs',
    );
    expect(parsed.paragraphs).toEqual([
      'Etiquette',
      'Never hesitate to escalate.',
      'Incidents are classified by severity.',
      'Levels',
      'SEV-1 is critical.',
    ]);
    expect(parsed.sections).toEqual([
      { heading: 'Etiquette', level: 2, start: 0 },
      { heading: '', level: 0, start: 2 },
      { heading: 'Levels', level: 2, start: 3 },
    ]);
  });

  test("a page joined right after the last line of the one before still has its title's heading", () => {
    const parsed = expectKind(
      parseMarkdown(
        [
          '- Complete the purchase.',
          '---',
          'title: Transit Benefit',
          'keywords: transit, benefit',
          '---',
          '',
          'This page outlines how to sign up.',
          '---',
          'Note: bring your badge.',
          '---',
        ].join('\n'),
      ),
      'paragraphs',
    );
    expect(parsed.paragraphs).toEqual([
      '• Complete the purchase.',
      'Transit Benefit',
      'This page outlines how to sign up.',
      'Note: bring your badge.',
    ]);
  });

  test('list items and table rows keep a line each; HTML tables become rows', () => {
    const parsed = expectKind(
      parseMarkdown(
        [
          'You can use it for:',
          '* Doctor visits',
          '- Mental health',
          '  care',
          '1. First step',
          '',
          '| Day | Hours |',
          '|-----|------:|',
          '| Monday | 10 |',
          '',
          '<table>\n  <tr>\n    <td>Labor Day</td>\n    <td>First Monday in September</td>\n  </tr>\n</table>',
        ].join('\n'),
      ),
      'paragraphs',
    );
    expect(parsed.paragraphs).toEqual([
      'You can use it for:\n• Doctor visits\n• Mental health care\n1. First step',
      'Day | Hours\nMonday | 10',
      'Labor Day | First Monday in September',
    ]);
  });

  test("an HTML table is read as pipe rows: one line a row, its cells' text over several lines and tags", () => {
    const table = [
      '<table class="custom-table">',
      '  <thead>',
      '    <tr><th>Severity</th><th>Description</th><th>Typical Response</th></tr>',
      '  </thead>',
      '  <tbody>',
      '    <tr>',
      '      <td class="sev-1">SEV-1</td>',
      '      <td>',
      '        <p class="intent">Critical issue &amp; public notice.</p>',
      '        <ul>',
      '          <li>Customer data exposed</li>',
      '          <li>SLA broken.</li>',
      '        </ul>',
      '      </td>',
      '      <td>',
      '        <p>Major incident response.</p>',
      '        <ul><li>Page an IC in Slack <code>!ic page</code>.</li></ul>',
      // A cell left open, as browsers allow.
      '    </tr>',
      '    <tr>',
      '      <td colspan="3">Anything above this line is a &ldquo;major incident&rdquo;.</td>',
      '    </tr>',
      '    <tr><td>SEV-4</td><td>Minor issues, a | in text.</td><td>Low-urgency page&#46;</td></tr>',
      '  </tbody>',
      '</table>',
    ].join('\n');
    const parsed = expectKind(
      parseMarkdown(`## Severity levels\nLevels are below. ${table}\n\nAfter the table.`),
      'paragraphs',
    );
    expect(parsed.paragraphs).toEqual([
      'Severity levels',
      'Levels are below.',
      [
        'Severity | Description | Typical Response',
        'SEV-1 | Critical issue & public notice. Customer data exposed; SLA broken. | Major incident response. Page an IC in Slack !ic page.',
      ].join('\n'),
      'Anything above this line is a “major incident”.',
      [
        'Severity | Description | Typical Response',
        'SEV-4 | Minor issues, a | in text. | Low-urgency page.',
      ].join('\n'),
      'After the table.',
    ]);
  });

  test('an HTML table in fenced code stays code; one never closed stays as written', () => {
    const parsed = expectKind(
      parseMarkdown('```\n<table><tr><td>a</td></tr></table>\n```\n\nSee <table> here.'),
      'paragraphs',
    );
    expect(parsed.paragraphs).toEqual(['<table><tr><td>a</td></tr></table>', 'See here.']);
  });

  test('setext headings and #Title without a space are headings; a rule is not content', () => {
    const parsed = expectKind(
      parseMarkdown('Salary\n======\n\nThe rubric.\n\n---\n\n##Equity\nOptions vest.'),
      'paragraphs',
    );
    expect(parsed.paragraphs).toEqual(['Salary', 'The rubric.', 'Equity', 'Options vest.']);
    expect(parsed.sections?.map((section) => section.heading)).toEqual(['Salary', 'Equity']);
  });

  test("a GitHub alert's marker ('> [!NOTE]') is not content; the quote is", () => {
    const parsed = expectKind(
      parseMarkdown(
        '> [!NOTE] Spending over $300 requires approval.\n> Email travel@example.com.\n\n> [!WARNING]\n> Book early.\n\n> [!nonsense] stays',
      ),
      'paragraphs',
    );
    expect(parsed.paragraphs).toEqual([
      'Spending over $300 requires approval. Email travel@example.com.',
      'Book early.',
      '[!nonsense] stays',
    ]);
  });

  test('unclosed markup stays as it is written', () => {
    const parsed = expectKind(
      parseMarkdown('# Notes\n\nSee [draft {% note **here <!-- later'),
      'paragraphs',
    );
    expect(parsed.paragraphs).toEqual(['Notes', 'See [draft {% note **here <!-- later']);
  });

  test('a text file is Markdown when it has a heading, front matter, link markup or tags', () => {
    expect(looksLikeMarkdown('# Handbook\n\nText.')).toBe(true);
    expect(looksLikeMarkdown('---\ntitle: Leave\n---\nText.')).toBe(true);
    expect(looksLikeMarkdown('See [the form](https://example.org/form).')).toBe(true);
    expect(looksLikeMarkdown('Opening hours are 8 to 9.\n\n#1 priority: safety.')).toBe(false);
    expect(looksLikeMarkdown('Notes - 3 March\n\n* tills counted')).toBe(false);
    expect(looksLikeMarkdown('Rota\n<table><tr><td>Mon</td></tr></table>')).toBe(true);
    expect(looksLikeMarkdown('Use a <table> tag.')).toBe(false);
  });
});

describe('csv', () => {
  test('quoted fields keep their commas, quotes and line breaks; rows keep their numbers', () => {
    const parsed = expectKind(
      parseCsv('Name,Note\n"Smith, Jo","Said ""hi""\nthen left"\n\nLee,ok\n'),
      'table',
    );
    expect(parsed.header).toEqual(['Name', 'Note']);
    expect(parsed.rows).toEqual([
      { number: 2, cells: ['Smith, Jo', 'Said "hi" then left'] },
      { number: 4, cells: ['Lee', 'ok'] },
    ]);
  });

  test('detects other delimiters', () => {
    expect(expectKind(parseCsv('a;b\n1;2\n'), 'table').rows[0]?.cells).toEqual(['1', '2']);
    expect(expectKind(parseCsv('a\tb\n1\t2\n'), 'table').rows[0]?.cells).toEqual(['1', '2']);
    expect(expectKind(parseCsv('a|b\n1|2\n'), 'table').rows[0]?.cells).toEqual(['1', '2']);
  });

  test('a first row of numbers or repeated labels is data, not a header', () => {
    const numeric = expectKind(parseCsv('1,2\n3,4\n'), 'table');
    expect(numeric.header).toBeNull();
    expect(numeric.rows.map((row) => row.number)).toEqual([1, 2]);
    expect(expectKind(parseCsv('x,x\n1,2\n'), 'table').header).toBeNull();
  });

  test('one curly quote in the file leaves the other cells one byte a character (V8)', () => {
    // v8.serialize tags a one-byte string '"' (0x22) right after its two-byte header.
    const oneByte = (cell: string) => serialize(cell)[2] === 0x22;
    const text = `${'Product,Note\n'}${'Lamp with a long name,“bright”\n'.repeat(3)}`;
    const parsed = expectKind(parseCsv(text), 'table');
    expect(parsed.rows[1]?.cells).toEqual(['Lamp with a long name', '“bright”']);
    expect(parsed.rows.every((row) => oneByte(row.cells[0]!) && !oneByte(row.cells[1]!))).toBe(
      true,
    );
  });

  test('reads the inventory fixture: header, 100 rows, quoted product names', async () => {
    const text = new TextDecoder().decode(await FIXTURES['inventory.csv']());
    const parsed = expectKind(parseCsv(text), 'table');
    expect(parsed.header).toEqual([
      'SKU',
      'Product',
      'Category',
      'Stock',
      'Reorder level',
      'Supplier',
      'Notes',
    ]);
    expect(parsed.rows).toHaveLength(100);
    expect(parsed.rows[2]).toEqual({
      number: 4,
      cells: ['DR-1002', 'LED bulb 9W "warm white"', 'Lighting', '74', '20', 'Brightway Lighting'],
    });
  });
});

describe('pdf', () => {
  test('returns the text of each page, in order', async () => {
    const progress: number[] = [];
    const parsed = expectKind(
      await parsePdf(
        await FIXTURES['store-operations-handbook.pdf'](),
        'h.pdf',
        await loadNodePdfjs(),
        (f) => progress.push(f),
      ),
      'pages',
    );
    expect(parsed.pages).toHaveLength(HANDBOOK_PAGES.length);
    expect(parsed.pages[2]).toMatch(/^Cash handling\nA till may hold at most 1,500 dollars/);
    expect(parsed.pages[8]).toContain('Our shrinkage target is 1.2 percent of sales.');
    expect(progress).toHaveLength(HANDBOOK_PAGES.length);
    expect(progress.at(-1)).toBe(1);
  });

  test('a PDF without a text layer gives empty pages', async () => {
    const parsed = expectKind(
      await parsePdf(
        await FIXTURES['scanned-receipt.pdf'](),
        's.pdf',
        await loadNodePdfjs(),
        () => {},
      ),
      'pages',
    );
    expect(parsed.pages).toEqual(['', '']);
  });

  test('a damaged PDF is reported as corrupt', async () => {
    const truncated = await FIXTURES['truncated.pdf']();
    expect(await codeOf(parsePdf(truncated, 't.pdf', await loadNodePdfjs(), () => {}))).toBe(
      'corrupt',
    );
  });

  test('the lines a printed document repeats at the top or bottom of its pages are not its text', async () => {
    const bodies = [
      'Cash handling comes first.',
      'Refunds need a receipt.',
      'Keys stay in the safe.',
    ];
    const bytes = await buildPdf(
      bodies.map(
        (body, index) => `Acme Store Handbook - Internal\n${body}\nPage ${index + 1} of 3`,
      ),
    );
    const parsed = expectKind(
      await parsePdf(bytes, 'h.pdf', await loadNodePdfjs(), () => {}),
      'pages',
    );
    expect(parsed.pages).toEqual(bodies);
  });

  test('words drawn apart on one line, with no space between them in the file, stay apart', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([600, 800]);
    // A footer's page number at the right margin, drawn before the title at the left.
    page.drawText('2', { x: 560, y: 30, size: 10, font });
    page.drawText('Store Handbook', { x: 40, y: 30, size: 10, font });
    page.drawText('Tills', { x: 40, y: 700, size: 12, font });
    page.drawText('Open', { x: 120, y: 700, size: 12, font });
    const parsed = expectKind(
      await parsePdf(await pdf.save(), 'f.pdf', await loadNodePdfjs(), () => {}),
      'pages',
    );
    expect(parsed.pages[0]).toBe('2 Store Handbook\nTills Open');
  });

  test('a word hyphenated at the end of a printed line is written whole', async () => {
    const bytes = await buildPdf([
      'The Open Compli-\nance Program offers e-\nmail help.\nCOVID-\n19 rules apply.',
    ]);
    const parsed = expectKind(
      await parsePdf(bytes, 'h.pdf', await loadNodePdfjs(), () => {}),
      'pages',
    );
    expect(parsed.pages[0]).toBe(
      'The Open Compliance Program offers email help.\nCOVID-\n19 rules apply.',
    );
  });

  test('accented text survives', async () => {
    const bytes = await buildPdf(['Crème brûlée at the Café']);
    const parsed = expectKind(
      await parsePdf(bytes, 'c.pdf', await loadNodePdfjs(), () => {}),
      'pages',
    );
    expect(parsed.pages[0]).toBe('Crème brûlée at the Café');
  });
});

describe('docx', () => {
  test('reads paragraphs in order, joining runs and skipping empty paragraphs', async () => {
    const bytes = buildDocx([
      { text: 'Title', heading: true },
      'First paragraph with <angle> & ampersand.',
      '',
      'Second paragraph.',
    ]);
    const parsed = expectKind(await parseDocx(bytes, 'a.docx'), 'paragraphs');
    expect(parsed.paragraphs).toEqual([
      'Title',
      'First paragraph with <angle> & ampersand.',
      'Second paragraph.',
    ]);
  });

  test('its headings start the sections its passages are located in', async () => {
    const bytes = buildDocx([
      'Issued by People Ops.',
      { text: 'Time off', heading: true },
      'You get 25 days a year.',
      { text: 'Sick leave', heading: true },
      'Tell your manager by 9 am.',
    ]);
    const parsed = expectKind(await parseDocx(bytes, 's.docx'), 'paragraphs');
    expect(parsed.sections).toEqual([
      { heading: 'Time off', level: 1, start: 1 },
      { heading: 'Sick leave', level: 1, start: 3 },
    ]);
  });

  test('a ZIP that is not a Word document is corrupt', async () => {
    expect(await codeOf(parseDocx(await FIXTURES['q3-sales.xlsx'](), 'x.docx'))).toBe('corrupt');
  });
});

describe('xlsx', () => {
  test('reads every sheet with its rows numbered as Excel shows them', async () => {
    const bytes = buildXlsx([
      {
        name: 'Sales',
        rows: [
          ['Store', 'Revenue'],
          ['North', 1200],
          ['South', 900.5],
        ],
      },
      { name: 'Notes', rows: [['just a note']] },
    ]);
    const parsed = expectKind(await parseXlsx(bytes, 'a.xlsx'), 'sheets');
    expect(parsed.sheets).toEqual([
      {
        name: 'Sales',
        header: ['Store', 'Revenue'],
        rows: [
          { number: 2, cells: ['North', '1200'] },
          { number: 3, cells: ['South', '900.5'] },
        ],
      },
      { name: 'Notes', header: ['just a note'], rows: [] },
    ]);
  });

  test("a date cell is its day and time of day; a time of day alone (Excel's day 0) is the time", () => {
    expect(cellText(new Date('2019-01-21T00:00:00Z'))).toBe('2019-01-21');
    expect(cellText(new Date('2019-01-21T13:08:00Z'))).toBe('2019-01-21 13:08');
    // Excel's fraction of a day, a millisecond short of the minute it shows.
    expect(cellText(new Date('2018-04-22T05:59:59.999Z'))).toBe('2018-04-22 06:00');
    expect(cellText(new Date('2018-04-22T05:59:30Z'))).toBe('2018-04-22 05:59:30');
    expect(cellText(new Date('1899-12-30T13:08:00Z'))).toBe('13:08');
    expect(cellText(new Date('1899-12-30T10:29:45Z'))).toBe('10:29:45');
    expect(cellText(null)).toBe('');
    expect(cellText(36.5)).toBe('36.5');
  });

  test('a scrambled workbook is corrupt', async () => {
    expect(await codeOf(parseXlsx(await FIXTURES['garbage-inside.xlsx'](), 'g.xlsx'))).toBe(
      'corrupt',
    );
  });
});

describe('pptx', () => {
  test('text per slide in presentation order, not file-name order', async () => {
    const parsed = expectKind(
      parsePptx(await FIXTURES['new-starter-training.pptx'](), 'd.pptx'),
      'slides',
    );
    expect(parsed.slides).toHaveLength(TRAINING_SLIDES.length);
    TRAINING_SLIDES.forEach((slide, index) => {
      expect(parsed.slides[index]).toBe([slide.title, ...slide.lines].join('\n'));
    });
  });

  test('decodes XML entities and keeps spaces between runs', () => {
    const bytes = buildPptx([{ title: 'Fish & chips <today>', lines: ['"Quoted" text'] }]);
    const parsed = expectKind(parsePptx(bytes, 'd.pptx'), 'slides');
    expect(parsed.slides).toEqual(['Fish & chips <today>\n"Quoted" text']);
  });

  test('a damaged presentation is corrupt', () => {
    const bytes = buildPptx(TRAINING_SLIDES).slice();
    // Scramble every entry's data but keep the central directory that lists them.
    const view = new DataView(bytes.buffer);
    const directoryOffset = view.getUint32(bytes.length - 22 + 16, true);
    bytes.fill(0x41, 4, directoryOffset);
    expect(() => parsePptx(bytes, 'd.pptx')).toThrow(DocumentError);
  });
});
