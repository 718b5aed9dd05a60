import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import { alias } from '../../vite.config.ts';

/**
 * The bench harness: a separate production build (same engine code, same bundler settings
 * for workers) so the product build never ships it. `npm run bench` builds it into a
 * temporary folder.
 */
export default defineConfig({
  root: fileURLToPath(new URL('./harness', import.meta.url)),
  base: './',
  resolve: { alias },
  logLevel: 'warn',
  worker: { format: 'es' },
  build: { target: 'es2022', sourcemap: false, emptyOutDir: true, reportCompressedSize: false },
});
