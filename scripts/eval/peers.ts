import { create, insertMultiple, search as oramaSearch } from '@orama/orama';
import MiniSearch from 'minisearch';
import { PassageIndex } from '@/lib/documents/index/search-index';
import { MAX_ANSWER_PASSAGES } from '@/lib/documents/answer/search-hits';
import { loadRelatedWords } from '@/lib/documents/text/related-words';
import type { Passage } from '@/lib/documents/types';

/** Ranked passage ids for a question, best first, at most MAX_ANSWER_PASSAGES. */
export type Search = (question: string) => Promise<number[]>;

/** A search engine under comparison: it indexes passages, then answers with their ids. */
export interface Engine {
  name: string;
  /** The npm package, for its version (a dev dependency); none for ours. */
  package: string | null;
  /** How it was set up, for the table. */
  settings: string;
  build(passages: readonly Passage[]): Promise<Search>;
}

/** Ours: the library's own index, ranking as `library.search` does, over the same passages. */
export const OURS: Engine = {
  name: 'ours',
  package: null,
  settings:
    'PassageIndex (BM25+, stemming, prefix and typo expansion, related words), as the library ranks',
  async build(passages) {
    const index = new PassageIndex();
    await index.addAll('Private', passages);
    const related = await loadRelatedWords();
    return async (question) =>
      index.rank(question, ['Private'], MAX_ANSWER_PASSAGES, related).map((ranked) => ranked.id);
  },
};

/** MiniSearch with the search options its README shows: prefix and fuzzy matching. */
export const MINISEARCH: Engine = {
  name: 'MiniSearch',
  package: 'minisearch',
  settings: "fields ['text'], search options { prefix: true, fuzzy: 0.2 }",
  async build(passages) {
    const index = new MiniSearch<Pick<Passage, 'id' | 'text'>>({ fields: ['text'] });
    index.addAll(passages.map(({ id, text }) => ({ id, text })));
    return async (question) =>
      index
        .search(question, { prefix: true, fuzzy: 0.2 })
        .slice(0, MAX_ANSWER_PASSAGES)
        .map((result) => Number(result.id));
  },
};

/** Orama with its built-in English stemmer on (it is off by default). */
export const ORAMA: Engine = {
  name: 'Orama',
  package: '@orama/orama',
  settings: "schema { text: 'string' }, tokenizer { language: 'english', stemming: true }",
  async build(passages) {
    const db = create({
      schema: { text: 'string' } as const,
      components: { tokenizer: { language: 'english', stemming: true } },
    });
    await insertMultiple(
      db,
      passages.map(({ id, text }) => ({ id: String(id), text })),
    );
    return async (question) => {
      const results = await oramaSearch(db, { term: question, limit: MAX_ANSWER_PASSAGES });
      return results.hits.map((hit) => Number(hit.id));
    };
  },
};
