import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ENGINE = dirname(fileURLToPath(import.meta.url));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /(?<!\.test|\.d)\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** Each production file's relative imports, static and dynamic, as engine files. */
function importGraph(): Map<string, string[]> {
  const files = new Set(sourceFiles(ENGINE));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const specifiers = [...text.matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)].map((m) => m[1]!);
    const targets = specifiers
      .map((specifier) => resolve(dirname(file), specifier))
      .map((path) => (path.endsWith('.ts') ? path : `${path}.ts`))
      .filter((path) => files.has(path));
    graph.set(file, targets);
  }
  return graph;
}

function cyclesOf(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (file: string, path: string[]) => {
    state.set(file, 'open');
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next, [...path, next]);
    }
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file, [file]);
  return cycles;
}

test('the documents engine has no import cycle', () => {
  const graph = importGraph();
  expect(graph.size).toBeGreaterThan(50);
  const cycles = cyclesOf(graph).map((cycle) => cycle.map((file) => relative(ENGINE, file)));
  expect(cycles).toEqual([]);
});

test('a cycle would be found', () => {
  const graph = new Map([
    ['a.ts', ['b.ts']],
    ['b.ts', ['c.ts']],
    ['c.ts', ['a.ts']],
  ]);
  expect(cyclesOf(graph)).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
});
