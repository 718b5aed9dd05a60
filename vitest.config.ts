import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { alias } from './vite.config.ts';

const TEST_FILES = [
  'src/**/*.test.{ts,tsx}',
  'machines/**/*.test.{ts,tsx}',
  'mirage/**/*.test.ts',
  'scripts/**/*.test.ts',
];
// Files that replace modules with vi.mock need a module cache of their own.
const MOCKING_FILES = ['src/features/auth/remote-mode.test.tsx'];

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    testTimeout: 20000,
    pool: 'threads',
    // Vitest's default is one worker less than the cores: a single worker on a 2-core machine.
    // The main process mostly waits on the workers, so use every core.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        // Re-importing React, Mantine and jsdom for every file took about half the run: files
        // share a worker's modules instead; src/test/setup.ts resets what tests configure.
        test: {
          name: 'shared',
          isolate: false,
          include: TEST_FILES,
          exclude: [...configDefaults.exclude, ...MOCKING_FILES],
        },
      },
      { extends: true, test: { name: 'isolated', include: MOCKING_FILES } },
    ],
  },
});
