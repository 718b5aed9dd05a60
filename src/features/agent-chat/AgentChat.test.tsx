import { act, screen, within } from '@testing-library/react';
import { fromPromise, SimulatedClock } from 'xstate';
import { cannedReply } from '@machines/chat/canned-responder';
import { REPLY_DELAY_MS } from '@machines/chat/chat.machine';
import type { AgentReply, RespondInput } from '@machines/chat/chat.types';
import { AGENTS, type AgentId } from '@domain/agents';
import { AGENT_CONVERSATIONS } from '@domain/agent-conversations';
import { openAgentChat, renderInApp, startTestApp, TEST_OWNER } from '@/test/system';
import { AgentChat } from './AgentChat';

/** An agent's page chat in the app system: canned replies picked by `random`, a test clock. */
async function renderAgentChat(agentId: AgentId, random = () => 0) {
  const clock = new SimulatedClock();
  const respond = vi.fn(async ({ input }: { input: RespondInput }) =>
    cannedReply(input.agentId, random),
  );
  const { app } = startTestApp({
    user: TEST_OWNER,
    clock,
    effects: { chat: { actors: { respond: fromPromise<AgentReply, RespondInput>(respond) } } },
  });
  const chatRef = await openAgentChat(app, agentId);
  const result = renderInApp(<AgentChat chatRef={chatRef} />, { app });
  return { ...result, app, clock, respond };
}

const log = () => screen.getByRole('log');
const advance = (clock: SimulatedClock, ms: number) => act(async () => clock.increment(ms));

describe('AgentChat', () => {
  it.each(AGENTS.map((a) => [a.title, a] as const))(
    '%s greets, then answers with one of its canned replies about 1 s later',
    async (_title, agent) => {
      const { user, clock } = await renderAgentChat(agent.id, () => 0.5);
      expect(within(log()).getByText(AGENT_CONVERSATIONS[agent.id].greeting)).toBeInTheDocument();
      const input = screen.getByPlaceholderText('Type your question here...');
      expect(input).toBeRequired();
      // Pasted, not typed key by key (six agents; typing is covered by the blank-question test).
      await user.click(input);
      await user.paste('How are we doing today?');
      expect(input).toHaveValue('How are we doing today?');
      await user.click(screen.getByRole('button', { name: 'Send message' }));

      expect(within(log()).getByText('How are we doing today?')).toBeInTheDocument();
      expect(input).toHaveValue('');
      expect(screen.getByText(`${agent.title} is typing…`)).toBeInTheDocument();
      expect(
        within(log()).queryByText(AGENT_CONVERSATIONS[agent.id].sampleReplies[1]),
      ).not.toBeInTheDocument();

      await advance(clock, REPLY_DELAY_MS);
      expect(
        await within(log()).findByText(AGENT_CONVERSATIONS[agent.id].sampleReplies[1]),
      ).toBeInTheDocument();
      expect(screen.queryByText(`${agent.title} is typing…`)).not.toBeInTheDocument();
    },
  );

  it('does not send a blank question', async () => {
    const { user } = await renderAgentChat('sales');
    await user.type(screen.getByPlaceholderText('Type your question here...'), '   {Enter}');
    expect(within(log()).getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
  });

  it('closing the chat while the agent is typing drops the reply quietly', async () => {
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    onTestFinished(() => {
      errors.mockRestore();
      warnings.mockRestore();
    });
    const { user, unmount, app, clock, respond } = await renderAgentChat('eod');
    await user.type(screen.getByPlaceholderText('Type your question here...'), 'Closing?{Enter}');
    expect(screen.getByText('End of Day (EOD) Tracking is typing…')).toBeInTheDocument();
    // Leaving the agent's page: the view goes, and the router closes the page's chat.
    unmount();
    app.send({ type: 'agentPage.close', agentId: 'eod' });
    await advance(clock, REPLY_DELAY_MS * 3);
    expect(respond).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
  });
});
