import { passageTerms } from './passage-terms';
import { INDEX_SNAPSHOT_FORMAT, PassageIndex } from './search-index';
import { RelatedWords } from '../text/related-words';
import type { Passage } from '../types';

let nextId = 1;
/** Every passage made here, by id: the index returns ids, the library keeps the texts. */
const made = new Map<number, Passage>();
function passage(text: string, documentId = 'd1'): Passage {
  const created: Passage = {
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

test('passages made into terms elsewhere (in a worker) rank as the passages themselves', async () => {
  const passages = [
    passage('refund policy for damaged goods'),
    passage('opening hours on bank holidays'),
    passage('refunds need a receipt'),
  ];
  const direct = new PassageIndex();
  await direct.addAll('Public', passages);
  const fromTerms = new PassageIndex();
  await fromTerms.addAllTerms('Public', passages.map(passageTerms));
  for (const question of ['refund', 'refun receipt', 'opening hollidays']) {
    expect(fromTerms.rank(question, PUBLIC, 3)).toEqual(direct.rank(question, PUBLIC, 3));
  }
});

describe('snapshots', () => {
  const QUESTIONS = ['refund policy', 'refun', 'recieve goods', 'store', 'contoso', 'seasonal'];
  const LEVEL_SETS = [PUBLIC, ['Public', 'Confidential']] as const;

  async function indexWithHistory() {
    const index = new PassageIndex();
    const removed = passage('seasonal refund policy, withdrawn');
    await index.addAll('Public', [
      passage('refund policy for damaged goods', 'policy'),
      removed,
      passage('the store will receive goods on monday', 'store'),
      passage('store store opening hours', 'store'),
    ]);
    await index.addAll('Confidential', [passage('contoso refund terms', 'deal')]);
    index.removeAll('Public', [removed.id]);
    return index;
  }

  test('a restored index ranks exactly as the one the snapshot was taken of', async () => {
    const index = await indexWithHistory();
    // As kept in IndexedDB: a structured clone.
    const restored = PassageIndex.restore(structuredClone(index.snapshot()));
    expect(restored.size).toBe(index.size);
    for (const question of QUESTIONS) {
      for (const levels of LEVEL_SETS) {
        expect(restored.rank(question, levels, 5)).toEqual(index.rank(question, levels, 5));
      }
    }
  });

  test('a restored index takes new passages and removals like the original', async () => {
    const index = await indexWithHistory();
    const restored = PassageIndex.restore(index.snapshot());
    const added = [passage('refund desk moved to the store entrance'), passage('seasonal rota')];
    for (const target of [index, restored]) {
      await target.addAll('Public', added);
      target.removeAll('Public', [added[1]!.id]);
    }
    for (const question of QUESTIONS) {
      for (const levels of LEVEL_SETS) {
        expect(restored.rank(question, levels, 5)).toEqual(index.rank(question, levels, 5));
      }
    }
  });

  describe('in slices, the browser going first in between', () => {
    // Every step takes "longer" than a slice: the work pauses at each point it may.
    beforeEach(() => {
      let now = 0;
      vi.spyOn(performance, 'now').mockImplementation(() => (now += 100));
    });
    afterEach(() => vi.restoreAllMocks());

    test('taken and restored in slices, the index is the same as at once', async () => {
      const index = await indexWithHistory();
      const sliced = await index.snapshotInSlices();
      expect(sliced).toEqual(index.snapshot());
      const restored = await PassageIndex.restoreInSlices(structuredClone(sliced!));
      for (const question of QUESTIONS) {
        for (const levels of LEVEL_SETS) {
          expect(restored.rank(question, levels, 5)).toEqual(index.rank(question, levels, 5));
        }
      }
    });

    test('a snapshot the index changed under is dropped, not saved half old, half new', async () => {
      const index = await indexWithHistory();
      const taking = index.snapshotInSlices();
      index.removeAll('Confidential', [index.rank('contoso', ['Confidential'], 1)[0]!.id]);
      expect(await taking).toBeNull();
      const added = index.snapshotInSlices();
      await index.addAll('Public', [passage('a late arrival')]);
      expect(await added).toBeNull();
      expect(await index.snapshotInSlices()).toEqual(index.snapshot());
    });

    test('a damaged snapshot is refused in slices too', async () => {
      const snapshot = (await indexWithHistory()).snapshot();
      const level = snapshot.levels.Public!;
      const cut = { ...level, postings: { ...level.postings, counts: new Uint16Array(0) } };
      await expect(
        PassageIndex.restoreInSlices({ ...snapshot, levels: { ...snapshot.levels, Public: cut } }),
      ).rejects.toThrow(/damaged/);
    });
  });

  test('the snapshot is plain data, its arrays each with a buffer of its own to transfer', async () => {
    const snapshot = (await indexWithHistory()).snapshot();
    expect(snapshot.format).toBe(INDEX_SNAPSHOT_FORMAT);
    const kinds = new Set<string>();
    const visit = (value: unknown): void => {
      if (ArrayBuffer.isView(value)) {
        kinds.add('typed array');
        expect(value.byteLength).toBe(value.buffer.byteLength);
      } else if (value !== null && typeof value === 'object') {
        Object.values(value).forEach(visit);
      } else {
        kinds.add(typeof value);
      }
    };
    visit(snapshot);
    expect([...kinds].sort()).toEqual(['number', 'string', 'typed array']);
  });

  test('a snapshot of another format, or one that does not add up, is refused', async () => {
    const snapshot = (await indexWithHistory()).snapshot();
    expect(() => PassageIndex.restore({ ...snapshot, format: 0 as never })).toThrow(/format/);
    const level = snapshot.levels.Public!;
    const cut = { ...level, postings: { ...level.postings, gaps: level.postings.gaps.slice(1) } };
    expect(() =>
      PassageIndex.restore({ ...snapshot, levels: { ...snapshot.levels, Public: cut } }),
    ).toThrow(/damaged/);
    const fewer = { ...level, ids: level.ids.slice(0, 1), lengths: level.lengths.slice(0, 2) };
    expect(() =>
      PassageIndex.restore({ ...snapshot, levels: { ...snapshot.levels, Public: fewer } }),
    ).toThrow(/damaged/);
  });
});

describe('words related in meaning', () => {
  // As the shipped list lays them out (text/related-words.ts): synsets, then families.
  const related = new RelatedWords(
    ['ill,sick', 'vote,ballot', 'parent >1', 'mother', '#', 'ill:illness', 'sick:sickness'].join(
      '\n',
    ),
  );

  test('a question worded differently reaches its passage; without them it does not', async () => {
    const index = new PassageIndex();
    await index.addAll('Public', [
      passage('employees get ten sick days a year'),
      passage('the office closes on public holidays'),
      passage('polling stations: you may vote before work'),
    ]);
    expect(index.rank('what if I am ill?', PUBLIC, 3)).toEqual([]);
    const [first] = index.rank('what if I am ill?', PUBLIC, 3, related);
    expect(textOf(first)).toBe('employees get ten sick days a year');
    expect(first?.terms).toEqual(['sick']);
    expect(texts(index.rank('time to cast a ballot', PUBLIC, 3, related))).toEqual([
      'polling stations: you may vote before work',
    ]);
    expect(texts(index.rank('leave for a new mother', PUBLIC, 3, related))).toEqual([]);
  });

  test('the asked word outranks words related to it, however many of them a passage holds', async () => {
    const index = new PassageIndex();
    await index.addAll('Public', [
      passage('sick pay: sickness, sick notes and sick days'),
      passage('illness pay is set by your contract'),
      passage('pay day is the last friday'),
    ]);
    expect(texts(index.rank('illness pay', PUBLIC, 2, related))).toEqual([
      'illness pay is set by your contract',
      'sick pay: sickness, sick notes and sick days',
    ]);
    // Found through two related words, many times, it still scores below the word once.
    const [asked, sick] = index.rank('illness', PUBLIC, 2, related);
    expect(textOf(sick)).toBe('sick pay: sickness, sick notes and sick days');
    expect(sick!.score).toBeLessThan(asked!.score / 2);
  });

  test('related words stand in for the asked word: a short passage holding it is not outscored by a long one holding it and many related words', async () => {
    const index = new PassageIndex();
    await index.addAll('Public', [
      passage('illness pay covers sickness, sick days, sick notes and sick children at home'),
      passage('illness pay is set within ten working days'),
    ]);
    expect(texts(index.rank('illness pay', PUBLIC, 2, related))[0]).toBe(
      'illness pay is set within ten working days',
    );
  });

  test('other forms of a word count as the word: accrued, accruing, accrue', async () => {
    const index = new PassageIndex();
    await index.addAll('Public', [
      passage('leave is accrued every pay period'),
      passage('the pay period ends on friday'),
    ]);
    const [first] = index.rank('how much leave do I accrue?', PUBLIC, 3, related);
    expect(textOf(first)).toBe('leave is accrued every pay period');
    expect(first?.terms.sort()).toEqual(['accrued', 'leave']);
  });

  test('a compound written apart or together finds the other: meet up, meetup', async () => {
    const index = new PassageIndex();
    await index.addAll('Public', [
      passage('the company meetup is in May'),
      passage('we meet with customers every week in June'),
    ]);
    expect(textOf(index.rank('when is the meet up?', PUBLIC, 1)[0])).toBe(
      'the company meetup is in May',
    );
    const other = new PassageIndex();
    await other.addAll('Public', [passage('the annual meet-up is in May')]);
    expect(textOf(other.rank('meetup dates', PUBLIC, 1, related)[0])).toBe(
      'the annual meet-up is in May',
    );
  });

  test('a word the list knows is no typo: ballot is not read as ballet', async () => {
    const index = new PassageIndex();
    await index.addAll('Public', [
      passage('ballet tickets for the team'),
      passage('noting the hours worked is required'),
    ]);
    expect(texts(index.rank('ballot', PUBLIC, 3))).toEqual(['ballet tickets for the team']);
    expect(index.rank('ballot', PUBLIC, 3, related)).toEqual([]);
    // Its base form known ('vote') is enough.
    expect(texts(index.rank('voting', PUBLIC, 3))).toHaveLength(1);
    expect(index.rank('voting', PUBLIC, 3, related)).toEqual([]);
  });

  test('the degree word of a how-question is not searched: how long, how much', async () => {
    const index = new PassageIndex();
    await index.addAll('Public', [
      passage('a sabbatical lasts twelve weeks'),
      passage('a long list of forms and a long wait'),
    ]);
    const ranked = index.rank('How long is a sabbatical?', PUBLIC, 3);
    expect(texts(ranked)).toEqual(['a sabbatical lasts twelve weeks']);
    expect(ranked[0]?.terms).toEqual(['sabbatical']);
    // 'How quickly' asks for a time as 'how soon' does.
    await index.addAll('Public', [{ id: 9, text: 'forms are approved quickly', title: 'f.txt' }]);
    expect(texts(index.rank('How quickly is a sabbatical?', PUBLIC, 3))).toEqual([
      'a sabbatical lasts twelve weeks',
    ]);
  });
});
