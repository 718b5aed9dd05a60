import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createCannedResponder } from '@machines/chat/canned-responder';
import { REPLY_DELAY_MS } from '@machines/chat/chat.machine';
import { AGENTS } from '@domain/agents';
import { renderWithProviders } from '@/test/render';
import { AgentChat } from './AgentChat';
import { SignedInAs, TEST_OWNER } from '@/components/chat/SignedInAs';

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

function renderAgentChat(agentId: (typeof AGENTS)[number]['id'], random = () => 0) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const result = renderWithProviders(
    <SignedInAs user={TEST_OWNER}>
      <AgentChat agentId={agentId} respond={createCannedResponder(random)} />
    </SignedInAs>,
  );
  return { ...result, user };
}

const log = () => screen.getByRole('log');

describe('AgentChat', () => {
  it.each(AGENTS.map((a) => [a.title, a] as const))(
    '%s greets, then answers with one of its canned replies about 1 s later',
    async (_title, agent) => {
      const { user } = renderAgentChat(agent.id, () => 0.5);
      expect(within(log()).getByText(agent.greeting)).toBeInTheDocument();
      const input = screen.getByPlaceholderText('Type your question here...');
      expect(input).toBeRequired();
      await user.type(input, 'How are we doing today?');
      await user.click(screen.getByRole('button', { name: 'Send message' }));

      expect(within(log()).getByText('How are we doing today?')).toBeInTheDocument();
      expect(input).toHaveValue('');
      expect(screen.getByText(`${agent.title} is typing…`)).toBeInTheDocument();
      expect(within(log()).queryByText(agent.sampleReplies[1])).not.toBeInTheDocument();

      await act(() => vi.advanceTimersByTimeAsync(REPLY_DELAY_MS));
      expect(within(log()).getByText(agent.sampleReplies[1])).toBeInTheDocument();
      expect(screen.queryByText(`${agent.title} is typing…`)).not.toBeInTheDocument();
    },
  );

  it('does not send a blank question', async () => {
    const { user } = renderAgentChat('sales');
    await user.type(screen.getByPlaceholderText('Type your question here...'), '   {Enter}');
    expect(within(log()).getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
  });

  it('closing the chat while the agent is typing drops the reply quietly', async () => {
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    const { user, unmount } = renderAgentChat('eod');
    await user.type(screen.getByPlaceholderText('Type your question here...'), 'Closing?{Enter}');
    expect(screen.getByText('End of Day (EOD) Tracking is typing…')).toBeInTheDocument();
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(REPLY_DELAY_MS * 3));
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
  });
});
