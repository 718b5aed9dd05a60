#!/usr/bin/env node
// Writes what is generated from the API contract (docs/api/openapi.yaml):
//   node scripts/contract/generate.mjs types   src/lib/api/schema.d.ts  (npm run types:api)
//   node scripts/contract/generate.mjs docs    docs/api/index.html      (npm run docs:api)
// The generators are TypeScript with the app's path aliases, so they load through Vite's module
// runner. A test fails while either file is stale.
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfigFromFile, runnerImport } from 'vite';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
process.chdir(root);

const GENERATORS = {
  types: { module: '/scripts/contract/types.ts', path: 'TYPES_PATH', render: 'renderTypes' },
  docs: { module: '/scripts/contract/docs.ts', path: 'DOCS_PATH', render: 'renderDocsPage' },
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in GENERATORS));
if (unknown.length) {
  console.error(
    `Unknown: ${unknown.join(', ')}. Choose from: ${Object.keys(GENERATORS).join(', ')}`,
  );
  process.exit(2);
}

const loaded = await loadConfigFromFile(
  { command: 'serve', mode: 'development' },
  'vite.config.ts',
);
for (const name of wanted.length ? wanted : Object.keys(GENERATORS)) {
  const generator = GENERATORS[name];
  const { module } = await runnerImport(generator.module, {
    root,
    logLevel: 'warn',
    resolve: { alias: loaded?.config.resolve?.alias ?? {} },
  });
  const path = module[generator.path];
  writeFileSync(join(root, path), await module[generator.render](root));
  console.log(`wrote ${path}`);
}
