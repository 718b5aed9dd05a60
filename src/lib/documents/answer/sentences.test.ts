import { passageSentences } from './sentences';

const answering = (text: string, location: Parameters<typeof passageSentences>[1]) =>
  passageSentences(text, location)
    .filter((sentence) => sentence.answers)
    .map((sentence) => sentence.text);

test('sentences end at a stop before anything but a lower-case word or an abbreviation', () => {
  expect(
    answering(
      'Enter fewer than 4, i.e. if you need less. Birthday of Martin Luther King, Jr. Day is off. Done!',
      {
        kind: 'paragraphs',
        first: 1,
        last: 1,
      },
    ),
  ).toEqual([
    'Enter fewer than 4, i.e. if you need less.',
    'Birthday of Martin Luther King, Jr. Day is off.',
    'Done!',
  ]);
});

test("a page's printed lines are joined into sentences; a heading line stays on its own", () => {
  const page =
    'Opening procedures\nThe opening colleague arrives 45 minutes before the doors open. Disarm the alarm within 30\nseconds using your code.';
  expect(answering(page, { kind: 'page', page: 2 })).toEqual([
    'The opening colleague arrives 45 minutes before the doors open.',
    'Disarm the alarm within 30 seconds using your code.',
  ]);
});

test('list items lose their bullets; headings, labels and lead-in lines do not answer', () => {
  const text =
    'Sick leave\n\nYou can use Sick Leave for:\n• Mental health care\n• Up to 13 days for bereavement\n1. Ask your supervisor first.';
  const sentences = passageSentences(text, {
    kind: 'paragraphs',
    first: 1,
    last: 2,
    section: 'Sick leave',
  });
  expect(sentences.map((sentence) => [sentence.text, sentence.answers])).toEqual([
    ['Sick leave', false],
    ['You can use Sick Leave for:', false],
    ['Mental health care', false],
    ['Up to 13 days for bereavement', true],
    ['Ask your supervisor first.', true],
  ]);
  for (const sentence of sentences)
    expect(text.slice(sentence.start, sentence.end)).toBe(sentence.text);
});

test("a PDF's '●' and Word's '' bullets start items of their own, as '•' does", () => {
  const page = { kind: 'page' as const, page: 3 };
  expect(
    answering(
      'Unacceptable behaviors include:\n● Microaggressions, which are everyday slights or insults\n\uf0b7 Harassment of any kind, in person or online, is not tolerated.',
      page,
    ),
  ).toEqual([
    'Microaggressions, which are everyday slights or insults',
    'Harassment of any kind, in person or online, is not tolerated.',
  ]);
});

test('every row of a table passage answers', () => {
  expect(
    answering('Store | Manager\nPinecrest | Leila', { kind: 'rows', first: 1, last: 2 }),
  ).toEqual(['Store | Manager', 'Pinecrest | Leila']);
});

test("a lone capital is an initial or an outline letter, not a sentence's end; a question never answers", () => {
  const where = { kind: 'paragraphs', first: 1, last: 1 } as const;
  expect(
    answering('Pay the fees up front in U.S. Dollars. Pay within thirty (30) days.', where),
  ).toEqual(['Pay the fees up front in U.S. Dollars.', 'Pay within thirty (30) days.']);
  expect(
    answering(
      'Who is my authorizing official?\nYour authorizing official must be a supervisor.',
      where,
    ),
  ).toEqual(['Your authorizing official must be a supervisor.']);
});

test('a section heading with two questions in it does not answer in either piece', () => {
  const heading = "B. What About Forks? (or What's a Fork?)";
  const text = `${heading}\n\nGitHub will not automatically disable forks.`;
  expect(answering(text, { kind: 'paragraphs', first: 1, last: 2, section: heading })).toEqual([
    'GitHub will not automatically disable forks.',
  ]);
});

test('a short line without a stop answers when it says something: an address, a verb in lower case', () => {
  const where = { kind: 'paragraphs', first: 1, last: 3 } as const;
  expect(
    answering(
      'Submitting requests\nCourtesy copies may be emailed to legal-support@example.com\nLegal Notice Must Be in Writing\nSee https://example.com/forms',
      where,
    ),
  ).toEqual([
    'Courtesy copies may be emailed to legal-support@example.com',
    'See https://example.com/forms',
  ]);
});

test('a long line ending in a colon states something before its list: it answers, and still introduces', () => {
  const text =
    'While we do not charge in emergency situations or in other exigent circumstances, we seek reimbursement for all other legal requests in accordance with the following schedule, unless otherwise required by law:\n• Secondary searches: $10 per search\nYou can use it for:';
  const sentences = passageSentences(text, { kind: 'paragraphs', first: 1, last: 1 });
  expect(sentences.map((sentence) => [sentence.answers, sentence.introduces])).toEqual([
    [true, true],
    [true, false],
    [false, true],
  ]);
});

test("a long line ending 'please take the following precautions:' only points at its list", () => {
  const text =
    'If you or anyone attending a company-sponsored event suspects a COVID-19 exposure (before, during, or after an event) please take the following precautions:';
  expect(answering(text, { kind: 'paragraphs', first: 1, last: 1 })).toEqual([]);
});

test("a step's title in Title Case is a label, whatever its stop; a sentence with a few names is not", () => {
  const where = { kind: 'paragraphs', first: 1, last: 1 } as const;
  expect(
    answering(
      'User May Send A Counter Notice. If a user believes their content was disabled by mistake, they may send us a counter notice. Your Authorizing Official must be a supervisor at GSA.',
      where,
    ),
  ).toEqual([
    'If a user believes their content was disabled by mistake, they may send us a counter notice.',
    'Your Authorizing Official must be a supervisor at GSA.',
  ]);
});

test("an admonition's box ('!!! tip \"Always Assume The Worst\"') labels the sentence after it and is not part of it", () => {
  const text =
    '!!! tip "Always Assume The Worst" If you are unsure which level an incident is, treat it as the higher one.';
  const location = { kind: 'paragraphs' as const, first: 1, last: 1 };
  expect(answering(text, location)).toEqual([
    'If you are unsure which level an incident is, treat it as the higher one.',
  ]);
  const [box] = passageSentences(text, location);
  expect(box).toMatchObject({ text: '!!! tip "Always Assume The Worst"', answers: false });
  expect(answering('??? note Collapsed by default, this note says more.', location)).toEqual([
    'Collapsed by default, this note says more.',
  ]);
});

test("a line ending 'as follows' with no stop introduces its list, as one ending in ':' does", () => {
  const text =
    'The refund window for each store is as follows\n- Flagship stores: 30 days\n- Outlets: 14 days';
  const sentences = passageSentences(text, { kind: 'paragraphs', first: 1, last: 3 });
  expect(sentences[0]).toMatchObject({ answers: false, introduces: true });
  expect(answering(text, { kind: 'paragraphs', first: 1, last: 3 })).toEqual([
    'Flagship stores: 30 days',
    'Outlets: 14 days',
  ]);
});

test("a page's clause numbers ('1.1.', '5.5 ') start items: a heading line before one stays a heading", () => {
  const page = [
    'Scope of care',
    '1.1.Nipperbout’s policy is to treat all persons under 18 as a Child.',
    '1 General',
    '1.1 Capacity',
    'The total capacity of the site will not exceed 2500 persons.',
    '5.5. Ask the parent for a Security Question.',
  ].join('\n');
  expect(answering(page, { kind: 'page', page: 1 })).toEqual([
    'Nipperbout’s policy is to treat all persons under 18 as a Child.',
    'The total capacity of the site will not exceed 2500 persons.',
    'Ask the parent for a Security Question.',
  ]);
});

test("a statute's clause letter glued to the stop before it starts a sentence: 'employment.(c) If'", () => {
  expect(
    answering(
      'No employer shall require it as a condition of employment.(c) If an agreement asks.',
      {
        kind: 'paragraphs',
        first: 1,
        last: 1,
      },
    ),
  ).toEqual([
    'No employer shall require it as a condition of employment.',
    '(c) If an agreement asks.',
  ]);
});

test("a short line asking something of the reader ('Please report to reception') says something", () => {
  expect(
    answering('Site Rules\nPlease report to reception on first arrival', {
      kind: 'page',
      page: 2,
    }),
  ).toEqual(['Please report to reception on first arrival']);
});
