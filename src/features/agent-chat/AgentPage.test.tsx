import { screen, waitFor } from '@testing-library/react';
import type { Server } from 'miragejs';
import { findAgent } from '@domain/agents';
import { AGENT_CONVERSATIONS } from '@domain/agent-conversations';
import { renderApp } from '@/test/render';
import { renderSignedInApp } from '@/test/signed-in';

let server: Server | undefined;
afterEach(() => {
  server?.shutdown();
  server = undefined;
});

describe('/agent/$agentType', () => {
  it('sends a visitor without a user to the landing page', async () => {
    const { history } = await renderApp('/agent/sales');
    await waitFor(() => expect(history.location.pathname).toBe('/'));
  });

  it('sends an unknown agent type to the dashboard', async () => {
    const rendered = await renderSignedInApp('/agent/not-an-agent');
    server = rendered.server;
    await waitFor(() => expect(rendered.history.location.pathname).toBe('/dashboard'));
  });

  it("shows the agent's title, greeting and a way back to the dashboard", async () => {
    const rendered = await renderSignedInApp('/agent/visual');
    server = rendered.server;
    const agent = findAgent('visual');
    expect(await screen.findByRole('heading', { level: 1, name: agent.title })).toBeInTheDocument();
    expect(screen.getByText(AGENT_CONVERSATIONS[agent.id].greeting)).toBeInTheDocument();
    await rendered.user.click(screen.getByRole('link', { name: 'Back to dashboard' }));
    await waitFor(() => expect(rendered.history.location.pathname).toBe('/dashboard'));
  });
});
