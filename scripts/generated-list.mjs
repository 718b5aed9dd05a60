// A word list made at build time and committed: written, or with --check, compared with what
// is committed (exit 1 when stale). Shared by scripts/related-words and scripts/common-words.
import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * @param {URL} out the list's file
 * @param {string} text its whole text
 * @param {string} script the script that makes it, as a path to run
 * @param {string} counted what it holds, for the summary ('18,700 lines')
 */
export function writeOrCheck(out, text, script, counted) {
  const name = basename(fileURLToPath(out));
  if (process.argv.includes('--check')) {
    if (readFileSync(out, 'utf8') !== text) {
      console.error(`${name} is stale: run node ${script}`);
      process.exit(1);
    }
    console.log(`${name} is up to date`);
    return;
  }
  writeFileSync(out, text);
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} kB`;
  const gzip = kb(gzipSync(text, { level: 9 }).length);
  console.log(`${name}: ${counted}, ${kb(text.length)}, ${gzip} gzip`);
}
