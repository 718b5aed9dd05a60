#!/usr/bin/env node
// A production build served on 127.0.0.1 the way a static host serves it: files only, 404.html
// with status 404 for anything else, gzip/brotli for text and long-lived caching for hashed
// assets. Used by the browser tests, the sub-path test and Lighthouse.
//   node scripts/static-host.mjs [--dist dist] [--port 4173]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg']);

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

function isFile(path) {
  return existsSync(path) && statSync(path).isFile();
}

/**
 * Starts the host and resolves with its URL and a close function.
 * - `prefix`: the sub-path the build is served under (`/demo/`); anything outside it is a 404.
 * - `cleanUrls`: `/pricing` is answered with `pricing.html`, as GitHub Pages and Netlify do. A
 *   plain file host (S3, say) does not: there only 404.html starts the app on a deep link.
 * - `precompress`: compress every file, at brotli's best, before the first request (Lighthouse
 *   should not measure the host compressing); otherwise each file is compressed when first
 *   asked for, at a quality fast enough for that.
 * - `lifetimeMs`: the host closes itself after this long, so a forgotten one cannot linger.
 */
export async function serveStatic({
  root,
  prefix = '/',
  port = 0,
  cleanUrls = true,
  precompress = false,
  lifetimeMs,
}) {
  const base = resolve(root);
  const cache = new Map();

  // Ahead of time, the smallest files (brotli's best, seconds for a megabyte); on request, what
  // a CDN compressing on the fly uses, so the single-threaded host never stalls every request.
  const brotliQuality = precompress ? constants.BROTLI_MAX_QUALITY : 5;

  function encoded(file, encoding) {
    const key = `${file}:${encoding}`;
    if (!cache.has(key)) {
      const raw = readFileSync(file);
      const br = () =>
        brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } });
      cache.set(key, encoding === 'br' ? br() : encoding === 'gzip' ? gzipSync(raw) : raw);
    }
    return cache.get(key);
  }

  if (precompress) {
    for (const file of listFiles(base)) {
      if (COMPRESSIBLE.has(extname(file))) for (const e of ['br', 'gzip']) encoded(file, e);
    }
  }

  function resolveFile(pathname) {
    if (!pathname.startsWith(prefix)) return undefined;
    const requested = normalize(join(base, pathname.slice(prefix.length)));
    if (requested !== base && !requested.startsWith(base + sep)) return undefined;
    const candidates = [requested, join(requested, 'index.html')];
    if (cleanUrls) candidates.push(`${requested}.html`);
    return candidates.find(isFile);
  }

  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const found = resolveFile(pathname);
    const file = found ?? join(base, '404.html');
    const ext = extname(file);
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding = !COMPRESSIBLE.has(ext)
      ? 'identity'
      : /\bbr\b/.test(accepts)
        ? 'br'
        : /\bgzip\b/.test(accepts)
          ? 'gzip'
          : 'identity';
    const body = encoded(file, encoding);
    res.writeHead(found ? 200 : 404, {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Content-Length': body.length,
      'Cache-Control':
        found && pathname.startsWith(`${prefix}assets/`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      Vary: 'Accept-Encoding',
      ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });

  await new Promise((done) => server.listen(port, '127.0.0.1', done));
  const close = () =>
    new Promise((done) => {
      clearTimeout(expiry);
      server.closeAllConnections();
      server.close(() => done());
    });
  const expiry = lifetimeMs === undefined ? undefined : setTimeout(close, lifetimeMs);
  expiry?.unref();
  return { url: `http://127.0.0.1:${server.address().port}`, close };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: { dist: { type: 'string', default: 'dist' }, port: { type: 'string', default: '0' } },
  });
  if (!isFile(join(values.dist, 'index.html'))) {
    console.error(`No build in ${values.dist}/: run "npm run build" first.`);
    process.exit(2);
  }
  const host = await serveStatic({ root: values.dist, port: Number(values.port) });
  console.log(`Serving ${values.dist}/ at ${host.url}`);
  const stop = () => void host.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
