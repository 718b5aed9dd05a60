import { expect, test } from './test';
import { AGENTS } from '@domain/agents';
import { AGENT_CONVERSATIONS } from '@domain/agent-conversations';
import { expectNoSeriousA11yViolations } from './fixtures';

test('without a signed-in user an agent page sends the visitor home', async ({ page }) => {
  await page.goto('/agent/sales');
  await expect(page).toHaveURL(/\/$/);
});

test.describe('signed in', () => {
  // The browser starts with the storage of a sign-in through the dialog (e2e/test.ts).
  test.use({ signedInAs: 'owner' });

  test('an unknown agent type goes to the dashboard', async ({ page }) => {
    await page.goto('/agent/not-an-agent');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('every agent page greets and answers with one of its canned replies', async ({ page }) => {
    test.setTimeout(90_000);
    for (const agent of AGENTS) {
      await page.goto(`/agent/${agent.id}`);
      await expect(page.getByRole('heading', { level: 1, name: agent.title })).toBeVisible();
      const log = page.getByRole('log');
      await expect(log.getByText(AGENT_CONVERSATIONS[agent.id].greeting)).toBeVisible();
      const input = page.getByPlaceholder('Type your question here...');
      await expect(input).toHaveAttribute('required', '');
      await input.fill('How did we do yesterday?');
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(log.getByRole('article', { name: 'You' })).toContainText(
        'How did we do yesterday?',
      );
      const reply = log.getByRole('article', { name: agent.title }).nth(1);
      await expect(reply).toBeVisible();
      const text = await reply.innerText();
      expect(
        AGENT_CONVERSATIONS[agent.id].sampleReplies.some((sample) => text.includes(sample)),
      ).toBe(true);
    }
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
