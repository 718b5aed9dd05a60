#!/usr/bin/env node
// Size budget over dist/: the JavaScript the landing page loads before any interaction
// (the entry, the landing route and their static imports) and all CSS, gzip -9.
// Also checks that the on-demand pieces stay out of that first load.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = process.argv[2] ?? 'dist';
const LIMITS = { landingJs: 175 * 1024, css: 35 * 1024 };
const LANDING_ROUTE = 'src/routes/landing.tsx';
const ON_DEMAND = [
  'mirage/browser.ts',
  'src/routes/dashboard.tsx',
  'src/routes/pricing.tsx',
  'src/routes/agent.tsx',
  'src/features/auth/AuthDialogs.tsx',
  'src/features/devtools/DevtoolsPanel.tsx',
  'src/lib/documents/library.ts',
  'src/lib/documents/answer/responder.ts',
  // A table answer's chart, with recharts, loads when a reply first has one.
  'src/components/chat/ResultChart.tsx',
  // The related words (WordNet) load with the library's first question.
  'src/lib/documents/text/related-words.txt?raw',
  // The flows' machines and effects load when their dialog or page first opens.
  'machines/sign-up/sign-up.machine.ts',
  'machines/sign-in/sign-in.machine.ts',
  'machines/trial/trial.machine.ts',
  'machines/chat/chat.machine.ts',
  'src/features/auth/sign-up.effects.ts',
  'src/features/dashboard/dashboard.effects.ts',
  'src/features/document-chat/upload.effects.ts',
];

const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) throw new Error('No entry in the Vite manifest');

function staticClosure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return seen;
}

const gz = (file) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

const initial = staticClosure([entryKey, LANDING_ROUTE]);
const initialFiles = new Set([...initial].map((k) => manifest[k].file));
const landingJs = [...initialFiles].reduce((sum, f) => sum + gz(f), 0);

const cssFiles = readdirSync(join(DIST, 'assets')).filter((f) => f.endsWith('.css'));
const css = cssFiles.reduce((sum, f) => sum + gz(join('assets', f)), 0);

const problems = [];
console.log(
  `Landing page JS before interaction: ${kb(landingJs)} gzip (budget ${kb(LIMITS.landingJs)}), ${initialFiles.size} files`,
);
console.log(`All CSS: ${kb(css)} gzip (budget ${kb(LIMITS.css)}), ${cssFiles.length} files`);
if (landingJs > LIMITS.landingJs) problems.push('landing page JavaScript is over budget');
if (css > LIMITS.css) problems.push('CSS is over budget');

for (const key of ON_DEMAND) {
  const chunk = manifest[key];
  if (!chunk) {
    problems.push(`${key} is missing from the build manifest`);
    continue;
  }
  const inFirstLoad = initialFiles.has(chunk.file);
  console.log(
    `${key}: ${kb(gz(chunk.file))} gzip, ${inFirstLoad ? 'IN THE FIRST LOAD' : 'on demand'}`,
  );
  if (inFirstLoad) problems.push(`${key} must load on demand`);
}

if (problems.length) {
  console.error(`Size budget failed: ${problems.join('; ')}`);
  process.exit(1);
}
console.log('Size budget: ok');
