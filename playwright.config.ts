import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from './scripts/chromium.mjs';

// PW_PORT / PW_DIST let several builds be tested side by side (default: dist/ on 4173).
const PORT = Number(process.env.PW_PORT ?? 4173);
const DIST = process.env.PW_DIST ?? 'dist';

/** Browser tests run against the production build in Debian's Chromium; no browser is downloaded. */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // With the mock answering at once the tests still wait on the app's own delays (replies,
  // uploads, toasts): a third browser fills those waits; a fourth made tests time out on 2 cores.
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'on-first-retry',
    // The service worker precaches the whole build (megabytes) on every fresh page; only the
    // offline tests need it (they allow it), the others would download the build each time.
    serviceWorkers: 'block',
    // The app honours reduced motion (src/app/theme.ts): no transitions mid-way when axe checks
    // contrast or a test clicks, and less work for the two cores.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: PLAYWRIGHT_CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `node scripts/static-host.mjs --dist ${DIST} --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
