import { notifications } from '@mantine/notifications';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import type { Server } from 'miragejs';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@domain/demo-accounts';
import { AGENTS } from '@domain/agents';
import { PRODUCT_NAME } from '@domain/product';
import { renderApp } from '@/test/render';
import { TOKEN_KEY, writeStored } from '@/lib/storage';
import { post, startTestServer } from '@/test/mirage';
import { renderSignedInApp } from '@/test/signed-in';

let server: Server | undefined;
afterEach(() => {
  // Toasts live in a module-level store: start each test without the last one's.
  act(() => {
    notifications.clean();
    notifications.cleanQueue();
  });
  server?.shutdown();
  server = undefined;
});

async function openDashboard() {
  const rendered = await renderSignedInApp('/dashboard');
  server = rendered.server;
  await screen.findByText(`Welcome, ${DEMO_ACCOUNTS[0].name}`);
  return rendered;
}

const card = (title: string) => screen.getByRole('article', { name: title });

describe('dashboard', () => {
  it('greets the signed-in user and offers every agent of the catalogue', async () => {
    await openDashboard();
    expect(screen.getByText(PRODUCT_NAME)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: `Welcome to ${PRODUCT_NAME}!` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'All AI Agents (6)' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(AGENTS.length);
    for (const agent of AGENTS) {
      const agentCard = card(agent.title);
      expect(within(agentCard).getByText(agent.description)).toBeInTheDocument();
      for (const tag of agent.tags) expect(within(agentCard).getByText(tag)).toBeInTheDocument();
      const button = within(agentCard).getByRole('button', { name: 'Get It' });
      if (agent.status === 'available') {
        expect(within(agentCard).getByText('Available')).toBeInTheDocument();
        expect(button).not.toHaveAttribute('aria-disabled');
      } else {
        expect(within(agentCard).getByText('Coming Soon')).toBeInTheDocument();
        expect(button).toHaveAttribute('aria-disabled', 'true');
      }
    }
  });

  it('asks a signed-out visitor to sign in, then shows them the dashboard they opened', async () => {
    server = startTestServer({ seeded: true }).server;
    const owner = DEMO_ACCOUNTS[0];
    const { user, history } = await renderApp('/dashboard');
    const dialog = await screen.findByRole(
      'dialog',
      { name: `Sign in to ${PRODUCT_NAME}` },
      { timeout: 5000 },
    );
    // Behind it: no dashboard for nobody, and a way back to the dialogs once it is closed.
    expect(screen.queryByText('Welcome, User')).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Sign in to see your dashboard' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sign up here' })).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Email'), owner.email);
    await user.type(within(dialog).getByLabelText('Password', { exact: true }), DEMO_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(
      await screen.findByText(`Welcome, ${owner.name}`, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(history.location.pathname).toBe('/dashboard');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 5000,
    });
  });

  it('offers the dialogs again from the prompt once the visitor has closed the sign-in', async () => {
    const { user } = await renderApp('/dashboard');
    const dialog = await screen.findByRole(
      'dialog',
      { name: `Sign in to ${PRODUCT_NAME}` },
      { timeout: 5000 },
    );
    await user.keyboard('{Escape}');
    // Closing waits for the modal's exit transition.
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(
      await screen.findByRole('dialog', { name: 'Create your account' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it("says 'User' when there is no name to show", async () => {
    await renderApp('/dashboard', { user: { id: 'u-nameless', clearance: 'Public' } });
    expect(await screen.findByText('Welcome, User')).toBeInTheDocument();
  });

  it('shows the coming-soon toast when a coming-soon card or its button is clicked', async () => {
    const { user } = await openDashboard();
    await user.click(
      within(card('Daily Sales Tracking')).getByText(
        'Daily sales performance, KPIs and trends for every store.',
      ),
    );
    expect(await screen.findByText('Coming Soon!')).toBeInTheDocument();
    expect(
      screen.getByText('This agent is launching soon. Stay tuned for updates!'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('starts a free trial: dialog, record, chat, panel and toast', async () => {
    const { user } = await openDashboard();
    await user.click(within(card('Chat to Documents')).getByRole('button', { name: 'Get It' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start Your Free Trial' });
    expect(within(dialog).getByText('Trial Period: 3 Months')).toBeInTheDocument();
    expect(within(dialog).getByText('Full Feature Access')).toBeInTheDocument();
    expect(within(dialog).getByText('No Payment Required')).toBeInTheDocument();
    expect(
      within(dialog).getByText(/When the trial ends, add card details or buy advance credits/),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Start Free Trial' })).toHaveFocus(),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Maybe Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(card('Chat to Documents')).getByText('Available')).toBeInTheDocument();

    await user.click(within(card('Chat to Documents')).getByRole('button', { name: 'Get It' }));
    await user.click(await screen.findByRole('button', { name: 'Start Free Trial' }));
    expect(await screen.findByText('Trial Started!')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your 3-month free trial has begun. Enjoy exploring the Chat to Documents Agent!',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      screen.getByRole('heading', { level: 1, name: 'Chat to Documents' }),
    ).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Type your message here...')).toBeInTheDocument();

    const panel = screen.getByRole('complementary', { name: 'Your Applications' });
    expect(within(panel).getByRole('button', { name: /Chat to Documents/ })).toHaveTextContent(
      /Trial: (89|90|91|92) days left/,
    );

    await user.click(screen.getByRole('button', { name: 'Back to Dashboard' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Your AI Agents' })).toBeInTheDocument();
    const documents = card('Chat to Documents');
    expect(within(documents).getByText('Already Purchased')).toBeInTheDocument();
    await user.click(within(documents).getByRole('button', { name: 'Open Agent' }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Chat to Documents' }),
    ).toBeInTheDocument();
  });

  it('keeps a started trial for the account after a reload; another account has its own', async () => {
    const { user } = await openDashboard();
    await user.click(within(card('Chat to Documents')).getByRole('button', { name: 'Get It' }));
    await user.click(await screen.findByRole('button', { name: 'Start Free Trial' }));
    await screen.findByRole('heading', { level: 1, name: 'Chat to Documents' });

    // Reload: the page goes, the stored session and the kept trial come back.
    cleanup();
    await renderApp('/dashboard');
    await screen.findByText(`Welcome, ${DEMO_ACCOUNTS[0].name}`);
    const documents = await screen.findByRole('article', { name: 'Chat to Documents' });
    expect(within(documents).getByText('Already Purchased')).toBeInTheDocument();
    expect(within(documents).queryByRole('button', { name: 'Get It' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your AI Agents' })).toBeInTheDocument();

    // Another account on the same browser starts with no trials.
    cleanup();
    const other = DEMO_ACCOUNTS[1];
    const answer = await post('/api/auth/login', { email: other.email, password: DEMO_PASSWORD });
    writeStored(TOKEN_KEY, answer.body.token as string);
    await renderApp('/dashboard');
    await screen.findByText(`Welcome, ${other.name}`);
    const offered = await screen.findByRole('article', { name: 'Chat to Documents' });
    expect(within(offered).getByText('Available')).toBeInTheDocument();
  });

  it('toggles the applications panel, with its empty state and a way to browse agents', async () => {
    const { user, history } = await openDashboard();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Toggle applications panel' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('complementary', { name: 'Your Applications' });
    expect(
      within(panel).getByText('No applications yet. Start by choosing one below!'),
    ).toBeInTheDocument();
    await user.click(within(panel).getByRole('link', { name: 'Browse Agents' }));
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    expect(history.location.hash).toBe('#agents');
  });

  it('signs out and goes home', async () => {
    const { user, history } = await openDashboard();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
  });
});
