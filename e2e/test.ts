import { expect, test as base } from '@playwright/test';

export { expect, type Locator, type Page } from '@playwright/test';

const CSP_VIOLATION = /Content Security Policy/;

/**
 * Playwright's `test`, failing any test whose pages break the content security policy (the
 * browser reports each refusal on the console). `cspViolations` holds them, for a test that
 * provokes one on purpose to take it out.
 */
export const test = base.extend<{ cspViolations: string[] }>({
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
