import {
  expect,
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
} from '@playwright/test';
import { MOCK_LATENCY_STORAGE_KEY } from '../mirage/latency';
import { DEMO_ACCOUNTS, signInWithEmail } from './support/auth';

export { expect, type Locator, type Page } from '@playwright/test';

const CSP_VIOLATION = /Content Security Policy/;

export type DemoAccount = keyof typeof DEMO_ACCOUNTS;
type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

interface TestOptions {
  /**
   * The latency the in-page mock server starts with: 0 (answers at once) unless a test says
   * otherwise. It is stored under MOCK_LATENCY_STORAGE_KEY (mirage/latency.ts) before any page
   * of the test starts. A test that looks at the app while it waits for an answer, or at the
   * default latency, takes `test.use({ mockLatencyMs: null })` (the 400 ms of a real visit).
   */
  mockLatencyMs: number | null;
  /**
   * The demo account the test starts signed in as (null, the default: signed out). Its browser
   * starts with the storage a sign-in through the dialog left (the token and the mock server's
   * database), so the test opens `/dashboard` or an agent page directly. Signing in itself is
   * tested through the dialog (auth.spec.ts, the journeys, the fault and two-tab tests).
   */
  signedInAs: DemoAccount | null;
}

interface WorkerFixtures {
  /** The storage a sign-in through the dialog left, per account: one sign-in per worker. */
  signedInStorage: (account: DemoAccount) => Promise<StorageState>;
}

/** Stores the mock latency in every page of `context` before the page's own scripts run. */
async function storeMockLatency(context: BrowserContext, latencyMs: number) {
  await context.addInitScript(
    ([key, value]) => {
      try {
        localStorage.setItem(key, value);
      } catch {
        // Storage turned off (a test does that on purpose): the default latency then.
      }
    },
    [MOCK_LATENCY_STORAGE_KEY, String(latencyMs)] as const,
  );
}

/**
 * A context of its own, as the project's (`project.use`) with the mock answering at once, for a
 * test that needs another browser profile beside its own `context`.
 */
export async function newTestContext(
  browser: Browser,
  {
    baseURL,
    serviceWorkers,
    reducedMotion,
  }: Pick<BrowserContextOptions, 'baseURL' | 'serviceWorkers' | 'reducedMotion'>,
  storageState?: StorageState,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    serviceWorkers,
    reducedMotion,
    storageState,
  });
  await storeMockLatency(context, 0);
  return context;
}

/**
 * Playwright's `test`, failing any test whose pages break the content security policy (the
 * browser reports each refusal on the console). `cspViolations` holds them, for a test that
 * provokes one on purpose to take it out. With the options above.
 */
export const test = base.extend<TestOptions & { cspViolations: string[] }, WorkerFixtures>({
  mockLatencyMs: [0, { option: true }],
  signedInAs: [null, { option: true }],

  signedInStorage: [
    async ({ browser }, use, workerInfo) => {
      const signedIn = new Map<DemoAccount, Promise<StorageState>>();
      const signIn = async (account: DemoAccount): Promise<StorageState> => {
        const context = await newTestContext(browser, workerInfo.project.use);
        try {
          const page = await context.newPage();
          await signInWithEmail(page, DEMO_ACCOUNTS[account].email);
          await expect(page.getByText(`Welcome, ${DEMO_ACCOUNTS[account].name}`)).toBeVisible();
          const { cookies, origins } = await context.storageState();
          // The latency is each test's own choice (mockLatencyMs).
          return {
            cookies,
            origins: origins.map((origin) => ({
              ...origin,
              localStorage: origin.localStorage.filter(
                (entry) => entry.name !== MOCK_LATENCY_STORAGE_KEY,
              ),
            })),
          };
        } finally {
          await context.close();
        }
      };
      await use((account) => {
        if (!signedIn.has(account)) signedIn.set(account, signIn(account));
        return signedIn.get(account)!;
      });
    },
    { scope: 'worker' },
  ],

  // (`provide` is Playwright's `use`: the hooks lint rule takes a `use` call in these for React's.)
  storageState: async ({ storageState, signedInAs, signedInStorage }, provide) => {
    await provide(signedInAs ? await signedInStorage(signedInAs) : storageState);
  },

  context: async ({ context, mockLatencyMs }, provide) => {
    if (mockLatencyMs !== null) await storeMockLatency(context, mockLatencyMs);
    await provide(context);
  },

  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        if (message.type() === 'error' && CSP_VIOLATION.test(message.text())) {
          violations.push(message.text());
        }
      });
      await use(violations);
      expect(violations, 'content security policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
