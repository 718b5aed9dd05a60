import { attributedParser, type OrderedNode } from './ordered-xml';
import { wordSections } from './word-headings';

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

/** Paragraphs by style and text ('|' between runs; '*' around a bold one), parsed as read. */
function documentXml(
  paragraphs: [style: string, text: string, properties?: string][],
): OrderedNode[] {
  const body = paragraphs
    .map(([style, text, properties = '']) => {
      const styled = style ? `<w:pStyle w:val="${style}"/>` : '';
      const runs = text
        .split('|')
        .map((run) => {
          const bold = /^\*.*\*$/.test(run) ? '<w:rPr><w:b/></w:rPr>' : '';
          return `<w:r>${bold}<w:t xml:space="preserve">${run.replace(/^\*(.*)\*$/, '$1')}</w:t></w:r>`;
        })
        .join('');
      return `<w:p><w:pPr>${styled}${properties}</w:pPr>${runs}</w:p>`;
    })
    .join('');
  const xml = `<?xml version="1.0"?><w:document ${W}><w:body>${body}<w:sectPr/></w:body></w:document>`;
  return attributedParser.parse(xml) as OrderedNode[];
}

function stylesXml(styles: [id: string, name: string, properties?: string][]): string {
  const defined = styles
    .map(
      ([id, name, properties = '']) =>
        `<w:style w:type="paragraph" w:styleId="${id}"><w:name w:val="${name}"/><w:pPr>${properties}</w:pPr></w:style>`,
    )
    .join('');
  return `<?xml version="1.0"?><w:styles ${W}>${defined}</w:styles>`;
}

test("a Word document's headings start its sections, at their level, whatever the style's id", () => {
  // Word in German names its heading styles 'heading 1' under the id 'berschrift1'.
  const xml = documentXml([
    ['Titel', 'Staff Handbook'],
    ['', 'Welcome to the team.'],
    ['berschrift1', 'Time |off'],
    ['', 'You get 25 days a year.'],
    ['berschrift2', 'Sick leave'],
    ['', 'Tell your manager by 9 am.'],
  ]);
  const styles = stylesXml([
    ['Titel', 'Title'],
    ['berschrift1', 'heading 1'],
    ['berschrift2', 'heading 2'],
  ]);
  const paragraphs = [
    'Staff Handbook',
    'Welcome to the team.',
    'Time off',
    'You get 25 days a year.',
    'Sick leave',
    'Tell your manager by 9 am.',
  ];
  expect(wordSections(paragraphs, xml, styles)).toEqual([
    { heading: 'Staff Handbook', level: 1, start: 0 },
    { heading: 'Time off', level: 1, start: 2 },
    { heading: 'Sick leave', level: 2, start: 4 },
  ]);
});

test('an outline level makes a heading of a style, or of one paragraph; ids say so without styles', () => {
  const xml = documentXml([
    ['Policy', 'Returns'],
    ['', 'Within 30 days.'],
    ['', 'Refunds', '<w:outlineLvl w:val="1"/>'],
    ['', 'To the card paid with.'],
    ['Heading3', 'Gift cards'],
    ['', 'Not refundable.'],
  ]);
  const paragraphs = [
    'Returns',
    'Within 30 days.',
    'Refunds',
    'To the card paid with.',
    'Gift cards',
    'Not refundable.',
  ];
  const styles = stylesXml([['Policy', 'Policy Heading', '<w:outlineLvl w:val="0"/>']]);
  expect(wordSections(paragraphs, xml, styles)).toEqual([
    { heading: 'Returns', level: 1, start: 0 },
    { heading: 'Refunds', level: 2, start: 2 },
    { heading: 'Gift cards', level: 3, start: 4 },
  ]);
  // Without a styles part only the built-in ids ('Heading3') and outline levels are known.
  expect(wordSections(paragraphs, xml, undefined).map((section) => section.heading)).toEqual([
    'Refunds',
    'Gift cards',
  ]);
});

test('a heading the text reader did not write as a paragraph is skipped, the next ones still found', () => {
  const xml = documentXml([
    ['Heading1', 'Contents'],
    ['Heading1', 'Pay'],
    ['', 'Paid monthly.'],
  ]);
  expect(wordSections(['Pay', 'Paid monthly.'], xml, undefined)).toEqual([
    { heading: 'Pay', level: 1, start: 0 },
  ]);
});

test('a short line set in bold with no stop heads a section, a level below the styled headings', () => {
  const xml = documentXml([
    ['Heading1', 'Employee Agreement'],
    ['', '*Disputed Ownership*| |*of Inventions*'],
    ['', 'If a dispute arises, you must prove the invention is yours.'],
    ['', '*Shop Rights.*| If you bring IP, the Company may use it.'],
    ['', '*General*'],
    ['', 'At will employment stays.'],
  ]);
  const paragraphs = [
    'Employee Agreement',
    'Disputed Ownership of Inventions',
    'If a dispute arises, you must prove the invention is yours.',
    'Shop Rights. If you bring IP, the Company may use it.',
    'General',
    'At will employment stays.',
  ];
  expect(wordSections(paragraphs, xml, undefined)).toEqual([
    { heading: 'Employee Agreement', level: 1, start: 0 },
    { heading: 'Disputed Ownership of Inventions', level: 2, start: 1 },
    { heading: 'General', level: 2, start: 4 },
  ]);
});
