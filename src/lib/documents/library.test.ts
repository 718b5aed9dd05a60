import type { DocumentUser, Extractor, NamedBlob, ProcessingProgress } from './types';
import { MAX_UPLOAD_BYTES } from '@domain/upload-rules';
import { createDocumentLibrary } from './library';
import { extractInProcess } from '@/test/documents/in-process-extractor';
import { fileOf, fixtureFile } from '@/test/documents/fixture-file';

const owner: DocumentUser = {
  id: 'owner',
  name: 'Olivia Owner',
  companyId: 'demo',
  clearance: 'Private',
};
const manager: DocumentUser = {
  id: 'manager',
  name: 'Max Manager',
  companyId: 'demo',
  clearance: 'Classified',
};
const associate: DocumentUser = {
  id: 'associate',
  email: 'a@demo.example',
  companyId: 'demo',
  clearance: 'Public',
};
const outsider: DocumentUser = {
  id: 'outsider',
  name: 'Other Co',
  companyId: 'other',
  clearance: 'Private',
};

const newLibrary = (extract: Extractor = extractInProcess) => createDocumentLibrary({ extract });

describe('adding documents', () => {
  test('reads, indexes and summarises a document, with progress through every stage', async () => {
    const library = newLibrary();
    const progress: ProcessingProgress[] = [];
    const result = await library.addDocument(await fixtureFile('store-operations-handbook.pdf'), {
      user: owner,
      classification: 'Confidential',
      onProgress: (event) => progress.push(event),
    });
    expect(result).toMatchObject({
      status: 'indexed',
      document: {
        name: 'store-operations-handbook.pdf',
        format: 'pdf',
        classification: 'Confidential',
        passageCount: 10,
        searchable: true,
        indexedSummary: '10 pages, 10 passages',
        uploaderId: 'owner',
        uploaderName: 'Olivia Owner',
        removable: true,
      },
    });
    expect([...new Set(progress.map((event) => event.stage))]).toEqual([
      'reading',
      'extracting',
      'indexing',
    ]);
    const percents = progress.map((event) => event.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents[0]).toBe(0);
    expect(percents.at(-1)).toBe(100);
  });

  test('legacy files are stored, listed and counted, but not searchable', async () => {
    const library = newLibrary();
    const progress: ProcessingProgress[] = [];
    const result = await library.addDocument(await fixtureFile('legacy-memo.doc'), {
      user: owner,
      classification: 'Public',
      onProgress: (event) => progress.push(event),
    });
    expect(result).toMatchObject({
      status: 'stored',
      reason: 'legacy-format',
      message:
        "Text can't be read from legacy .doc/.ppt/.xls files; save it as .docx/.pptx/.xlsx to search it.",
      document: { searchable: false, passageCount: 0 },
    });
    expect(library.listDocuments(owner)).toHaveLength(1);
    expect(library.countVisible(owner)).toEqual({ total: 1, searchable: 0 });
    expect(progress.at(-1)).toEqual({ stage: 'indexing', percent: 100 });
    expect(await library.search('memo', owner)).toEqual({ hits: [], searchedDocuments: 0 });
  });

  test('a PDF without text says so and is stored only', async () => {
    const result = await newLibrary().addDocument(await fixtureFile('scanned-receipt.pdf'), {
      user: owner,
      classification: 'Public',
    });
    expect(result).toMatchObject({ status: 'stored', reason: 'no-text-layer' });
    if (result.status === 'stored') expect(result.message).toMatch(/no text layer.*OCR/);
  });

  test.each([
    ['notes-not-really.pdf', 'content-mismatch'],
    ['workbook-named-as.docx', 'content-mismatch'],
    ['truncated.pdf', 'corrupt'],
    ['broken.docx', 'corrupt'],
    ['garbage-inside.xlsx', 'corrupt'],
    ['binary-junk.txt', 'content-mismatch'],
    ['zip-bomb.docx', 'archive-too-large'],
  ] as const)('%s fails with %s and leaves the library as it was', async (name, code) => {
    const library = newLibrary();
    await library.addDocument(await fixtureFile('returns-policy.docx'), {
      user: owner,
      classification: 'Public',
    });
    const before = library.getVersion();
    const result = await library.addDocument(await fixtureFile(name), {
      user: owner,
      classification: 'Public',
    });
    expect(result).toMatchObject({ status: 'failed', error: { code } });
    if (result.status === 'failed') expect(result.error.message).toContain(name);
    expect(library.getVersion()).toBe(before);
    expect(library.listDocuments(owner).map((document) => document.name)).toEqual([
      'returns-policy.docx',
    ]);
    expect((await library.search('gift cards refundable', owner)).hits).not.toHaveLength(0);
  });

  test('refuses a level above the uploader’s clearance, an unknown type, an empty or huge file', async () => {
    const library = newLibrary();
    const file = await fixtureFile('store-visit-notes.txt');
    expect(
      await library.addDocument(file, { user: manager, classification: 'Confidential' }),
    ).toEqual({
      status: 'failed',
      error: {
        code: 'above-clearance',
        message:
          "Your clearance is Classified, so you can't upload documents classified Confidential. Choose Classified or a lower level.",
      },
    });
    expect(
      await library.addDocument(fileOf('x', 'photo.gif'), {
        user: owner,
        classification: 'Public',
      }),
    ).toMatchObject({
      status: 'failed',
      error: {
        code: 'unsupported-type',
        message: 'Please upload only PDF, TXT, CSV, PPT, DOC, XLS, PNG, JPEG, or WebP files.',
      },
    });
    expect(
      await library.addDocument(fileOf('', 'empty.txt'), { user: owner, classification: 'Public' }),
    ).toMatchObject({
      status: 'failed',
      error: { code: 'empty-file' },
    });
    const huge = { name: 'huge.txt', size: MAX_UPLOAD_BYTES + 1 } as NamedBlob;
    expect(
      await library.addDocument(huge, { user: owner, classification: 'Public' }),
    ).toMatchObject({
      status: 'failed',
      error: { code: 'file-too-large' },
    });
    expect(library.listDocuments(owner)).toEqual([]);
  });

  test('a user without a clearance is treated as Public', async () => {
    const library = newLibrary();
    const noClearance: DocumentUser = { id: 'n', companyId: 'demo' };
    expect(
      await library.addDocument(await fixtureFile('store-visit-notes.txt'), {
        user: noClearance,
        classification: 'Classified',
      }),
    ).toMatchObject({ status: 'failed', error: { code: 'above-clearance' } });
  });
});

describe('cancelling', () => {
  test('an abort while reading stops the extractor and adds nothing', async () => {
    const controller = new AbortController();
    let sawSignal: AbortSignal | undefined;
    const slowExtractor: Extractor = (_file, _name, { signal }) =>
      new Promise((_resolve, reject) => {
        sawSignal = signal;
        signal?.addEventListener('abort', () => reject(new DOMException('stop', 'AbortError')));
      });
    const library = newLibrary(slowExtractor);
    const pending = library.addDocument(fileOf('hello world', 'a.txt'), {
      user: owner,
      classification: 'Public',
      signal: controller.signal,
    });
    controller.abort();
    expect(await pending).toEqual({
      status: 'failed',
      error: {
        code: 'cancelled',
        message: 'Processing was cancelled; the document was not added.',
      },
    });
    expect(sawSignal?.aborted).toBe(true);
    expect(library.listDocuments(owner)).toEqual([]);
  });

  test('an abort while indexing removes what was indexed so far', async () => {
    const controller = new AbortController();
    const library = newLibrary();
    const pending = library.addDocument(await fixtureFile('annual-review-50-pages.pdf'), {
      user: owner,
      classification: 'Public',
      signal: controller.signal,
      onProgress: ({ stage, percent }) => {
        if (stage === 'indexing' && percent > 75) controller.abort();
      },
    });
    expect(await pending).toMatchObject({ status: 'failed', error: { code: 'cancelled' } });
    expect(library.listDocuments(owner)).toEqual([]);
    expect((await library.search('piloted electronic shelf labels', owner)).hits).toEqual([]);
    // The index itself is clean: the same file indexes again from scratch.
    const again = await library.addDocument(await fixtureFile('annual-review-50-pages.pdf'), {
      user: owner,
      classification: 'Public',
    });
    expect(again.status).toBe('indexed');
    expect(
      (await library.search('piloted electronic shelf labels', owner)).hits[0]?.citation
        .locationLabel,
    ).toBe('page 7');
  });

  test('an already aborted signal does nothing at all', async () => {
    const extract = vi.fn<Extractor>();
    const result = await newLibrary(extract).addDocument(fileOf('x', 'a.txt'), {
      user: owner,
      classification: 'Public',
      signal: AbortSignal.abort(),
    });
    expect(result).toMatchObject({ status: 'failed', error: { code: 'cancelled' } });
    expect(extract).not.toHaveBeenCalled();
  });
});

describe('visibility, listing and removal', () => {
  async function seeded() {
    const library = newLibrary();
    await library.addDocument(fileOf('The Confidential margin plan for Kingsway.', 'plan.txt'), {
      user: owner,
      classification: 'Confidential',
    });
    await library.addDocument(fileOf('Public opening hours for Kingsway.', 'hours.txt'), {
      user: associate,
      classification: 'Public',
    });
    await library.addDocument(fileOf('Classified rota for Kingsway.', 'rota.txt'), {
      user: manager,
      classification: 'Classified',
    });
    await library.addDocument(fileOf('Another company’s Kingsway secrets.', 'other.txt'), {
      user: outsider,
      classification: 'Public',
    });
    return library;
  }

  test('each user lists only their company’s documents at or below their clearance', async () => {
    const library = await seeded();
    const names = (user: DocumentUser) =>
      library
        .listDocuments(user)
        .map((document) => document.name)
        .sort();
    expect(names(owner)).toEqual(['hours.txt', 'plan.txt', 'rota.txt']);
    expect(names(manager)).toEqual(['hours.txt', 'rota.txt']);
    expect(names(associate)).toEqual(['hours.txt']);
    expect(names(outsider)).toEqual(['other.txt']);
    expect(library.countVisible(associate)).toEqual({ total: 1, searchable: 1 });
  });

  test('search sees the same documents as the list, and counts only those', async () => {
    const library = await seeded();
    const cited = async (user: DocumentUser) =>
      (await library.search('Kingsway', user)).hits.map((hit) => hit.citation.documentName).sort();
    expect(await cited(owner)).toEqual(['hours.txt', 'plan.txt', 'rota.txt']);
    expect(await cited(associate)).toEqual(['hours.txt']);
    expect(await cited(outsider)).toEqual(['other.txt']);
    expect(await library.search('margin plan', associate)).toEqual({
      hits: [],
      searchedDocuments: 1,
    });
    expect((await library.search('Kingsway', manager)).searchedDocuments).toBe(2);
  });

  test('a question narrowed to chosen documents searches those only, after clearance', async () => {
    const library = await seeded();
    const idOf = (name: string) =>
      library.listDocuments(owner).find((document) => document.name === name)!.id;
    const cited = async (user: DocumentUser, chosen: readonly string[]) => {
      const { hits, searchedDocuments } = await library.search('Kingsway', user, chosen);
      return { names: hits.map((hit) => hit.citation.documentName).sort(), searchedDocuments };
    };
    expect(await cited(owner, [idOf('plan.txt'), idOf('rota.txt')])).toEqual({
      names: ['plan.txt', 'rota.txt'],
      searchedDocuments: 2,
    });
    // The associate may not see plan.txt: choosing it never reaches it.
    expect(await cited(associate, [idOf('plan.txt'), idOf('hours.txt')])).toEqual({
      names: ['hours.txt'],
      searchedDocuments: 1,
    });
    // A choice of nothing the associate may see narrows nothing: their own documents are searched.
    expect(await cited(associate, [idOf('plan.txt')])).toEqual({
      names: ['hours.txt'],
      searchedDocuments: 1,
    });
    expect(await cited(manager, [idOf('plan.txt'), 'doc-removed'])).toEqual({
      names: ['hours.txt', 'rota.txt'],
      searchedDocuments: 2,
    });
  });

  test('summaries name the uploader and say who may remove', async () => {
    const library = await seeded();
    const hours = library.listDocuments(owner).find((document) => document.name === 'hours.txt');
    expect(hours).toMatchObject({
      uploaderName: 'a@demo.example',
      removable: false,
      sizeBytes: 34,
    });
    expect(library.listDocuments(associate)[0]).toMatchObject({
      name: 'hours.txt',
      removable: true,
    });
  });

  test('only the uploader removes a document; then it is gone from lists and answers', async () => {
    const library = await seeded();
    const hours = library.listDocuments(associate)[0]!;
    expect(await library.removeDocument(hours.id, owner)).toEqual({
      removed: false,
      reason: 'Only a@demo.example, who uploaded it, can remove hours.txt.',
    });
    const plan = library.listDocuments(owner).find((document) => document.name === 'plan.txt')!;
    expect(await library.removeDocument(plan.id, associate)).toEqual({
      removed: false,
      reason: 'This document no longer exists.',
    });
    const notified = vi.fn();
    const unsubscribe = library.subscribe(notified);
    expect(await library.removeDocument(hours.id, associate)).toEqual({ removed: true });
    expect(notified).toHaveBeenCalledTimes(1);
    unsubscribe();
    expect(library.listDocuments(associate)).toEqual([]);
    expect(
      (await library.search('opening hours', owner)).hits.map((hit) => hit.citation.documentName),
    ).not.toContain('hours.txt');
    expect(await library.removeDocument(hours.id, associate)).toEqual({
      removed: false,
      reason: 'This document no longer exists.',
    });
  });

  test('users without a company only ever see their own uploads', async () => {
    const library = newLibrary();
    const loneA: DocumentUser = { id: 'a', clearance: 'Private' };
    const loneB: DocumentUser = { id: 'b', clearance: 'Private' };
    await library.addDocument(fileOf('solo notes', 'solo.txt'), {
      user: loneA,
      classification: 'Public',
    });
    expect(library.listDocuments(loneA)).toHaveLength(1);
    expect(library.listDocuments(loneB)).toEqual([]);
    expect((await library.search('solo', loneB)).hits).toEqual([]);
  });
});

describe('search results', () => {
  test('return highlighted excerpts and citations with location labels', async () => {
    const library = newLibrary();
    for (const name of [
      'q3-sales.xlsx',
      'new-starter-training.pptx',
      'inventory.csv',
      'returns-policy.docx',
    ] as const) {
      await library.addDocument(await fixtureFile(name), {
        user: owner,
        classification: 'Classified',
      });
    }
    const [slide] = (await library.search('contactless limit', owner)).hits;
    expect(slide?.citation).toMatchObject({
      documentName: 'new-starter-training.pptx',
      locationLabel: 'slide 2',
      classification: 'Classified',
    });
    expect(
      slide?.segments.filter((segment) => segment.highlighted).map((segment) => segment.text),
    ).toEqual(['contactless', 'limit']);

    const [sheet] = (await library.search('Targets Coastal Q4', owner)).hits;
    expect(sheet?.citation.locationLabel).toBe('sheet Targets, rows 2-6');

    const [rows] = (await library.search('recall battery packs', owner)).hits;
    expect(rows?.citation.documentName).toBe('inventory.csv');
    expect(rows?.citation.locationLabel).toMatch(/^rows 2-\d+$/);

    const [paragraphs] = (await library.search('gift cards refundable', owner)).hits;
    expect(paragraphs?.citation.locationLabel).toMatch(
      /^Returns and Refunds Policy, paragraphs \d+-\d+$/,
    );
  });

  test('tolerates typos and prefixes, and returns at most three passages', async () => {
    const library = newLibrary();
    await library.addDocument(await fixtureFile('store-operations-handbook.pdf'), {
      user: owner,
      classification: 'Public',
    });
    expect(
      (await library.search('extinguishr inspektion', owner)).hits[0]?.citation.locationLabel,
    ).toBe('page 5');
    expect((await library.search('counterf', owner)).hits[0]?.citation.locationLabel).toBe(
      'page 3',
    );
    expect(
      (await library.search('store colleague manager customer', owner)).hits.length,
    ).toBeLessThanOrEqual(3);
  });

  test('finds passages by meaning, with words that ship with the app', async () => {
    const library = newLibrary();
    const pages = {
      'sick-time.txt':
        "Paid sick time. We don't offer a bank of sick days. When you're sick, tell your manager as soon as you know you'll be out.",
      'meet-ups.txt':
        'Meet-ups. The whole company meets in person twice a year, in a different city each time. Book your flights early.',
      'exceptions.txt':
        "Exceptions. We track programming exceptions in our monitoring tool. When a customer hits an 'Oops, something went wrong' screen, programmers find an entry explaining why.",
      'expenses.txt':
        'Expenses. Every employee has a company card for work expenses like software and office supplies.',
      'vacation.txt':
        'Vacation. You get 20 days of vacation every year, and unused days roll over up to 27 days.',
    };
    for (const [name, text] of Object.entries(pages)) {
      await library.addDocument(fileOf(text, name), { user: owner, classification: 'Public' });
    }
    const first = async (question: string) =>
      (await library.search(question, owner)).hits[0]?.citation.documentName;
    expect(await first('How many days can I take when I am ill?')).toBe('sick-time.txt');
    expect(await first('How often is there a company get-together?')).toBe('meet-ups.txt');
    expect(await first('How much holiday do I get?')).toBe('vacation.txt');
  });

  test('a question of stopwords only matches nothing', async () => {
    const library = newLibrary();
    await library.addDocument(fileOf('what is this about', 'a.txt'), {
      user: owner,
      classification: 'Public',
    });
    expect((await library.search('what is the', owner)).hits).toEqual([]);
  });
});
