#!/usr/bin/env node
// Real-data evaluation (README.md beside this file): runs evaluate.ts in Node through Vite's
// module runner, with the app's path aliases. Exits 1 when a target is missed.
// Usage: npm run eval [-- --verbose] [-- --no-fail]
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { runnerImport } from 'vite';

// Memory is measured after a garbage collection; `gc` is made available without a node flag.
if (typeof globalThis.gc !== 'function') {
  setFlagsFromString('--expose-gc');
  globalThis.gc = runInNewContext('gc');
}

const here = (path) => new URL(path, import.meta.url).pathname;
const inline = { configFile: false, logLevel: 'error' };
const { module: config } = await runnerImport(here('../../vite.config.ts'), inline);
await runnerImport(here('./evaluate.ts'), { ...inline, resolve: { alias: config.alias } });
