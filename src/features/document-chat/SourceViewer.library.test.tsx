import { act, configure, screen, waitFor, within } from '@testing-library/react';
import type { FixtureName } from '../../../scripts/fixtures/catalogue';
import type { Classification } from '@domain/classification';
import { createDocumentLibrary, type DocumentLibrary } from '@/lib/documents/library';
import type { NamedBlob } from '@/lib/documents/types';
import { ask, renderDocumentChat } from '@/test/documents/document-chat';
import { fileOf, fixtureFile } from '@/test/documents/fixture-file';
import { extractInProcess } from '@/test/documents/in-process-extractor';
import { TEST_OWNER } from '@/test/system';

/** Citations open their source beside the chat (a drawer here: jsdom's screen is narrow). */

configure({ asyncUtilTimeout: 8000 });
afterEach(() => {
  vi.restoreAllMocks();
});

async function libraryWithFile(file: NamedBlob, classification: Classification = 'Public') {
  const library = createDocumentLibrary({ extract: extractInProcess });
  await library.addDocument(file, { user: TEST_OWNER, classification });
  return library;
}

async function libraryWith(name: FixtureName, classification?: Classification) {
  return libraryWithFile(await fixtureFile(name), classification);
}

/** Asks, clicks the reply's first citation control whose name matches, and returns both. */
async function openCitation(library: DocumentLibrary, question: string, citation: RegExp) {
  const { user } = await renderDocumentChat(library);
  const answer = await ask(user, question);
  const control = within(answer).getAllByRole('button', { name: citation })[0]!;
  await user.click(control);
  return { user, control };
}

/** The viewer's cited passage: its highlighted text, the place it is named by, its paragraphs. */
function citedPassage(viewer: HTMLElement) {
  const item = viewer.querySelector<HTMLElement>('li[aria-current="location"]')!;
  const marks = [...item.querySelectorAll('mark')].map((mark) => mark.textContent);
  const [place, ...paragraphs] = [...item.firstElementChild!.children];
  return {
    text: marks[0],
    marks,
    place: place!.textContent,
    paragraphs,
    passage: paragraphs.map((paragraph) => paragraph.textContent).join('\n\n'),
  };
}

describe('the source viewer', () => {
  it('opens a text citation at its paragraphs, the passage highlighted among its neighbours; Escape gives focus back', async () => {
    const library = await libraryWith('store-visit-notes.txt', 'Confidential');
    const { user, control } = await openCitation(
      library,
      'Why was ice cream short at Harbour Point?',
      /^Open source: store-visit-notes\.txt, paragraphs? \d/,
    );
    const location = control.textContent!.split(' · ')[1]!;
    const viewer = await screen.findByRole('dialog', {
      name: `store-visit-notes.txt, ${location}`,
    });
    await within(viewer).findByRole('list');
    expect(viewer).toContainElement(document.activeElement as HTMLElement);
    expect(within(viewer).getByText('Confidential')).toBeInTheDocument();
    const cited = citedPassage(viewer);
    expect(cited.place).toBe(`Cited: ${location}`);
    expect(cited.text).toMatch(/short of ice cream/);
    expect(within(viewer).getAllByRole('listitem').length).toBeGreaterThan(1);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(control).toHaveFocus();
  });

  it('sits beside the chat on a wide screen, as a region whose heading takes focus', async () => {
    const narrow = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...narrow(query),
      matches: true,
    }));
    const library = await libraryWith('store-visit-notes.txt');
    const { user, control } = await openCitation(
      library,
      'Why was ice cream short at Harbour Point?',
      /^Open source: store-visit-notes\.txt/,
    );
    const panel = await screen.findByRole('region', { name: /^store-visit-notes\.txt, paragraph/ });
    expect(within(panel).getByRole('heading', { level: 2 })).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(citedPassage(await within(panel).findByRole('list')).text).toMatch(/ice cream/);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: /^store-visit-notes/ })).toBeNull();
    expect(control).toHaveFocus();
  });

  it('names the slide of a presentation', async () => {
    const library = await libraryWith('new-starter-training.pptx');
    await openCitation(
      library,
      'Which radio channel do I use to call security?',
      /^Open source: new-starter-training\.pptx, slide 4$/,
    );
    const viewer = await screen.findByRole('dialog', {
      name: 'new-starter-training.pptx, slide 4',
    });
    await within(viewer).findByRole('list');
    const cited = citedPassage(viewer);
    expect(cited.place).toBe('Cited: slide 4');
    expect(cited.text).toMatch(/radio channel 2/);
  });

  it("opens a table answer's row in the passage of its sheet that holds it, only that row marked", async () => {
    const library = await libraryWith('q3-sales.xlsx');
    const { control } = await openCitation(
      library,
      "What was Pinecrest's revenue in August?",
      /^Open source: q3-sales\.xlsx, sheet Sales, row \d+$/,
    );
    const location = control.textContent!.split(' · ')[1]!;
    const viewer = await screen.findByRole('dialog', { name: `q3-sales.xlsx, ${location}` });
    await within(viewer).findByRole('list');
    expect(viewer).toContainElement(document.activeElement as HTMLElement);
    const cited = citedPassage(viewer);
    expect(cited.place).toBe(`Cited: ${location}`);
    expect(cited.marks).toEqual([expect.stringMatching(/^Pinecrest \| .* \| August \|[^\n]*$/)]);
    // The rest of the passage, header first, and its neighbours are still there around it.
    expect(cited.passage).toMatch(/^Store \| Region \| Month/);
    expect(cited.passage).toMatch(/Pinecrest \| .* \| July/);
    expect(within(viewer).getAllByRole('listitem').length).toBeGreaterThan(1);
  });

  it('marks the run of rows a table answer cites, and names them', async () => {
    const library = await libraryWith('q3-sales.xlsx');
    const { user, control } = await openCitation(
      library,
      "What was Pinecrest's total revenue?",
      /^Open source: q3-sales\.xlsx, sheet Sales, rows \d+-\d+$/,
    );
    const location = control.textContent!.split(' · ')[1]!;
    const viewer = await screen.findByRole('dialog', { name: `q3-sales.xlsx, ${location}` });
    await within(viewer).findByRole('list');
    const cited = citedPassage(viewer);
    expect(cited.place).toBe(`Cited: ${location}`);
    expect(cited.marks).toHaveLength(1);
    const rows = cited.marks[0]!.split('\n');
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) expect(row).toMatch(/^Pinecrest \| /);
    expect(cited.passage.replace(cited.marks[0]!, '')).not.toMatch(/Pinecrest/);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(control).toHaveFocus();
  });

  it("opens the direct answer's source at the passage it was taken from", async () => {
    const library = await libraryWith('returns-policy.docx');
    await openCitation(library, 'Are gift cards refundable?', /^Open source: returns-policy\.docx/);
    const viewer = await screen.findByRole('dialog', {
      name: /^returns-policy\.docx, Returns and Refunds Policy, paragraph/,
    });
    await within(viewer).findByRole('list');
    expect(citedPassage(viewer).text).toMatch(/gift card/i);
  });

  it("highlights only the answer's sentence in a small file, which is shown paragraph by paragraph", async () => {
    const notes = [
      'Opening hours',
      'The store opens at 9 am on weekdays.',
      'Staff park behind the loading dock. Customers park in front.',
      'Returns need a receipt within 30 days.',
    ];
    const library = await libraryWithFile(fileOf(notes.join('\n\n'), 'notes.txt'));
    await openCitation(library, 'Where do staff park?', /^Open source: notes\.txt/);
    const viewer = await screen.findByRole('dialog', { name: 'notes.txt, paragraphs 1-4' });
    await within(viewer).findByRole('list');
    const cited = citedPassage(viewer);
    expect(cited.marks).toEqual(['Staff park behind the loading dock.']);
    expect(cited.paragraphs.map((paragraph) => paragraph.textContent)).toEqual(notes);
    expect(within(viewer).queryByRole('heading', { level: 3 })).toBeNull();
  });

  it('shows Markdown headings as headings and links as their text', async () => {
    const markdown = [
      '# Leave',
      'Leave is booked in the rota app.',
      '## Sick leave',
      'Staff get four hours of [sick leave](https://example.com/sick) every pay period.',
      '## Holidays',
      "The store closes on New Year's Day.",
    ];
    const library = await libraryWithFile(fileOf(markdown.join('\n\n'), 'leave.md'));
    await openCitation(library, 'How much sick leave do staff get?', /^Open source: leave\.md/);
    const viewer = await screen.findByRole('dialog', { name: /^leave\.md, Sick leave/ });
    await within(viewer).findByRole('list');
    expect(within(viewer).getByRole('heading', { level: 3, name: 'Sick leave' })).toBeVisible();
    expect(citedPassage(viewer).marks).toEqual([
      'Staff get four hours of sick leave every pay period.',
    ]);
    expect(viewer).not.toHaveTextContent(/#|\]\(/);
  });

  it('says a removed document is gone, whether it goes while shown or before it is opened', async () => {
    const library = await libraryWith('store-visit-notes.txt');
    const { user, control } = await openCitation(
      library,
      'Why was ice cream short at Harbour Point?',
      /^Open source: store-visit-notes\.txt/,
    );
    const viewer = await screen.findByRole('dialog', { name: /^store-visit-notes\.txt/ });
    await within(viewer).findByRole('list');

    await act(async () => {
      await library.removeDocument(library.listDocuments(TEST_OWNER)[0]!.id, TEST_OWNER);
    });
    expect(await within(viewer).findByRole('alert')).toHaveTextContent(
      'This document is no longer in the library.',
    );
    await user.click(within(viewer).getByRole('button', { name: 'Close source' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(control).toHaveFocus();

    await user.click(control);
    const reopened = await screen.findByRole('dialog', { name: /^store-visit-notes\.txt/ });
    expect(await within(reopened).findByRole('alert')).toHaveTextContent(
      "The source can't be shown",
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(control).toHaveFocus();
  });
});
