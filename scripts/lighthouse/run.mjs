#!/usr/bin/env node
// npm run lighthouse [-- --dist dist --runs 3 --pages /,/pricing --report-dir dist-lighthouse]
// Lighthouse against the production build served on 127.0.0.1, in Debian's Chromium, for each
// page with mobile and desktop settings. Prints the four category scores with LCP, TBT and CLS
// (the median of --runs) and exits non-zero when a target is missed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { serveStatic } from '../static-host.mjs';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    runs: { type: 'string', default: '1' },
    pages: { type: 'string', default: '/,/pricing' },
    'report-dir': { type: 'string' },
  },
});
const RUNS = Math.max(1, Number(values.runs) || 1);
const PAGES = values.pages
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean);
const FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = {
  mobile: { performance: 95, accessibility: 100, 'best-practices': 95 },
  desktop: { performance: 100, accessibility: 100, 'best-practices': 95 },
};

/**
 * Lighthouse brings puppeteer-core and about 100 MB with it, for a check run by hand: it has a
 * package and lockfile of its own in this folder, installed on the first run (and again when
 * a pinned version changes), so `npm ci` for the app and its tests does not carry it.
 */
async function loadLighthouse() {
  const folder = new URL('.', import.meta.url);
  const pinned = JSON.parse(readFileSync(new URL('package.json', folder))).dependencies;
  const installedVersion = (name) => {
    const manifest = new URL(`node_modules/${name}/package.json`, folder);
    return existsSync(manifest) ? JSON.parse(readFileSync(manifest)).version : undefined;
  };
  if (Object.entries(pinned).some(([name, version]) => installedVersion(name) !== version)) {
    console.error(`Installing Lighthouse ${pinned.lighthouse} into scripts/lighthouse.`);
    const npm = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
      cwd: folder,
      stdio: 'inherit',
    });
    if (npm.status !== 0) process.exit(2);
  }
  const [chromeLauncher, { default: lighthouse }, { default: desktopConfig }] = await Promise.all([
    import('chrome-launcher'),
    import('lighthouse'),
    import('lighthouse/core/config/desktop-config.js'),
  ]);
  return { chromeLauncher, lighthouse, desktopConfig };
}

if (!existsSync(`${values.dist}/index.html`)) {
  console.error(`No build in ${values.dist}/: run "npm run build" first (or pass --dist <dir>).`);
  process.exit(2);
}

const median = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const { chromeLauncher, lighthouse, desktopConfig } = await loadLighthouse();
const FORM_FACTORS = [
  ['mobile', undefined],
  ['desktop', desktopConfig],
];
const host = await serveStatic({ root: values.dist, precompress: true });
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: FLAGS });
// A bounded run: whatever happens, Chromium and the server do not outlive it.
const watchdog = setTimeout(() => {
  console.error('Lighthouse took longer than 15 minutes; stopping.');
  chrome.kill();
  process.exit(3);
}, 15 * 60_000);
watchdog.unref();

const rows = [];
const misses = [];
try {
  for (const page of PAGES) {
    for (const [formFactor, config] of FORM_FACTORS) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) {
        const result = await lighthouse(
          `${host.url}${page}`,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
          config,
        );
        const { categories, audits, runtimeError } = result.lhr;
        if (values['report-dir']) {
          mkdirSync(values['report-dir'], { recursive: true });
          const name = `${page.replace(/\W+/g, '_') || 'root'}-${formFactor}-${i + 1}.json`;
          writeFileSync(`${values['report-dir']}/${name}`, result.report);
          writeFileSync(
            `${values['report-dir']}/${name.replace('.json', '.trace.json')}`,
            JSON.stringify(result.artifacts.Trace ?? result.artifacts.traces?.defaultPass ?? {}),
          );
        }
        if (runtimeError) throw new Error(`${page} ${formFactor}: ${runtimeError.message}`);
        runs.push({
          ...Object.fromEntries(CATEGORIES.map((c) => [c, Math.round(categories[c].score * 100)])),
          lcp: audits['largest-contentful-paint'].numericValue,
          tbt: audits['total-blocking-time'].numericValue,
          cls: audits['cumulative-layout-shift'].numericValue,
        });
      }
      const row = { page, formFactor };
      for (const key of [...CATEGORIES, 'lcp', 'tbt', 'cls']) {
        row[key] = median(runs.map((r) => r[key]));
      }
      rows.push(row);
      for (const [category, target] of Object.entries(TARGETS[formFactor])) {
        if (row[category] < target) {
          misses.push(`${page} ${formFactor} ${category} ${row[category]} < ${target}`);
        }
      }
      console.error(`measured ${page} ${formFactor}`);
    }
  }
} finally {
  chrome.kill();
  await host.close();
  clearTimeout(watchdog);
}

console.log(
  `\nLighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ''}on the production build in ${values.dist}/`,
);
console.log(
  '| page | settings | performance | accessibility | best practices | SEO | LCP | TBT | CLS |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const r of rows) {
  console.log(
    `| ${r.page} | ${r.formFactor} | ${r.performance} | ${r.accessibility} | ${r['best-practices']} | ${r.seo} | ${(r.lcp / 1000).toFixed(2)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} |`,
  );
}
if (misses.length) {
  console.log(`\nTargets missed:\n- ${misses.join('\n- ')}`);
  process.exit(1);
}
console.log(
  '\nAll targets met (performance ≥ 95 mobile / 100 desktop, accessibility 100, best practices ≥ 95).',
);
