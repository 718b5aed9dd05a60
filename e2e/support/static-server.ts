import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';

/**
 * A plain static file host, like GitHub Pages or an S3 bucket: files under `prefix` from `root`,
 * and for anything else only `404.html` with status 404. No rewrites, no SPA fallback, so it
 * proves that deep links work through the build's own 404.html. 127.0.0.1 only; it closes
 * itself after `lifetimeMs` if a test forgets to.
 */
const TYPES: Record<string, string> = {
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

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

export async function startStaticServer({
  root,
  prefix = '/',
  port = 0,
  lifetimeMs = 10 * 60_000,
}: {
  root: string;
  prefix?: string;
  port?: number;
  lifetimeMs?: number;
}): Promise<StaticServer> {
  const base = resolve(root);
  const notFound = () => readFileSync(join(base, '404.html'));

  const server: Server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file: string | null = null;
    if (pathname.startsWith(prefix)) {
      const candidate = normalize(join(base, pathname.slice(prefix.length)));
      const inside = candidate === base || candidate.startsWith(base + sep);
      const target =
        inside && existsSync(candidate) && statSync(candidate).isDirectory()
          ? join(candidate, 'index.html')
          : candidate;
      if (inside && existsSync(target) && statSync(target).isFile()) file = target;
    }
    if (!file) {
      res.writeHead(404, { 'Content-Type': TYPES['.html']!, 'Cache-Control': 'no-cache' });
      res.end(notFound());
      return;
    }
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
    });
    res.end(readFileSync(file));
  });

  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  const stop = setTimeout(() => server.close(), lifetimeMs);
  stop.unref();
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}`,
    close: () =>
      new Promise((done) => {
        clearTimeout(stop);
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/**
 * A production build for `basePath` in `outDir`, built once per run unless `PW_STATIC_DIST`
 * names one already built (BASE_PATH=/demo/ npx vite build --outDir <dir>).
 */
export function buildForBasePath(basePath: string, outDir: string): string {
  const prebuilt = process.env.PW_STATIC_DIST;
  if (prebuilt) return prebuilt;
  execFileSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      env: { ...process.env, BASE_PATH: basePath },
      stdio: 'inherit',
      timeout: 240_000,
    },
  );
  return outDir;
}
