import { namedSection, passagesUnder, SUMMARY_SENTENCES, summarise, summaryTopic } from './summary';
import { passageHit } from '@/test/documents/passage-hit';
import type { PassageLocation } from '../types';

test.each([
  ['Summarise the sick leave policy', 'the sick leave policy'],
  ['Please summarize jury duty.', 'jury duty'],
  ['Give me a short overview of parental leave', 'parental leave'],
  ['What does the handbook say about referral bonuses?', 'referral bonuses'],
  ['What do our policies say on working remotely?', 'working remotely'],
  ['Tell me about credit hours', 'credit hours'],
  // 'the enforcement section' names where to look, as 'the section on enforcement' does.
  ['Summarise the enforcement section', 'the enforcement'],
  ['Summarise the section on enforcement', 'enforcement'],
  ['Summarise the section', 'the section'],
])('%s asks for a summary of %s', (question, topic) => {
  expect(summaryTopic(question)).toBe(topic);
});

test.each(['How many days of sick leave do I get?', 'What does "use or lose" mean?', 'Summarise'])(
  '%s is not a request for a summary',
  (question) => {
    expect(summaryTopic(question)).toBeNull();
  },
);

const hit = (text: string, terms: string[], id: string, location: PassageLocation, score = 1) =>
  passageHit(text, terms, { id, location, score });

test('a few sentences about the topic, none repeating another, in reading order, each cited', () => {
  const section = { kind: 'paragraphs' as const, first: 10, last: 12, section: 'Sick leave' };
  const earlier = { kind: 'paragraphs' as const, first: 2, last: 3, section: 'Leave types' };
  const best = hit(
    [
      'Sick leave',
      '',
      'All employees accrue four hours of sick leave per pay period.',
      'There is no maximum amount of sick leave you can accrue.',
      'Employees accrue four hours of sick leave in every pay period.',
      'Lunch is served on Fridays.',
      'You can use up to 13 days of sick leave per year for family needs.',
      'Sick leave can also cover mental health care and medical appointments.',
    ].join('\n'),
    ['sick', 'leave'],
    'best',
    section,
    10,
  );
  const other = hit(
    'For sick or medical reasons, you can use sick leave.',
    ['sick', 'leave'],
    'other',
    earlier,
    4,
  );
  const summary = summarise([best, other]);
  expect(summary.length).toBeLessThanOrEqual(SUMMARY_SENTENCES);
  expect(summary.map((sentence) => sentence.text)).not.toContain('Sick leave');
  expect(summary.map((sentence) => sentence.text)).not.toContain('Lunch is served on Fridays.');
  const texts = summary.map((sentence) => sentence.text);
  expect(texts.filter((text) => /four hours/.test(text))).toHaveLength(1);
  // The earlier place in the document reads first.
  expect(summary[0]).toMatchObject({ passageId: 'other', citation: { location: earlier } });
  expect(summary.slice(1).every((sentence) => sentence.passageId === 'best')).toBe(true);
});

test("a clause's run-in title ('Shop Rights.') is never a summary sentence", () => {
  const clauses = { kind: 'paragraphs' as const, first: 40, last: 41, section: 'Conflicts' };
  const text = [
    'Mass-market offerings. It is not a conflict of interest to sell a service to the public.',
    'Shop Rights. If you bring IP you created, the Company may use it without paying you.',
  ].join('\n\n');
  const texts = summarise([hit(text, ['conflict', 'interest'], 'c', clauses)]).map(
    (sentence) => sentence.text,
  );
  expect(texts).toContain('It is not a conflict of interest to sell a service to the public.');
  expect(texts).not.toContain('Mass-market offerings.');
  expect(texts).not.toContain('Shop Rights.');
});

test("a list's short items without a stop (link titles, form fields) are never summary sentences", () => {
  const resources = { kind: 'paragraphs' as const, first: 64, last: 67, section: 'Resources' };
  const text = [
    'Resources',
    '',
    '- Reasonable Accommodation slides, TTS All Hands, July 2021 (slides 4-7)',
    '- Reasonable accommodation requests are answered within three calendar days.',
  ].join('\n');
  const summary = summarise([hit(text, ['reasonable', 'accommodation'], 'r', resources)]);
  expect(summary.map((sentence) => sentence.text)).toEqual([
    'Reasonable accommodation requests are answered within three calendar days.',
  ]);
});

test("a word for the kind of text ('policy') is not the topic: a sentence saying only it is not about it", () => {
  const page = { kind: 'page' as const, page: 8 };
  const text = [
    'If you have questions about our privacy policies, please contact the Privacy Officer.',
    'We have established a Whistleblower Policy.',
    'A whistleblower is someone who reports illegal or unethical activities.',
    'The identity of the whistleblower will be kept confidential.',
    'Any employee who retaliates against a whistleblower will be disciplined.',
    'Thank you for reading our Whistleblower Policy.',
  ].join('\n');
  const texts = summarise(
    [hit(text, ['whistleblower', 'policy'], 'p8', page)],
    'whistleblower policy',
  ).map((sentence) => sentence.text);
  expect(texts).toHaveLength(SUMMARY_SENTENCES);
  expect(texts.every((sentence) => /whistleblower/i.test(sentence))).toBe(true);
});

test("a topic that is a section's title is summarised from that section, not from others sharing a word", () => {
  const users = { kind: 'paragraphs' as const, first: 17, last: 20, section: 'User data' };
  const preservation = {
    kind: 'paragraphs' as const,
    first: 47,
    last: 48,
    section: 'Data preservation',
  };
  const best = hit(
    'Data preservation\n\nWe will preserve account records for up to 90 days upon formal request.',
    ['data', 'preservation', 'preserve'],
    'best',
    preservation,
    10,
  );
  const other = hit(
    'User data\n\nHere is a list of the kinds of data we maintain about users.',
    ['data'],
    'other',
    users,
    4,
  );
  const texts = (topic?: string) => summarise([best, other], topic).map((each) => each.text);
  expect(texts('data preservation')).toEqual([
    'We will preserve account records for up to 90 days upon formal request.',
  ]);
  expect(texts('the data preservation policy')).toHaveLength(1);
  expect(texts('data')).toHaveLength(2);
});

test('a section named by the topic but holding only links to its steps leaves the summary to the other passages', () => {
  const steps = { kind: 'paragraphs' as const, first: 12, last: 14, section: 'How to request LOA' };
  const summaryOf = { kind: 'paragraphs' as const, first: 5, last: 8, section: 'LOA TL;DR' };
  const links = hit(
    'How to request LOA\n\n- Pre-leave:\n\n1. Notify Manager & People Team\n2. Formally request leave',
    ['request', 'loa'],
    'links',
    steps,
    10,
  );
  const overview = hit(
    'LOA TL;DR\n\n- How to request LOA: to request a LOA, please alert your Manager and People Partner as soon as possible.',
    ['request', 'loa'],
    'overview',
    summaryOf,
    8,
  );
  expect(summarise([links, overview], 'how to request LOA').map((each) => each.text)).toEqual([
    'How to request LOA: to request a LOA, please alert your Manager and People Partner as soon as possible.',
  ]);
});

test("a section named by a request for a summary gathers its passages and its sub-sections', in reading order", () => {
  const at = (first: number, section: string, parents?: string[]) => ({
    kind: 'paragraphs' as const,
    first,
    last: first + 1,
    section,
    ...(parents ? { parents } : {}),
  });
  const title = 'Code of Conduct';
  const overview = hit('Overview\n\nWe collaborate.', [], 'a', at(1, 'Overview', [title]), 0);
  const canDo = hit(
    'Enforcement\n\nWhat You Can Do\n\nIf you see a problem, report it.',
    [],
    'b',
    at(5, 'What You Can Do', [title, 'Enforcement']),
    0,
  );
  const ours = hit(
    'Our Responsibilities\n\nWe may remove content that breaks these rules.',
    [],
    'c',
    at(9, 'Our Responsibilities', [title, 'Enforcement']),
    0,
  );
  const legal = hit('Legal Notices\n\nLaws apply.', [], 'd', at(13, 'Legal Notices', [title]), 0);
  // The search found the section's first passage only, by the heading its text starts with.
  const found = hit(canDo.text, ['enforcement'], 'b', canDo.citation.location, 4);
  const other = hit(
    'Law enforcement officials must write to us.',
    ['enforcement'],
    'x',
    at(40, 'Requests'),
    6,
  );
  const section = namedSection([other, found], 'the enforcement');
  expect(section?.heading).toBe('Enforcement');
  const gathered = passagesUnder([legal, ours, overview, canDo], section!);
  expect(gathered.map((each) => each.passageId)).toEqual(['b', 'c']);
  expect(summarise(gathered, 'the enforcement').map((each) => each.text)).toEqual([
    'If you see a problem, report it.',
    'We may remove content that breaks these rules.',
  ]);
  // A heading that is the topic names it better than one holding the topic among other words.
  const schedule = hit(
    'Standard schedule\n\nYou work 8 hours.',
    ['standard'],
    's',
    at(50, 'Standard schedule'),
    9,
  );
  const standards = hit(
    'Standards\n\nBe kind.',
    ['standard'],
    't',
    at(60, 'Standards', [title]),
    2,
  );
  expect(namedSection([schedule, standards], 'the standards')?.hit.passageId).toBe('t');
  expect(namedSection([other], 'the enforcement')).toBeNull();
});
