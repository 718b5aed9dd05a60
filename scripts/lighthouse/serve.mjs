// The production build on 127.0.0.1 the way a static host (GitHub Pages, Netlify) serves it:
// gzip/brotli for text, long-lived caching for hashed assets, /pricing from pricing.html, and
// 404.html (the app shell) with status 404 for any other path.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

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
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg']);

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Starts the server; resolves with its URL and a close function. */
export async function serveBuild(root, { port = 0 } = {}) {
  const base = resolve(root);
  const cache = new Map();

  function encoded(file, encoding) {
    const key = `${file}:${encoding}`;
    if (!cache.has(key)) {
      const raw = readFileSync(file);
      cache.set(
        key,
        encoding === 'br' ? brotliCompressSync(raw) : encoding === 'gzip' ? gzipSync(raw) : raw,
      );
    }
    return cache.get(key);
  }

  // Compressed up front, as a host serves precompressed files: no first request pays for it.
  for (const file of listFiles(base)) {
    if (COMPRESSIBLE.has(extname(file))) for (const e of ['br', 'gzip']) encoded(file, e);
  }

  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const requested = normalize(join(base, pathname));
    const inside = requested === base || requested.startsWith(base + sep);
    const candidates = inside
      ? [requested, join(requested, 'index.html'), `${requested}.html`]
      : [];
    let file = candidates.find((f) => existsSync(f) && statSync(f).isFile());
    const status = file ? 200 : 404;
    file ??= join(base, '404.html');
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
    res.writeHead(status, {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Content-Length': body.length,
      'Cache-Control': pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      Vary: 'Accept-Encoding',
      ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });

  await new Promise((done) => server.listen(port, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
