import { copyFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { PRODUCT_NAME } from './src/lib/product.ts';

export const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@machines': fileURLToPath(new URL('./machines', import.meta.url)),
  '@mirage': fileURLToPath(new URL('./mirage', import.meta.url)),
};

/** BASE_PATH=/demo/ serves the app from a sub-path; always with leading and trailing slash. */
export function basePath(raw = process.env.BASE_PATH): string {
  const trimmed = (raw ?? '').trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

const base = basePath();
const BRAND_COLOR = '#1971c2';

/**
 * Static hosts without rewrite rules answer unknown paths with 404.html: making it a copy of
 * index.html lets deep links (/demo/pricing) start the app, whose router takes over.
 */
function notFoundFallback(): Plugin {
  let outDir = 'dist';
  return {
    name: 'retail-ops:404-fallback',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      copyFileSync(join(outDir, 'index.html'), join(outDir, '404.html'));
    },
  };
}

/** Theme colour and the home-screen icon for browsers that do not read the manifest's icons. */
function installMeta(): Plugin {
  return {
    name: 'retail-ops:install-meta',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'theme-color', content: BRAND_COLOR }, injectTo: 'head' },
      {
        tag: 'link',
        attrs: { rel: 'apple-touch-icon', href: `${base}icons/apple-touch-icon-180.png` },
        injectTo: 'head',
      },
    ],
  };
}

export default defineConfig({
  base,
  plugins: [
    react(),
    installMeta(),
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
        globIgnores: ['404.html'],
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        navigateFallback: `${base}index.html`,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
    notFoundFallback(),
  ],
  resolve: { alias },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  build: { target: 'es2022', sourcemap: false, manifest: true },
});
