#!/usr/bin/env node
// Writes docs/machines/<flow>.md for every machine in machines/. The machines are TypeScript
// with path aliases, so they are loaded through Vite's module runner with the app's own aliases.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfigFromFile, runnerImport } from 'vite';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
process.chdir(root);

const loaded = await loadConfigFromFile(
  { command: 'serve', mode: 'development' },
  'vite.config.ts',
);
const { module } = await runnerImport('/scripts/diagrams/flows.ts', {
  root,
  logLevel: 'warn',
  resolve: { alias: loaded?.config.resolve?.alias ?? {} },
});

const files = module.diagramFiles();
const docsDir = join(root, module.DOCS_DIR);
mkdirSync(docsDir, { recursive: true });
// A machine that was removed leaves no stale page behind.
const keep = new Set(files.map((f) => f.path.split('/').pop()));
for (const name of readdirSync(docsDir)) {
  if (name.endsWith('.md') && !keep.has(name)) rmSync(join(docsDir, name));
}
for (const file of files) {
  writeFileSync(join(root, file.path), file.content);
  console.log(`wrote ${file.path}`);
}
