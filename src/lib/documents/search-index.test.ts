import { PassageIndex, type IndexedPassage } from './search-index';

let nextId = 1;
/** Every passage made here, by id: the index returns ids, the library keeps the texts. */
const made = new Map<number, IndexedPassage>();
function passage(text: string, documentId = 'd1'): IndexedPassage {
  const created: IndexedPassage = {
    id: nextId++,
    documentId,
    text,
    title: `${documentId}.txt`,
    location: { kind: 'page', page: 1 },
  };
  made.set(created.id, created);
  return created;
}
const PUBLIC = ['Public'] as const;
const textOf = (ranked: { id: number } | undefined) =>
  ranked ? made.get(ranked.id)?.text : undefined;
const texts = (ranked: ReturnType<PassageIndex['rank']>) => ranked.map(textOf);

test('ranks by BM25: rarer and repeated words count more', async () => {
  const index = new PassageIndex();
  await index.addAll('Public', [
    passage('store opening hours on sunday'),
    passage('store closing checklist'),
    passage('store store store'),
    passage('sunday sunday deliveries'),
  ]);
  const [first] = index.rank('sunday opening', PUBLIC, 3);
  expect(textOf(first)).toBe('store opening hours on sunday');
  expect(first?.terms.sort()).toEqual(['opening', 'sunday']);
});

test('only the levels asked for are searched, and hidden ones change nothing', async () => {
  const index = new PassageIndex();
  await index.addAll(
    'Confidential',
    Array.from({ length: 10 }, () => passage('refund refund refund policy contosa', 'secret')),
  );
  await index.addAll('Public', [passage('refund policy for public eyes contoso', 'public')]);
  const visible = new PassageIndex();
  await visible.addAll('Public', [passage('refund policy for public eyes contoso', 'public')]);

  for (const question of ['refund policy', 'contosa', 'contosb']) {
    const ranked = index.rank(question, PUBLIC, 3);
    expect(texts(ranked)).toEqual(['refund policy for public eyes contoso']);
    expect(ranked.map(({ score, terms }) => ({ score, terms }))).toEqual(
      visible.rank(question, PUBLIC, 3).map(({ score, terms }) => ({ score, terms })),
    );
  }
  expect(texts(index.rank('contosa', ['Public', 'Confidential'], 1))).toEqual([
    'refund refund refund policy contosa',
  ]);
});

test('typos and prefixes expand only unknown words, to known words', async () => {
  const index = new PassageIndex();
  await index.addAll('Public', [
    passage('counterfeit notes are refused'),
    passage('the receive bay opens early'),
    passage('counter staff take breaks'),
  ]);
  expect(texts(index.rank('counterfei', PUBLIC, 3))).toEqual(['counterfeit notes are refused']);
  expect(texts(index.rank('recieve', PUBLIC, 3))).toEqual(['the receive bay opens early']);
  // 'counter' is a known word: matched as it is, not expanded to 'counterfeit'.
  expect(texts(index.rank('counter', PUBLIC, 3))).toEqual(['counter staff take breaks']);
});

test('a word in most passages is left out when the question has rarer words', async () => {
  const index = new PassageIndex();
  const many = Array.from({ length: 1500 }, (_, number) => passage(`store report number${number}`));
  await index.addAll('Public', [
    ...many,
    passage('store parking permits'),
    passage('parking permits for vans'),
  ]);
  const ranked = index.rank('store parking permits', PUBLIC, 3);
  expect(ranked.every((result) => !result.terms.includes('store'))).toBe(true);
  expect(ranked).toHaveLength(2);
  // Only the common word: searched after all.
  expect(index.rank('store', PUBLIC, 3)).toHaveLength(3);
});

test('removing passages forgets their words, so they can be expanded to again', async () => {
  const index = new PassageIndex();
  const first = passage('seasonal markdown plan');
  await index.addAll('Public', [first, passage('seasons greetings')]);
  expect(index.rank('seasonal', PUBLIC, 3)[0]?.terms).toEqual(['seasonal']);
  index.removeAll('Public', [first.id]);
  expect(index.size).toBe(1);
  // 'seasonal' is unknown now: it expands to 'season' (two edits away) instead.
  const [expanded] = index.rank('seasonal', PUBLIC, 3);
  expect(expanded?.terms).toEqual(['season']);
  expect(textOf(expanded)).toBe('seasons greetings');
});

test('an abort while adding removes the passages added so far', async () => {
  const index = new PassageIndex();
  const controller = new AbortController();
  controller.abort();
  await expect(
    index.addAll('Public', [passage('anything at all')], { signal: controller.signal }),
  ).rejects.toThrow();
  expect(index.size).toBe(0);
  expect(index.rank('anything', PUBLIC, 3)).toEqual([]);
});
