import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { alias } from './vite.config.ts';

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: [
      'src/**/*.test.{ts,tsx}',
      'machines/**/*.test.{ts,tsx}',
      'mirage/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    css: false,
    testTimeout: 20000,
    pool: 'threads',
    // Vitest's default is one worker less than the cores: a single worker on a 2-core machine.
    // The main process mostly waits on the workers, so use every core.
    maxWorkers: availableParallelism(),
  },
});
