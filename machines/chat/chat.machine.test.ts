import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { AGENTS } from '@domain/agents';
import { AGENT_CONVERSATIONS } from '@domain/agent-conversations';
import { openAgentChat, signInAs, startTestApp, TEST_OWNER } from '@/test/system';
import { cannedReply, createCannedResponder } from './canned-responder';
import {
  chatMachine,
  REPLY_DELAY_MS,
  REPLY_FAILED_TEXT,
  documentConfirmationText,
} from './chat.machine';
import type { AgentReply, RespondInput } from './chat.types';
import { tableSubject } from '@/test/documents/table-subject';

function startChat(respond = createCannedResponder(() => 0)) {
  return createActor(chatMachine.provide({ actors: { respond } }), {
    input: { agentId: 'documents' },
  }).start();
}

const contents = (actor: ReturnType<typeof startChat>) =>
  actor.getSnapshot().context.messages.map((m) => `${m.author}: ${m.content}`);

describe('chat machine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-05-01T09:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it("opens with the agent's greeting, stamped with the time", () => {
    const actor = startChat();
    expect(actor.getSnapshot().context.messages).toEqual([
      {
        id: 'm1',
        author: 'agent',
        content: AGENT_CONVERSATIONS['documents'].greeting,
        timestamp: '2025-05-01T09:00:00.000Z',
      },
    ]);
  });

  it('does not send a blank or whitespace-only draft', () => {
    const actor = startChat();
    actor.send({ type: 'message.send' });
    actor.send({ type: 'draft.change', text: '  \n\t ' });
    actor.send({ type: 'message.send' });
    expect(actor.getSnapshot().matches({ talk: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.messages).toHaveLength(1);
    expect(actor.getSnapshot().context.draft).toBe('  \n\t ');
  });

  it('sends the trimmed draft, clears it, types for replyDelay, then appends the reply', async () => {
    const actor = startChat();
    actor.send({ type: 'draft.change', text: '  What is the returns policy?\nThanks ' });
    actor.send({ type: 'message.send' });
    expect(actor.getSnapshot().context.draft).toBe('');
    expect(actor.getSnapshot().hasTag('typing')).toBe(true);
    expect(contents(actor).at(-1)).toBe('user: What is the returns policy?\nThanks');

    await vi.advanceTimersByTimeAsync(REPLY_DELAY_MS - 1);
    expect(actor.getSnapshot().context.messages).toHaveLength(2);
    expect(actor.getSnapshot().hasTag('typing')).toBe(true);

    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches({ talk: 'idle' })).toBe(true);
    expect(contents(actor).at(-1)).toBe(
      `agent: ${AGENT_CONVERSATIONS['documents'].sampleReplies[0]}`,
    );
    expect(actor.getSnapshot().context.messages.map((m) => m.id)).toEqual(['m1', 'm2', 'm3']);
  });

  it('gives the responder the agent, the question and the history', async () => {
    const seen: RespondInput[] = [];
    const actor = startChat(
      fromPromise<AgentReply, RespondInput>(async ({ input }) => {
        seen.push(input);
        return {
          text: 'Found it.',
          blocks: [
            {
              kind: 'passage',
              text: 'Returns within 30 days.',
              highlights: [{ start: 0, end: 7 }],
              citation: { documentId: 'd1', documentName: 'policy.pdf', location: 'page 2' },
            },
          ],
        };
      }),
    );
    actor.send({ type: 'draft.change', text: 'returns?' });
    actor.send({ type: 'message.send' });
    await vi.advanceTimersByTimeAsync(REPLY_DELAY_MS);
    expect(seen).toHaveLength(1);
    // A chat on its own has no session to ask: nobody is signed in.
    expect(seen[0]).toMatchObject({ agentId: 'documents', text: 'returns?', user: null });
    expect(seen[0]?.history.map((m) => m.author)).toEqual(['agent', 'user']);
    expect(actor.getSnapshot().context.messages.at(-1)).toMatchObject({
      author: 'agent',
      content: 'Found it.',
      blocks: [{ kind: 'passage', citation: { documentName: 'policy.pdf' } }],
    });
  });

  it('asks the responder for the user signed in when the question is answered', async () => {
    const seen: RespondInput[] = [];
    const clock = new SimulatedClock();
    const { app } = startTestApp({
      clock,
      effects: {
        chat: {
          actors: {
            respond: fromPromise<AgentReply, RespondInput>(async ({ input }) => {
              seen.push(input);
              return { text: 'ok' };
            }),
          },
        },
      },
    });
    const actor = await openAgentChat(app, 'documents');
    actor.send({ type: 'draft.change', text: 'who am I?' });
    actor.send({ type: 'message.send' });
    // Signed in while the agent thinks: the answer is for whoever is signed in by then.
    signInAs(app, TEST_OWNER);
    clock.increment(REPLY_DELAY_MS);
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.user).toEqual(TEST_OWNER);
  });

  it('remembers what a table answer was about and gives it with the next questions', async () => {
    const subject = tableSubject({
      documentId: 'doc-1',
      filters: [{ column: 0, kind: 'text', values: ['Elmstead'] }],
    });
    const seen: RespondInput[] = [];
    const replies: AgentReply[] = [
      {
        text: 'Sum of Units where Store is Elmstead, 1 row.',
        answer: { text: '120', citations: [{ documentId: 'doc-1', documentName: 'units.csv' }] },
        subject,
      },
      { text: 'A passage answer.' },
      { text: 'Another.' },
    ];
    const actor = startChat(
      fromPromise<AgentReply, RespondInput>(async ({ input }) => {
        seen.push(input);
        return replies[seen.length - 1]!;
      }),
    );
    for (const question of ['How many units did Elmstead sell?', 'And week 6?', 'Why?']) {
      actor.send({ type: 'draft.change', text: question });
      actor.send({ type: 'message.send' });
      await vi.advanceTimersByTimeAsync(REPLY_DELAY_MS);
    }
    expect(seen.map((input) => input.subject)).toEqual([null, subject, subject]);
    expect(actor.getSnapshot().context.messages[2]).toMatchObject({
      content: 'Sum of Units where Store is Elmstead, 1 row.',
      answer: { text: '120' },
    });
  });

  it('a choice is sent as the question, with its reading; a typed question afterwards has none', async () => {
    const seen: RespondInput[] = [];
    const actor = startChat(
      fromPromise<AgentReply, RespondInput>(async ({ input }) => {
        seen.push(input);
        return { text: 'ok' };
      }),
    );
    const subject = tableSubject({ documentId: 'doc-2', tableIndex: 1, column: 1 });
    actor.send({ type: 'choice.select', choice: { label: 'sheet Summer of sales.xlsx', subject } });
    expect(actor.getSnapshot().hasTag('typing')).toBe(true);
    expect(contents(actor).at(-1)).toBe('user: sheet Summer of sales.xlsx');
    // A second click while the agent is typing does nothing.
    actor.send({ type: 'choice.select', choice: { label: 'again', subject } });
    await vi.advanceTimersByTimeAsync(REPLY_DELAY_MS);
    actor.send({ type: 'draft.change', text: 'next' });
    actor.send({ type: 'message.send' });
    await vi.advanceTimersByTimeAsync(REPLY_DELAY_MS);
    expect(seen.map((input) => [input.text, input.chosen])).toEqual([
      ['sheet Summer of sales.xlsx', subject],
      ['next', null],
    ]);
  });

  it('says so when the responder fails, and is ready again', async () => {
    const actor = startChat(
      fromPromise<AgentReply, RespondInput>(async () => {
        throw new Error('index unavailable');
      }),
    );
    actor.send({ type: 'draft.change', text: 'hello' });
    actor.send({ type: 'message.send' });
    await vi.advanceTimersByTimeAsync(REPLY_DELAY_MS);
    expect(actor.getSnapshot().matches({ talk: 'idle' })).toBe(true);
    expect(contents(actor).at(-1)).toBe(`agent: ${REPLY_FAILED_TEXT}`);
  });

  it('keeps the draft but does not send while the agent is typing', async () => {
    const actor = startChat();
    actor.send({ type: 'draft.change', text: 'first' });
    actor.send({ type: 'message.send' });
    actor.send({ type: 'draft.change', text: 'second' });
    actor.send({ type: 'message.send' });
    expect(actor.getSnapshot().context.draft).toBe('second');
    await vi.advanceTimersByTimeAsync(REPLY_DELAY_MS);
    expect(contents(actor)).toHaveLength(3);
    actor.send({ type: 'message.send' });
    expect(contents(actor).at(-1)).toBe('user: second');
  });

  it('stopping the chat cancels a pending reply', async () => {
    const respond = vi.fn(async () => ({ text: 'late' }));
    const actor = startChat(fromPromise<AgentReply, RespondInput>(respond));
    actor.send({ type: 'draft.change', text: 'hello' });
    actor.send({ type: 'message.send' });
    actor.stop();
    await vi.advanceTimersByTimeAsync(REPLY_DELAY_MS * 5);
    expect(respond).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.messages).toHaveLength(2);
  });

  it('shows an uploaded document, then its confirmation once processed', () => {
    const actor = startChat();
    const document = {
      documentId: 'doc-1',
      name: 'policy.txt',
      sizeBytes: 120,
      classification: 'Confidential' as const,
    };
    actor.send({ type: 'document.submitted', document });
    expect(actor.getSnapshot().context.messages.at(-1)).toMatchObject({
      author: 'user',
      content: 'Uploaded document: policy.txt (Classification: Confidential)',
      attachment: { ...document, status: 'processing' },
    });
    actor.send({ type: 'document.processed', documentId: 'doc-1', detail: '3 passages' });
    const messages = actor.getSnapshot().context.messages;
    expect(messages.at(-2)?.attachment).toMatchObject({ status: 'ready', detail: '3 passages' });
    expect(messages.at(-1)).toMatchObject({
      author: 'agent',
      content: documentConfirmationText('policy.txt', '3 passages'),
    });
    // A second report for the same document is ignored.
    actor.send({ type: 'document.processed', documentId: 'doc-1' });
    actor.send({ type: 'document.failed', documentId: 'doc-1', reason: 'x' });
    expect(actor.getSnapshot().context.messages).toHaveLength(messages.length);
  });

  it('says a stored document it cannot read is not ready for questions', () => {
    const actor = startChat();
    const reason = "scan.pdf contains no text, so it is stored but can't be searched.";
    actor.send({
      type: 'document.submitted',
      document: { documentId: 'doc-1', name: 'scan.pdf', sizeBytes: 10, classification: 'Public' },
    });
    actor.send({
      type: 'document.processed',
      documentId: 'doc-1',
      detail: reason,
      searchable: false,
    });
    const last = actor.getSnapshot().context.messages.at(-1);
    expect(last).toMatchObject({
      author: 'agent',
      content: `I've received "scan.pdf", but I can't read its text. ${reason}`,
    });
    expect(last?.content).not.toContain('ready for chat');
    const upload = actor.getSnapshot().context.messages.at(-2);
    expect(upload?.attachment).toMatchObject({ status: 'stored', detail: reason });
  });

  it('reports a failed document with its reason', () => {
    const actor = startChat();
    actor.send({
      type: 'document.submitted',
      document: { documentId: 'd', name: 'a.pdf', sizeBytes: 9, classification: 'Public' },
    });
    actor.send({ type: 'document.failed', documentId: 'd', reason: 'The file is corrupt.' });
    const messages = actor.getSnapshot().context.messages;
    expect(messages.at(-2)?.attachment?.status).toBe('failed');
    expect(messages.at(-1)?.content).toBe('I couldn\'t process "a.pdf": The file is corrupt.');
  });

  it('marks a document the person cancelled as cancelled', () => {
    const actor = startChat();
    actor.send({
      type: 'document.submitted',
      document: { documentId: 'd', name: 'a.pdf', sizeBytes: 9, classification: 'Public' },
    });
    actor.send({ type: 'document.failed', documentId: 'd', reason: 'Stopped.', cancelled: true });
    const messages = actor.getSnapshot().context.messages;
    expect(messages.at(-2)?.attachment).toMatchObject({ status: 'cancelled', detail: 'Stopped.' });
    expect(messages.at(-1)?.content).toBe('I couldn\'t process "a.pdf": Stopped.');
  });
});

describe('canned responder', () => {
  it('picks each of the three replies of every agent from the injected random number', () => {
    for (const agent of AGENTS) {
      expect(cannedReply(agent.id, () => 0).text).toBe(
        AGENT_CONVERSATIONS[agent.id].sampleReplies[0],
      );
      expect(cannedReply(agent.id, () => 0.5).text).toBe(
        AGENT_CONVERSATIONS[agent.id].sampleReplies[1],
      );
      expect(cannedReply(agent.id, () => 0.999).text).toBe(
        AGENT_CONVERSATIONS[agent.id].sampleReplies[2],
      );
      expect(cannedReply(agent.id, () => 1).text).toBe(
        AGENT_CONVERSATIONS[agent.id].sampleReplies[2],
      );
    }
  });

  it('every agent has a greeting and three different replies with figures', () => {
    for (const agent of AGENTS) {
      expect(AGENT_CONVERSATIONS[agent.id].greeting.length).toBeGreaterThan(20);
      expect(new Set(AGENT_CONVERSATIONS[agent.id].sampleReplies).size).toBe(3);
      for (const reply of AGENT_CONVERSATIONS[agent.id].sampleReplies) expect(reply).toMatch(/\d/);
    }
  });
});
