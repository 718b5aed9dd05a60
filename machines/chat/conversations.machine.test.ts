import { createActor, fromPromise, waitFor } from 'xstate';
import type { AgentId } from '@domain/agents';
import { settleableActor } from '@/test/settleable-actor';
import { createCannedResponder } from './canned-responder';
import { chatMachine, REPLY_DELAY_MS } from './chat.machine';
import type {
  AgentReply,
  LoadedConversations,
  RespondInput,
  SavedConversation,
} from './chat.types';
import { INTERRUPTED_PROCESSING, summaryOf } from './conversation';
import { EARLIER, GREETING, message, OLDEST, TWO_KEPT } from '@/test/chat/kept-conversations';

/** A chat whose storage effects are recorded; the kept conversations are `loaded`. */
async function startChat({
  loaded = { conversations: [], current: null } as LoadedConversations,
  kept = [EARLIER, OLDEST],
  respond = createCannedResponder(() => 0),
} = {}) {
  const effects: unknown[][] = [];
  const record = (name: string) => (_: unknown, params?: unknown) =>
    void effects.push(params === undefined ? [name] : [name, params]);
  const actor = createActor(
    chatMachine.provide({
      actors: {
        respond,
        loadConversations: fromPromise(async () => loaded),
        openConversation: fromPromise<SavedConversation, { conversationId: string }>(
          async ({ input }) => {
            const found = kept.find((c) => c.id === input.conversationId);
            if (!found) throw new Error('No longer kept');
            return found;
          },
        ),
      },
      actions: {
        saveConversation: record('save'),
        rememberCurrent: record('current'),
        storeTitle: record('title'),
        deleteConversation: record('delete'),
        announceConversationUnavailable: record('unavailable'),
      },
    }),
    { input: { agentId: 'documents' } },
  ).start();
  await waitFor(actor, (s) => s.matches({ list: 'ready' }));
  return { actor, effects };
}
type Chat = Awaited<ReturnType<typeof startChat>>['actor'];

async function ask(actor: Chat, question: string) {
  actor.send({ type: 'draft.change', text: question });
  actor.send({ type: 'message.send' });
  await vi.advanceTimersByTimeAsync(REPLY_DELAY_MS);
  await waitFor(actor, (s) => s.matches({ talk: 'idle' }));
}

const listed = (actor: Chat) => actor.getSnapshot().context.conversations.map((c) => c.title);
const saves = (effects: unknown[][]) =>
  effects.filter(([name]) => name === 'save').map(([, saved]) => saved as SavedConversation);

describe('chat machine: conversations', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-05-01T09:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('reopens the conversation last on screen once the kept ones are read, follow-ups included', async () => {
    const seen: RespondInput[] = [];
    const { actor, effects } = await startChat({
      loaded: TWO_KEPT,
      respond: fromPromise<AgentReply, RespondInput>(async ({ input }) => {
        seen.push(input);
        return { text: 'Week 6: 30.' };
      }),
    });
    const { context } = actor.getSnapshot();
    expect(context.conversation.id).toBe('c-earlier');
    expect(context.messages).toEqual(EARLIER.messages);
    expect(listed(actor)).toEqual(['How many units did Elmstead sell?', 'Returns']);
    expect(effects).toEqual([]);

    await ask(actor, 'And week 6?');
    expect(seen[0]?.subject).toEqual(EARLIER.subject);
    expect(actor.getSnapshot().context.messages.map((m) => m.id)).toEqual([
      'm1',
      'm2',
      'm3',
      'm4',
      'm5',
    ]);
    // Kept under its own id, still named after its first question, and now the last used.
    const saved = saves(effects).at(-1)!;
    expect(saved).toMatchObject({
      id: 'c-earlier',
      title: 'How many units did Elmstead sell?',
      updatedAt: '2025-05-01T09:00:01.000Z',
      messageCount: 5,
    });
  });

  it('keeps a new conversation from its first question, after every change, named after it', async () => {
    const { actor, effects } = await startChat();
    expect(actor.getSnapshot().context.messages).toMatchObject([{ content: GREETING }]);
    expect(actor.getSnapshot().context.conversations).toEqual([]);

    actor.send({ type: 'draft.change', text: '  What is the\n returns policy?  ' });
    actor.send({ type: 'message.send' });
    // The question is kept at once: a reload while the agent thinks does not lose it.
    expect(saves(effects)).toHaveLength(1);
    expect(saves(effects)[0]).toMatchObject({
      title: 'What is the returns policy?',
      renamed: false,
      messageCount: 2,
      subject: null,
    });
    await vi.advanceTimersByTimeAsync(REPLY_DELAY_MS);
    expect(saves(effects)).toHaveLength(2);
    expect(saves(effects)[1]?.messages.map((m) => m.author)).toEqual(['agent', 'user', 'agent']);
    expect(listed(actor)).toEqual(['What is the returns policy?']);

    await ask(actor, 'And exchanges?');
    expect(listed(actor)).toEqual(['What is the returns policy?']);
  });

  it('names a conversation with only an upload after its document, and cuts long titles', async () => {
    const { actor, effects } = await startChat();
    actor.send({
      type: 'document.submitted',
      document: { documentId: 'd1', name: 'policy.pdf', sizeBytes: 9, classification: 'Public' },
    });
    expect(saves(effects)[0]?.title).toBe('policy.pdf');
    await ask(actor, 'x'.repeat(80));
    expect(listed(actor)).toEqual([`${'x'.repeat(59)}…`]);
  });

  it('what the person began before the list was read stays on screen, and is listed with it', async () => {
    const load = settleableActor<LoadedConversations, { agentId: AgentId }>();
    const actor = createActor(
      chatMachine.provide({
        actors: { respond: createCannedResponder(() => 0), loadConversations: load.logic },
      }),
      { input: { agentId: 'documents' } },
    ).start();
    actor.send({ type: 'draft.change', text: 'quick question' });
    actor.send({ type: 'message.send' });
    load.resolve(TWO_KEPT);
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    expect(actor.getSnapshot().context.messages.at(-1)?.content).toBe('quick question');
    expect(listed(actor)).toEqual([
      'quick question',
      'How many units did Elmstead sell?',
      'Returns',
    ]);
  });

  it('starts with a new conversation alone when the kept ones cannot be read', async () => {
    const actor = createActor(
      chatMachine.provide({
        actors: { loadConversations: fromPromise(() => Promise.reject(new Error('blocked'))) },
      }),
      { input: { agentId: 'documents' } },
    ).start();
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    expect(actor.getSnapshot().context.conversations).toEqual([]);
    expect(actor.getSnapshot().context.messages).toHaveLength(1);
  });

  it('a new conversation: the greeting again, the earlier one still listed, nothing kept yet', async () => {
    const { actor, effects } = await startChat({ loaded: TWO_KEPT });
    const before = actor.getSnapshot().context.conversation.id;
    actor.send({ type: 'conversation.new' });
    const { context } = actor.getSnapshot();
    expect(context.conversation.id).not.toBe(before);
    expect(context.messages).toMatchObject([{ id: 'm1', content: GREETING }]);
    expect(context.subject).toBeNull();
    expect(listed(actor)).toHaveLength(2);
    expect(effects).toEqual([['current', { agentId: 'documents', conversationId: null }]]);
    // A new conversation with nothing in it is not started again.
    expect(actor.getSnapshot().can({ type: 'conversation.new' })).toBe(false);
    await ask(actor, 'Second topic');
    expect(listed(actor)).toEqual(['Second topic', 'How many units did Elmstead sell?', 'Returns']);
  });

  it('opens another kept conversation as it was left, and remembers it as the current one', async () => {
    const { actor, effects } = await startChat({ loaded: TWO_KEPT });
    actor.send({ type: 'conversation.open', conversationId: 'c-oldest' });
    expect(actor.getSnapshot().matches({ talk: 'opening' })).toBe(true);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches({ talk: 'idle' }));
    const { context } = actor.getSnapshot();
    expect(context.conversation).toEqual({
      id: 'c-oldest',
      createdAt: OLDEST.createdAt,
      customTitle: 'Returns',
    });
    expect(context.messages).toEqual(OLDEST.messages);
    expect(context.subject).toBeNull();
    expect(effects).toEqual([['current', { agentId: 'documents', conversationId: 'c-oldest' }]]);
    // Not the one on screen, nor one that is not listed.
    expect(actor.getSnapshot().can({ type: 'conversation.open', conversationId: 'c-oldest' })).toBe(
      false,
    );
    expect(actor.getSnapshot().can({ type: 'conversation.open', conversationId: 'c-gone' })).toBe(
      false,
    );
  });

  it('says so when a conversation cannot be opened, and stays where it was', async () => {
    const { actor, effects } = await startChat({ loaded: TWO_KEPT, kept: [EARLIER] });
    actor.send({ type: 'conversation.open', conversationId: 'c-oldest' });
    await waitFor(actor, (s) => s.matches({ talk: 'idle' }));
    expect(actor.getSnapshot().context.conversation.id).toBe('c-earlier');
    expect(effects).toEqual([['unavailable']]);
  });

  it('renames a conversation: its title stays as questions come, and is stored', async () => {
    const { actor, effects } = await startChat({ loaded: TWO_KEPT });
    actor.send({ type: 'conversation.rename', conversationId: 'c-earlier', title: '  Units  ' });
    actor.send({ type: 'conversation.rename', conversationId: 'c-oldest', title: 'Old returns' });
    expect(listed(actor)).toEqual(['Units', 'Old returns']);
    expect(effects).toEqual([
      ['title', { conversationId: 'c-earlier', title: 'Units' }],
      ['title', { conversationId: 'c-oldest', title: 'Old returns' }],
    ]);
    await ask(actor, 'And week 7?');
    expect(saves(effects).at(-1)).toMatchObject({ title: 'Units', renamed: true });
    // A blank title, or a conversation not listed, is not renamed.
    for (const event of [
      { conversationId: 'c-earlier', title: ' \n ' },
      { conversationId: 'c-gone', title: 'x' },
    ]) {
      expect(actor.getSnapshot().can({ type: 'conversation.rename', ...event })).toBe(false);
    }
  });

  it('deletes another conversation from the list; deleting the current one starts a new one', async () => {
    const { actor, effects } = await startChat({ loaded: TWO_KEPT });
    actor.send({ type: 'conversation.delete', conversationId: 'c-oldest' });
    expect(listed(actor)).toEqual(['How many units did Elmstead sell?']);
    expect(actor.getSnapshot().context.conversation.id).toBe('c-earlier');
    actor.send({ type: 'conversation.delete', conversationId: 'c-earlier' });
    expect(listed(actor)).toEqual([]);
    expect(actor.getSnapshot().context.messages).toMatchObject([{ content: GREETING }]);
    expect(effects).toEqual([
      ['delete', { conversationId: 'c-oldest' }],
      ['delete', { conversationId: 'c-earlier' }],
      ['current', { agentId: 'documents', conversationId: null }],
    ]);
  });

  it('stays on the conversation while the agent replies or a document of it is processed', async () => {
    const { actor } = await startChat({ loaded: TWO_KEPT });
    const moves = [
      { type: 'conversation.new' },
      { type: 'conversation.open', conversationId: 'c-oldest' },
      { type: 'conversation.delete', conversationId: 'c-earlier' },
    ] as const;
    actor.send({ type: 'draft.change', text: 'Busy?' });
    actor.send({ type: 'message.send' });
    for (const move of moves) expect(actor.getSnapshot().can(move)).toBe(false);
    await vi.advanceTimersByTimeAsync(REPLY_DELAY_MS);
    actor.send({
      type: 'document.submitted',
      document: { documentId: 'd1', name: 'policy.pdf', sizeBytes: 9, classification: 'Public' },
    });
    for (const move of moves) expect(actor.getSnapshot().can(move)).toBe(false);
    actor.send({ type: 'document.processed', documentId: 'd1' });
    for (const move of moves) expect(actor.getSnapshot().can(move)).toBe(true);
  });

  it('a document left processing when the page closed reopens as failed, saying why', async () => {
    const interrupted: SavedConversation = {
      ...OLDEST,
      messages: [
        ...OLDEST.messages,
        {
          ...message('m3', 'user', 'Uploaded document: a.pdf (Classification: Public)'),
          attachment: {
            documentId: 'd1',
            name: 'a.pdf',
            sizeBytes: 9,
            classification: 'Public',
            status: 'processing',
          },
        },
      ],
    };
    const { actor } = await startChat({
      loaded: { conversations: [summaryOf(interrupted)], current: interrupted },
    });
    expect(actor.getSnapshot().context.messages.at(-1)?.attachment).toMatchObject({
      status: 'failed',
      detail: INTERRUPTED_PROCESSING,
    });
    expect(actor.getSnapshot().can({ type: 'conversation.new' })).toBe(true);
  });

  describe('narrowed to chosen documents', () => {
    const POLICY = { documentId: 'doc-1', name: 'policy.pdf' };
    const ROTA = { documentId: 'doc-2', name: 'rota.txt' };

    it('asks with the chosen documents; removing one, or widening, asks all again', async () => {
      const seen: RespondInput[] = [];
      const { actor, effects } = await startChat({
        respond: fromPromise<AgentReply, RespondInput>(async ({ input }) => {
          seen.push(input);
          return { text: 'Found it.' };
        }),
      });
      actor.send({ type: 'scope.add', document: POLICY });
      actor.send({ type: 'scope.add', document: ROTA });
      // Not yet worth keeping: narrowing alone keeps nothing.
      expect(effects).toEqual([]);
      expect(actor.getSnapshot().can({ type: 'scope.add', document: POLICY })).toBe(false);
      await ask(actor, 'Who opens on Monday?');
      expect(seen[0]?.scope).toEqual(['doc-1', 'doc-2']);
      expect(saves(effects).at(-1)?.scope).toEqual([POLICY, ROTA]);

      actor.send({ type: 'scope.remove', documentId: 'doc-1' });
      expect(saves(effects).at(-1)?.scope).toEqual([ROTA]);
      expect(actor.getSnapshot().can({ type: 'scope.remove', documentId: 'doc-1' })).toBe(false);
      await ask(actor, 'And on Tuesday?');
      expect(seen[1]?.scope).toEqual(['doc-2']);

      actor.send({ type: 'scope.clear' });
      expect(saves(effects).at(-1)?.scope).toEqual([]);
      expect(actor.getSnapshot().can({ type: 'scope.clear' })).toBe(false);
      await ask(actor, 'And on Sunday?');
      expect(seen[2]?.scope).toEqual([]);
    });

    it('the scope is the conversation’s: reopened with it, none in a new one or an old record', async () => {
      const { actor } = await startChat({
        loaded: TWO_KEPT,
        kept: [{ ...EARLIER, scope: [ROTA] }, OLDEST],
      });
      actor.send({ type: 'scope.add', document: POLICY });
      actor.send({ type: 'conversation.open', conversationId: 'c-oldest' });
      await waitFor(actor, (s) => s.matches({ talk: 'idle' }));
      // OLDEST was kept before questions could be narrowed.
      expect(actor.getSnapshot().context.scope).toEqual([]);
      actor.send({ type: 'conversation.open', conversationId: 'c-earlier' });
      await waitFor(actor, (s) => s.matches({ talk: 'idle' }));
      expect(actor.getSnapshot().context.scope).toEqual([ROTA]);
      actor.send({ type: 'conversation.new' });
      expect(actor.getSnapshot().context.scope).toEqual([]);
    });
  });
});
