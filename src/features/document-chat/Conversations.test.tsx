import { notifications } from '@mantine/notifications';
import { act, cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import { fromPromise, SimulatedClock } from 'xstate';
import { REPLY_DELAY_MS } from '@machines/chat/chat.machine';
import type { AgentReply, RespondInput } from '@machines/chat/chat.types';
import type { SessionUser } from '@machines/session/session.types';
import { AGENT_CONVERSATIONS } from '@domain/agent-conversations';
import { memoryConversationStore } from '@/lib/conversations/conversation-store';
import { createDocumentLibrary } from '@/lib/documents/library';
import { ask, renderDocumentChat } from '@/test/documents/document-chat';
import { fixtureFile } from '@/test/documents/fixture-file';
import { extractInProcess } from '@/test/documents/in-process-extractor';
import {
  openAgentChat,
  renderInApp,
  startTestApp,
  TEST_ASSOCIATE,
  TEST_OWNER,
} from '@/test/system';
import { DocumentChat } from './DocumentChat';

/** The document chat's conversations: kept for the account, listed, switched, renamed, deleted. */

configure({ asyncUtilTimeout: 8000 });
afterEach(() => {
  act(() => {
    notifications.clean();
    notifications.cleanQueue();
  });
  vi.restoreAllMocks();
});

const GREETING = AGENT_CONVERSATIONS.documents.greeting;

/** An answer with its sources, as the documents agent gives one. */
const ANSWER: AgentReply = {
  text: 'Returns are accepted within 30 days.',
  answer: {
    text: '30 days',
    citations: [
      {
        documentId: 'doc-1',
        documentName: 'returns-policy.pdf',
        location: 'page 4',
        classification: 'Confidential',
      },
    ],
  },
};

/**
 * The documents chat in an app system of its own, answering every question with ANSWER and
 * keeping conversations in `store` (one store for several renders: a browser across reloads).
 */
async function renderChat(store = memoryConversationStore(), user: SessionUser = TEST_OWNER) {
  const clock = new SimulatedClock();
  const { app } = startTestApp({
    user,
    clock,
    openConversations: async () => store,
    effects: {
      chat: { actors: { respond: fromPromise<AgentReply, RespondInput>(async () => ANSWER) } },
    },
  });
  const chatRef = await openAgentChat(app, 'documents');
  const rendered = renderInApp(<DocumentChat chatRef={chatRef} onBack={() => {}} />, { app });
  const { user: person } = rendered;
  /** Sends a question and waits for its answer. */
  const askQuestion = async (question: string) => {
    const before = messages().length;
    await person.click(screen.getByPlaceholderText('Type your message here...'));
    await person.paste(question);
    await person.keyboard('{Enter}');
    await waitFor(() => expect(messages()).toHaveLength(before + 1));
    act(() => clock.increment(REPLY_DELAY_MS));
    await waitFor(() => expect(messages()).toHaveLength(before + 2));
  };
  return { ...rendered, store, askQuestion };
}

const messages = () => within(screen.getByRole('log')).getAllByRole('article');
const texts = () => messages().map((message) => message.textContent);

async function openConversations(user: Awaited<ReturnType<typeof renderChat>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Conversations' }));
  return screen.findByRole('dialog', { name: 'Conversations' });
}

const listed = (drawer: HTMLElement) =>
  within(within(drawer).getByRole('list', { name: 'Your conversations' }))
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('button')[0]!.textContent);

describe('conversations in the document chat', () => {
  it('keep the conversation over a reload, titled after its first question and last used now', async () => {
    const first = await renderChat();
    await first.askQuestion('How long do customers have to return items?');
    const before = texts();
    cleanup();

    const { user } = await renderChat(first.store);
    await waitFor(() => expect(texts()).toEqual(before));
    const drawer = await openConversations(user);
    const item = within(drawer).getByRole('button', {
      name: /^How long do customers have to return items\?/,
    });
    expect(item).toHaveAttribute('aria-current', 'true');
    expect(item).toHaveTextContent(/Last used Today, /);
  });

  it('start a new conversation, switch back, rename and delete (after a confirmation)', async () => {
    const { user, askQuestion } = await renderChat();
    let drawer = await openConversations(user);
    expect(within(drawer).getByText(/No conversations yet/)).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'New conversation' })).toBeDisabled();
    await user.click(within(drawer).getByRole('button', { name: 'Close conversations' }));

    await askQuestion('First topic');
    drawer = await openConversations(user);
    await user.click(within(drawer).getByRole('button', { name: 'New conversation' }));
    await waitFor(() => expect(texts()).toHaveLength(1));
    expect(messages()[0]).toHaveTextContent(GREETING);
    await askQuestion('Second topic');

    drawer = await openConversations(user);
    expect(listed(drawer)).toEqual([
      expect.stringMatching(/^Second topic/),
      expect.stringMatching(/^First topic/),
    ]);
    await user.click(within(drawer).getByRole('button', { name: /^First topic/ }));
    await waitFor(() => expect(texts()[1]).toContain('First topic'));
    expect(texts()).toHaveLength(3);

    drawer = await openConversations(user);
    await user.click(within(drawer).getByRole('button', { name: 'Actions for Second topic' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const name = within(drawer).getByRole('textbox', { name: 'New name for Second topic' });
    await user.clear(name);
    await user.type(name, 'Stock counts{Enter}');
    expect(listed(drawer)[0]).toMatch(/^Stock counts/);

    await user.click(within(drawer).getByRole('button', { name: 'Actions for Stock counts' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirmation = within(drawer).getByRole('group', { name: 'Delete Stock counts?' });
    await user.click(within(confirmation).getByRole('button', { name: 'Keep' }));
    expect(listed(drawer)).toHaveLength(2);
    await user.click(within(drawer).getByRole('button', { name: 'Actions for Stock counts' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(within(drawer).getByRole('button', { name: 'Delete' }));
    expect(listed(drawer)).toEqual([expect.stringMatching(/^First topic/)]);
  });

  it('another account on the same browser sees none of them', async () => {
    const owner = await renderChat();
    await owner.askQuestion('Private matter');
    cleanup();

    const { user } = await renderChat(owner.store, TEST_ASSOCIATE);
    const drawer = await openConversations(user);
    expect(within(drawer).getByText(/No conversations yet/)).toBeInTheDocument();
    expect(texts()).toEqual([expect.stringContaining(GREETING)]);
  });

  it('copy an answer as Markdown with its sources: file, page and level', async () => {
    const { user, askQuestion } = await renderChat();
    // The greeting is no answer: nothing to copy yet.
    expect(screen.queryByRole('button', { name: 'Copy answer' })).not.toBeInTheDocument();
    await askQuestion('How long are returns?');
    await user.click(within(messages().at(-1)!).getByRole('button', { name: 'Copy answer' }));
    expect(await screen.findByRole('button', { name: 'Answer copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(
      [
        '**30 days**',
        'Returns are accepted within 30 days.',
        'Sources:\n- returns-policy.pdf, page 4 · Confidential',
      ].join('\n\n'),
    );
  });

  it('export the conversation on screen as Markdown and as JSON', async () => {
    const files: Blob[] = [];
    const objectUrl = vi.fn((blob: Blob) => {
      files.push(blob);
      return `blob:${files.length}`;
    });
    const { createObjectURL, revokeObjectURL } = URL;
    Object.assign(URL, { createObjectURL: objectUrl, revokeObjectURL: vi.fn() });
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    const { user, askQuestion } = await renderChat();
    await askQuestion('How long are returns?');
    const drawer = await openConversations(user);
    for (const format of ['Markdown (.md)', 'JSON (.json)']) {
      await user.click(within(drawer).getByRole('button', { name: 'Export' }));
      await user.click(await screen.findByRole('menuitem', { name: format }));
    }
    expect(clicked).toEqual(['how-long-are-returns.md', 'how-long-are-returns.json']);
    const markdown = await files[0]!.text();
    expect(markdown).toMatch(/^# How long are returns\?\n\n### Chat to Documents · /);
    expect(markdown).toContain('### You · ');
    expect(markdown).toContain('- returns-policy.pdf, page 4 · Confidential');
    const json = JSON.parse(await files[1]!.text());
    expect(json).toMatchObject({
      format: 'retail-ops-ai/conversation',
      title: 'How long are returns?',
      agent: 'Chat to Documents',
    });
    expect(json.messages.at(-1).answer.citations[0]).toMatchObject({
      documentName: 'returns-policy.pdf',
      location: 'page 4',
      classification: 'Confidential',
    });
  });
});

describe('a reopened conversation with the documents library', () => {
  it("still opens an answer's source, and says plainly when it was removed since", async () => {
    const library = createDocumentLibrary({ extract: extractInProcess });
    await library.addDocument(await fixtureFile('store-visit-notes.txt'), {
      user: TEST_OWNER,
      classification: 'Public',
    });
    const store = memoryConversationStore();
    const first = await renderDocumentChat(library, TEST_OWNER, {
      openConversations: async () => store,
    });
    await ask(first.user, 'Why was ice cream short at Harbour Point?');
    cleanup();

    const { user } = await renderDocumentChat(library, TEST_OWNER, {
      openConversations: async () => store,
    });
    const control = (
      await screen.findAllByRole('button', { name: /^Open source: store-visit-notes\.txt/ })
    )[0]!;
    await user.click(control);
    const viewer = await screen.findByRole('dialog', { name: /^store-visit-notes\.txt/ });
    expect(await within(viewer).findByRole('list')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await act(async () => {
      await library.removeDocument(library.listDocuments(TEST_OWNER)[0]!.id, TEST_OWNER);
    });
    await user.click(control);
    const reopened = await screen.findByRole('dialog', { name: /^store-visit-notes\.txt/ });
    expect(await within(reopened).findByRole('alert')).toHaveTextContent(
      'This document is no longer in the library.',
    );
  });
});
