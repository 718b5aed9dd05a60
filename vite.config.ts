import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defineConfig, loadEnv, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { PRERENDERED_ID } from './src/app/prerendered.ts';
import { PRODUCT_NAME } from './src/domain/product.ts';

export const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@machines': fileURLToPath(new URL('./machines', import.meta.url)),
  '@mirage': fileURLToPath(new URL('./mirage', import.meta.url)),
  '@domain': fileURLToPath(new URL('./src/domain', import.meta.url)),
  // Text recognition's engine and English model, served from our own origin (the packages
  // export only their JavaScript, so their files are reached by path).
  '@ocr-engine': fileURLToPath(new URL('./node_modules/tesseract-wasm/dist', import.meta.url)),
  '@ocr-language': fileURLToPath(
    new URL('./node_modules/@tesseract.js-data/eng/4.0.0_best_int', import.meta.url),
  ),
};

/** BASE_PATH=/demo/ serves the app from a sub-path; always with leading and trailing slash. */
export function basePath(raw = process.env.BASE_PATH): string {
  const trimmed = (raw ?? '').trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

const base = basePath();
const BRAND_COLOR = '#1971c2';

/**
 * The public pages whose markup the build writes into their HTML (see src/app/prerendered.ts),
 * with the route module that renders each (as src/app/router.tsx lazily imports it), whose
 * styles the page then links up front.
 */
export const PRERENDERED_PAGES = [
  { path: '/', file: 'index.html', route: 'src/routes/landing.tsx' },
  { path: '/pricing', file: 'pricing.html', route: 'src/routes/pricing.tsx' },
];

interface ManifestChunk {
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/** The CSS files a manifest entry loads, its static imports included. */
function chunkCss(manifest: Record<string, ManifestChunk>, key: string): string[] {
  const seen = new Set<string>();
  const visit = (k: string) => {
    if (seen.has(k) || !manifest[k]) return;
    seen.add(k);
    manifest[k].imports?.forEach(visit);
  };
  visit(key);
  return [...seen].flatMap((k) => manifest[k]!.css ?? []);
}

function entryScript(shell: string): { tag: string; src: string } {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(shell);
  if (!entry) throw new Error('The built index.html has no module entry script');
  return { tag: entry[0], src: entry[1]! };
}

/** Writes a script into the build's assets under a name that changes with its content. */
function writeScript(outDir: string, name: string, code: string): string {
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
  const file = `assets/${name}-${hash}.js`;
  writeFileSync(join(outDir, file), code);
  return `${base}${file}`;
}

/**
 * A host that answers every path with index.html must not show the landing page's copy on
 * /dashboard: before the first paint (a script in the head blocks it), a copy made for another
 * path is hidden. External, as the content security policy allows no inline script.
 */
const PRERENDER_GUARD = `if(location.pathname.replace(/\\/$/,'')!==document.currentScript.dataset.path)document.documentElement.setAttribute('data-prerendered-elsewhere','')`;

/**
 * The prerendered page's head and start-up. Its route's styles are linked up front, so the
 * static copy is laid out exactly like the live page (no shift at the swap). Its JavaScript is
 * requested only after the first paint (by a small start script): the copy needs none to show,
 * and on a slow connection the bundle would otherwise compete with the HTML and CSS for the
 * first paint.
 */
function prerenderedHtml(
  shell: string,
  markup: string,
  routeCss: string[],
  path: string,
  scripts: { start: string; guard: string },
) {
  const styles = routeCss.map((f) => `<link rel="stylesheet" crossorigin href="${base}${f}">`);
  const own = `${base}${path.slice(1)}`.replace(/\/$/, '');
  const guard =
    `<style>[data-prerendered-elsewhere] #${PRERENDERED_ID}{display:none}</style>` +
    `<script src="${scripts.guard}" data-path="${own}"></script>`;
  return shell
    .replace(
      entryScript(shell).tag,
      `<script type="module" crossorigin src="${scripts.start}"></script>`,
    )
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    .replace('</head>', `${styles.join('')}${guard}</head>`)
    .replace(
      '<div id="root"></div>',
      // inert and aria-hidden: the copy only paints; it takes no clicks or focus, is not
      // announced twice, and tests and assistive technology wait for the live page.
      `<div id="${PRERENDERED_ID}" inert aria-hidden="true">${markup}</div><div id="root"></div>`,
    );
}

/** The module that starts the app once the prerendered copy has painted. */
function startScript(shell: string): string {
  return (
    `let start=()=>{start=()=>{};import(${JSON.stringify(entryScript(shell).src)})};` +
    `requestAnimationFrame(()=>setTimeout(()=>start()));setTimeout(()=>start(),500);`
  );
}

/** Where a remote-API build sends its requests (src/lib/api/config.ts reads the same values). */
function remoteApiBaseUrl(mode: string): string | undefined {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  return env.VITE_API_MODE === 'remote' ? env.VITE_API_BASE_URL : undefined;
}

/**
 * The content security policy, in every built page (static hosts cannot be relied on for
 * headers). Build only: the dev server injects inline scripts of its own.
 */
function contentSecurityPolicy(apiBaseUrl: string | undefined): Plugin {
  const apiOrigin = apiBaseUrl ? new URL(apiBaseUrl).origin : '';
  const policy = [
    "default-src 'self'",
    "script-src 'self'",
    // Mantine writes its theme's CSS variables in a <style> element and sets style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "worker-src 'self'",
    `connect-src 'self'${apiOrigin ? ` ${apiOrigin}` : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
  return {
    name: 'retail-ops:content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: policy },
        injectTo: 'head-prepend',
      },
    ],
  };
}

/**
 * After the browser build: 404.html is the bare app shell (static hosts without rewrite rules
 * answer unknown paths with it, so deep links start the app, whose router takes over), and each
 * public page gets its markup, rendered by a server build of src/app/prerender.tsx, so it
 * paints before its JavaScript has run. /pricing is written as pricing.html, which static hosts
 * serve for /pricing.
 */
function staticPages(): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  let mode = 'production';
  return {
    name: 'retail-ops:static-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      mode = config.mode;
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
      writeFileSync(join(outDir, '404.html'), shell);
      const manifest = JSON.parse(
        readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'),
      ) as Record<string, ManifestChunk>;
      const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
      const scripts = {
        start: writeScript(outDir, 'start', startScript(shell)),
        guard: writeScript(outDir, 'prerender-guard', PRERENDER_GUARD),
      };
      const inShell = chunkCss(manifest, entryKey ?? '');

      // Inside the project, so the server bundle resolves its packages from node_modules.
      const serverDir = join(root, `node_modules/.prerender-${process.pid}`);
      await build({
        configFile: fileURLToPath(import.meta.url),
        mode,
        logLevel: 'warn',
        build: {
          ssr: 'src/app/prerender.tsx',
          outDir: serverDir,
          emptyOutDir: true,
          copyPublicDir: false,
          manifest: false,
        },
      });
      try {
        // No cache-busting query: the route chunks import this same file, and must share it.
        const { prerenderPage } = (await import(
          pathToFileURL(join(serverDir, 'prerender.js')).href
        )) as typeof import('./src/app/prerender.tsx');
        for (const page of PRERENDERED_PAGES) {
          if (!manifest[page.route]) throw new Error(`${page.route} is not in the build`);
          const markup = (await prerenderPage(`${base}${page.path.slice(1)}`))
            // The router's scroll-restoration snippet is for live pages only.
            .replace(/<script[\s\S]*?<\/script>/g, '');
          if (!markup.includes('<main'))
            throw new Error(`Prerendering ${page.path} gave no <main>`);
          const routeCss = chunkCss(manifest, page.route);
          writeFileSync(
            join(outDir, page.file),
            prerenderedHtml(
              shell,
              markup,
              routeCss.filter((f) => !inShell.includes(f)),
              page.path,
              scripts,
            ),
          );
        }
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}

/** Theme colour and the home-screen icon for browsers that do not read the manifest's icons. */
function installMeta(): Plugin {
  return {
    name: 'retail-ops:install-meta',
    // The prerendered markup needs Mantine's colour-scheme attribute before any script runs.
    transformIndexHtml: (html) => ({
      html: html.replace('<html lang="en">', '<html lang="en" data-mantine-color-scheme="light">'),
      tags: [
        { tag: 'meta', attrs: { name: 'theme-color', content: BRAND_COLOR }, injectTo: 'head' },
        {
          tag: 'link',
          attrs: { rel: 'apple-touch-icon', href: `${base}icons/apple-touch-icon-180.png` },
          injectTo: 'head',
        },
      ],
    }),
  };
}

export default defineConfig(({ isSsrBuild, mode }) => ({
  base,
  plugins: [
    react(),
    installMeta(),
    contentSecurityPolicy(remoteApiBaseUrl(mode)),
    // The service worker and the static pages belong to the browser build only.
    !isSsrBuild &&
      VitePWA({
        // Registered by src/main.tsx after the page has loaded, so it never delays the first paint.
        injectRegister: false,
        registerType: 'autoUpdate',
        manifest: {
          name: PRODUCT_NAME,
          short_name: PRODUCT_NAME,
          description: 'Six specialised AI agents for enterprise retail operations teams.',
          start_url: base,
          scope: base,
          display: 'standalone',
          background_color: '#ffffff',
          theme_color: BRAND_COLOR,
          icons: [
            { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
            {
              src: 'icons/maskable-512.png',
              sizes: '512x512',
              type: 'image/png',
              purpose: 'maskable',
            },
          ],
        },
        workbox: {
          // Everything the app can load: routes, the mock server, the document parsers and workers.
          globPatterns: ['**/*.{js,mjs,css,html,svg,wasm}'],
          // Text recognition's engine (1.8 MB) and model (2.9 MB) are kept when first used, not
          // on every first visit; the worker script tesseract-wasm ships is never used.
          globIgnores: ['**/tesseract-core*.wasm', '**/tesseract-worker-*.js'],
          runtimeCaching: [
            {
              urlPattern: /\/assets\/(tesseract-core|eng\.traineddata)[^/]*$/,
              handler: 'CacheFirst',
              options: { cacheName: 'text-recognition', expiration: { maxEntries: 8 } },
            },
          ],
          maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
          // Routes without a page of their own get the bare shell (index.html is the landing page).
          navigateFallback: `${base}404.html`,
          cleanupOutdatedCaches: true,
          clientsClaim: true,
          skipWaiting: true,
        },
      }),
    !isSsrBuild && staticPages(),
  ],
  resolve: { alias },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        // The framework code every page needs (React, the router, XState) in one chunk: without
        // it, the modules the lazily loaded flows share with the first page were cut into a dozen
        // small chunks the first page loads anyway (25 files instead of 18, 4 kB more gzip).
        codeSplitting: {
          groups: [
            {
              name: 'core',
              test: /node_modules[\\/](react|react-dom|scheduler|xstate|@xstate[\\/]react|@tanstack)[\\/]/,
            },
          ],
        },
      },
    },
  },
  // ES module workers keep each document parser in its own lazily loaded chunk.
  worker: { format: 'es' },
}));
