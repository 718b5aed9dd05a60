import { notifications } from '@mantine/notifications';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SimulatedClock, type AnyMachineSnapshot } from 'xstate';
import { DocumentChat } from '../../src/features/document-chat/DocumentChat';
import { fileOf } from '@/test/files';
import { createDocumentLibrary } from '@/lib/documents/library';
import { extractInProcess } from '@/test/documents/in-process-extractor';
import { fileOf as textFile } from '@/test/documents/fixture-file';
import type { AgentId } from '@domain/agents';
import { CoverageRecorder, describePath, planPaths, type PathStep } from '@/test/machine-paths';
import { answerStep, settleableActor } from '@/test/settleable-actor';
import { openAgentChat, renderInApp, startTestApp, TEST_OWNER } from '@/test/system';
import type {
  ProcessDocumentInput,
  ProcessedDocument,
} from '../document-upload/document-upload.types';
import {
  noDuplicateKnown,
  UPLOAD_CONFIRM_DELAY_MS,
} from '../document-upload/document-upload.machine';
import { chatMachine, REPLY_DELAY_MS } from './chat.machine';
import type {
  AgentReply,
  ChatContext,
  ChatEvent,
  LoadedConversations,
  ReplyChoice,
  RespondInput,
  SavedConversation,
} from './chat.types';
import { EARLIER, NOTHING_KEPT, OLDEST, TWO_KEPT } from '@/test/chat/kept-conversations';
import { tableSubject } from '@/test/documents/table-subject';

/**
 * Every state and transition of the chat machine, driven through the rendered document chat.
 * Typing, sending and the conversation list are what a person does; the chat is the app
 * system's own (an agent page's), its responder, the document processing and reading the kept
 * conversations are effects the test settles by hand, and the system's delays run on a
 * SimulatedClock the test moves.
 */

const REPLY: AgentReply = { text: 'Returns are accepted within 30 days.' };
const CHOICE: ReplyChoice = {
  label: 'sheet Summer of sales.xlsx',
  subject: tableSubject({ documentId: 'doc-9', tableIndex: 1, column: 1 }),
};
/** A reply asking which reading was meant, with buttons. */
const CLARIFY: AgentReply = {
  text: 'That is in more than one table. Which one do you mean?',
  blocks: [{ kind: 'choices', choices: [CHOICE] }],
};
const DOCUMENT = {
  documentId: 'doc-1',
  name: 'notes.txt',
  sizeBytes: 2048,
  classification: 'Public',
} as const;

/** The one document in the library, which questions can be narrowed to. */
const SCOPED = { documentId: 'doc-scoped', name: 'rota.txt' } as const;

const FIXED_IDS = new Set([EARLIER.id, OLDEST.id]);

function offersChoice(context: ChatContext) {
  return context.messages.some((m) => m.blocks?.some((block) => block.kind === 'choices'));
}

function pendingDocument(context: ChatContext) {
  return context.messages.findIndex((m) => m.attachment?.status === 'processing');
}
/** Whether the document waiting to be processed was uploaded before the question being answered. */
function documentCameFirst(context: ChatContext) {
  let question = -1;
  context.messages.forEach((m, index) => {
    if (m.author === 'user' && !m.attachment) question = index;
  });
  const document = pendingDocument(context);
  return document >= 0 && document < question;
}

/** What makes two snapshots the same for the screen, conversations started here alike. */
function serializeState(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as ChatContext;
  const { id } = context.conversation;
  return JSON.stringify({
    value: snapshot.value,
    hasDraft: context.draft.trim() !== '',
    documentPending: pendingDocument(context) >= 0,
    choiceOffered: offersChoice(context),
    documentFirst: snapshot.matches({ talk: 'replying' }) && documentCameFirst(context),
    current: FIXED_IDS.has(id) ? id : context.messages.length > 1 ? 'begun here' : 'new',
    kept: context.conversations.filter((c) => FIXED_IDS.has(c.id)).map((c) => c.title),
    others: context.conversations.some((c) => !FIXED_IDS.has(c.id)),
    scope: context.scope.map((document) => document.documentId),
  });
}

const isListEvent = (type: string) =>
  type.startsWith('conversation.') || /\.actor\.(loadConversations|openConversation)$/.test(type);

/**
 * Three plans, whose paths together take every transition: talking (questions, choices,
 * documents) once an empty list is read, the list (reading it, opening, new, rename, delete)
 * with plain questions only, and narrowing questions to a document (below). Each alone keeps
 * the graph small: together, every list would be tried with every document and choice in
 * progress.
 */
const talkPlan = planPaths<ChatEvent>(chatMachine, {
  input: { agentId: 'documents' },
  events: [
    { type: 'draft.change', text: 'Where is the returns policy?' },
    { type: 'draft.change', text: '   ' },
    { type: 'document.submitted', document: DOCUMENT },
    { type: 'document.processed', documentId: 'doc-1' },
    { type: 'document.failed', documentId: 'doc-1', reason: 'Corrupt file.' },
    { type: 'xstate.done.actor.respond', output: REPLY },
    { type: 'xstate.done.actor.respond', output: CLARIFY },
    { type: 'choice.select', choice: CHOICE },
    { type: 'xstate.error.actor.respond', error: new Error('down') },
    { type: 'xstate.done.actor.loadConversations', output: NOTHING_KEPT },
  ],
  serializeState,
  filterEvents: (snapshot, event) => {
    const context = snapshot.context as ChatContext;
    const type: string = event.type;
    if (type === 'xstate.done.actor.loadConversations') return true;
    // Narrowing has a plan of its own.
    if (isListEvent(type) || type.startsWith('scope.')) return false;
    if (!snapshot.matches({ list: 'ready' })) return false;
    // A choice is a button in an earlier reply.
    if (event.type === 'choice.select') return offersChoice(context);
    // The attach button is disabled while a document is processed.
    if (event.type === 'document.submitted') return pendingDocument(context) < 0;
    // A document takes at least 1.5 s, a reply 1 s: a document uploaded after the question
    // cannot be ready while the agent still thinks about it.
    if (
      event.type === 'document.processed' &&
      snapshot.matches({ talk: { replying: 'thinking' } })
    ) {
      return documentCameFirst(context);
    }
    return true;
  },
});
const listPlan = planPaths<ChatEvent>(chatMachine, {
  input: { agentId: 'documents' },
  events: [
    { type: 'draft.change', text: 'Where is the returns policy?' },
    { type: 'xstate.done.actor.respond', output: REPLY },
    { type: 'xstate.done.actor.loadConversations', output: NOTHING_KEPT },
    { type: 'xstate.done.actor.loadConversations', output: TWO_KEPT },
    { type: 'xstate.error.actor.loadConversations', error: new Error('Storage is turned off.') },
    // Only the older kept conversation is opened, so the answer to opening is always it.
    { type: 'conversation.open', conversationId: OLDEST.id },
    { type: 'xstate.done.actor.openConversation', output: OLDEST },
    { type: 'xstate.error.actor.openConversation', error: new Error('No longer kept') },
    { type: 'conversation.rename', conversationId: EARLIER.id, title: 'Units' },
    { type: 'conversation.delete', conversationId: EARLIER.id },
    { type: 'conversation.delete', conversationId: OLDEST.id },
  ],
  serializeState,
  filterEvents: (_snapshot, event) => {
    const type: string = event.type;
    return (
      isListEvent(type) ||
      ['draft.change', 'message.send', 'xstate.done.actor.respond'].includes(type) ||
      type.startsWith('xstate.after.')
    );
  },
});
/** Narrowing questions to the document and widening them, before and after a question. */
const scopePlan = planPaths<ChatEvent>(chatMachine, {
  input: { agentId: 'documents' },
  events: [
    { type: 'draft.change', text: 'Who opens on Monday?' },
    { type: 'xstate.done.actor.respond', output: REPLY },
    { type: 'xstate.done.actor.loadConversations', output: NOTHING_KEPT },
    { type: 'scope.add', document: SCOPED },
    { type: 'scope.remove', documentId: SCOPED.documentId },
    { type: 'scope.clear' },
  ],
  serializeState,
  filterEvents: (snapshot, event) => {
    const type: string = event.type;
    if (type === 'xstate.done.actor.loadConversations') return true;
    return (
      snapshot.matches({ list: 'ready' }) &&
      (type.startsWith('scope.') ||
        ['draft.change', 'message.send', 'xstate.done.actor.respond'].includes(type) ||
        type.startsWith('xstate.after.'))
    );
  },
});
const plan = {
  ...talkPlan,
  paths: [...talkPlan.paths, ...listPlan.paths, ...scopePlan.paths],
};
const coverage = new CoverageRecorder(plan);

configure({ asyncUtilTimeout: 5000 });
afterEach(() => {
  act(() => {
    notifications.clean();
    notifications.cleanQueue();
  });
});

async function renderChat() {
  const clock = new SimulatedClock();
  const responder = settleableActor<AgentReply, RespondInput>();
  const processing = settleableActor<ProcessedDocument, ProcessDocumentInput>();
  const kept = {
    loadConversations: settleableActor<LoadedConversations, { agentId: AgentId }>(),
    openConversation: settleableActor<SavedConversation, { conversationId: string }>(),
  };
  const { app } = startTestApp({
    user: TEST_OWNER,
    clock,
    effects: {
      chat: {
        actors: {
          respond: responder.logic,
          loadConversations: kept.loadConversations.logic,
          openConversation: kept.openConversation.logic,
        },
      },
      upload: { actors: { processDocument: processing.logic, findDuplicate: noDuplicateKnown } },
    },
  });
  const chatRef = await openAgentChat(app, 'documents');
  const library = createDocumentLibrary({
    extract: extractInProcess,
    newDocumentId: () => SCOPED.documentId,
  });
  await library.addDocument(textFile('Kingsway opens at 8 on Mondays.', SCOPED.name), {
    user: TEST_OWNER,
    classification: 'Public',
  });
  const loadLibrary = async () => library;
  const rendered = renderInApp(<DocumentChat chatRef={chatRef} onBack={() => {}} />, {
    app,
    loadLibrary,
  });
  // The picker's documents arrive a moment after the first render.
  await act(() => loadLibrary());
  const timeline = { replyDueAt: 0, uploadDueAt: null as number | null };
  return { ...rendered, clock, responder, processing, kept, timeline };
}
type Rendered = Awaited<ReturnType<typeof renderChat>>;

const input = () => screen.getByPlaceholderText('Type your message here...');
const log = () => screen.getByRole('log');

async function advance(rendered: Rendered, ms: number) {
  await act(async () => rendered.clock.increment(Math.max(0, ms)));
}

/** Opens the Conversations drawer, does `act` in it, and closes it if it is still open. */
async function inConversations({ user }: Rendered, act: (drawer: HTMLElement) => Promise<void>) {
  await user.click(screen.getByRole('button', { name: 'Conversations' }));
  const drawer = await screen.findByRole('dialog', { name: 'Conversations' });
  await act(drawer);
  const open = screen.queryByRole('dialog', { name: 'Conversations' });
  if (open) await user.click(within(open).getByRole('button', { name: 'Close conversations' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Conversations' })).toBeNull());
}

/** Picks an action of a listed conversation's menu. */
async function conversationAction(
  rendered: Rendered,
  drawer: HTMLElement,
  title: string,
  action: string,
) {
  await rendered.user.click(within(drawer).getByRole('button', { name: `Actions for ${title}` }));
  await rendered.user.click(await screen.findByRole('menuitem', { name: action }));
}

const titleOf = (step: PathStep<ChatEvent>, conversationId: string) =>
  (step.from.context as ChatContext).conversations.find((c) => c.id === conversationId)!.title;

async function performConversationStep(rendered: Rendered, step: PathStep<ChatEvent>) {
  const { user } = rendered;
  const event = step.event;
  switch (event.type) {
    case 'conversation.new':
      return inConversations(rendered, (drawer) =>
        user.click(within(drawer).getByRole('button', { name: 'New conversation' })),
      );
    case 'conversation.open': {
      const title = titleOf(step, event.conversationId);
      return inConversations(rendered, (drawer) =>
        user.click(within(drawer).getByRole('button', { name: new RegExp(`^${title}`) })),
      );
    }
    case 'conversation.rename':
      return inConversations(rendered, async (drawer) => {
        const title = titleOf(step, event.conversationId);
        await conversationAction(rendered, drawer, title, 'Rename');
        const name = within(drawer).getByRole('textbox', { name: `New name for ${title}` });
        await user.clear(name);
        await user.type(name, `${event.title}{Enter}`);
      });
    case 'conversation.delete':
      return inConversations(rendered, async (drawer) => {
        await conversationAction(rendered, drawer, titleOf(step, event.conversationId), 'Delete');
        await user.click(within(drawer).getByRole('button', { name: 'Delete' }));
      });
  }
}

async function perform(rendered: Rendered, step: PathStep<ChatEvent>) {
  const { user, clock, timeline } = rendered;
  const event = step.event as ChatEvent | { type: string };
  if (event.type.startsWith('conversation.')) return performConversationStep(rendered, step);
  if (/\.(loadConversations|openConversation)$/.test(event.type)) {
    await answerStep(rendered.kept, event);
    return;
  }
  switch (event.type) {
    case 'draft.change':
      fireEvent.change(input(), { target: { value: (event as { text: string }).text } });
      return;
    case 'message.send':
      // A document being processed got a head start, as a person needs a moment to type.
      if (timeline.uploadDueAt !== null) await advance(rendered, 600);
      await user.type(input(), '{Enter}');
      timeline.replyDueAt = clock.now() + REPLY_DELAY_MS;
      return;
    case 'document.submitted':
      await user.upload(
        screen.getByLabelText('Choose a document to upload'),
        fileOf(DOCUMENT.name, DOCUMENT.sizeBytes),
      );
      await user.click(await screen.findByRole('button', { name: 'Upload Document' }));
      timeline.uploadDueAt = clock.now() + UPLOAD_CONFIRM_DELAY_MS;
      return;
    case 'document.processed':
      await act(async () => rendered.processing.resolve({ documentId: 'chosen by the machine' }));
      await advance(rendered, (timeline.uploadDueAt ?? 0) - clock.now());
      timeline.uploadDueAt = null;
      return;
    case 'document.failed':
      await act(async () => rendered.processing.reject(new Error('Corrupt file.')));
      timeline.uploadDueAt = null;
      return;
    case 'xstate.done.actor.respond':
      await act(async () =>
        rendered.responder.resolve((event as unknown as { output: AgentReply }).output),
      );
      return;
    case 'choice.select':
      await user.click(screen.getAllByRole('button', { name: CHOICE.label }).at(-1)!);
      timeline.replyDueAt = clock.now() + REPLY_DELAY_MS;
      return;
    case 'xstate.error.actor.respond':
      await act(async () => rendered.responder.reject(new Error('down')));
      return;
    case 'scope.add':
      await user.click(screen.getByRole('button', { name: 'Choose files to ask about' }));
      await user.click(await screen.findByRole('menuitem', { name: SCOPED.name }));
      return;
    case 'scope.remove':
      await user.click(screen.getByRole('button', { name: `Stop asking about ${SCOPED.name}` }));
      return;
    case 'scope.clear':
      await user.click(screen.getByRole('button', { name: 'Search all documents' }));
      return;
    default:
      if (event.type.startsWith('xstate.after.replyDelay')) {
        await advance(rendered, timeline.replyDueAt - clock.now());
        return;
      }
      throw new Error(`No way to send ${event.type} through the UI`);
  }
}

/** The screen agrees with the snapshot: every message in order, the input, typing, uploads. */
async function expectScreen(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as ChatContext;
  await waitFor(() =>
    expect(within(log()).getAllByRole('article')).toHaveLength(context.messages.length),
  );
  const shown = within(log()).getAllByRole('article');
  context.messages.forEach((message, index) => {
    expect(shown[index]).toHaveTextContent(message.content);
    expect(shown[index]).toHaveAccessibleName(
      message.author === 'user' ? 'You' : 'Chat to Documents',
    );
  });
  // Busy while the kept conversations are read or another one opens.
  const busy = snapshot.hasTag('restoring') || snapshot.hasTag('loading');
  expect(log()).toHaveAttribute('aria-busy', String(busy));
  expect(input()).toHaveValue(context.draft);
  const send = screen.getByRole('button', { name: 'Send message' });
  if (snapshot.can({ type: 'message.send' })) expect(send).toBeEnabled();
  else expect(send).toBeDisabled();
  for (const choice of screen.queryAllByRole('button', { name: CHOICE.label })) {
    if (snapshot.can({ type: 'choice.select', choice: CHOICE })) expect(choice).toBeEnabled();
    else expect(choice).toBeDisabled();
  }
  const typing = screen.queryByText('Chat to Documents is typing…');
  if (snapshot.hasTag('typing')) expect(typing).toBeInTheDocument();
  else expect(typing).not.toBeInTheDocument();
  const processing = screen.queryByText('Processing…');
  if (pendingDocument(context) >= 0) expect(processing).toBeInTheDocument();
  else expect(processing).not.toBeInTheDocument();
  const chips = screen.queryByRole('group', { name: 'Asking only about' });
  if (context.scope.length === 0) expect(chips).toBeNull();
  else for (const { name } of context.scope) expect(chips).toHaveTextContent(name);
}

/** The conversation list agrees with the snapshot: every kept one, the last used first. */
async function expectList(rendered: Rendered, snapshot: AnyMachineSnapshot) {
  const { conversations } = snapshot.context as ChatContext;
  await inConversations(rendered, async (drawer) => {
    if (!snapshot.matches({ list: 'ready' })) {
      expect(within(drawer).getByText('Loading conversations…')).toBeInTheDocument();
      return;
    }
    if (conversations.length === 0) {
      expect(within(drawer).getByText(/No conversations yet/)).toBeInTheDocument();
      return;
    }
    const items = within(within(drawer).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByRole('button')[0]!.textContent)).toEqual(
      conversations.map((c) =>
        expect.stringMatching(new RegExp(`^${c.title.replace('?', '\\?')}`)),
      ),
    );
  });
}

/** Steps after which the list is looked at (the drawer is opened for it). */
const changesList = (step: PathStep<ChatEvent>) =>
  /^(conversation\.|xstate\.(done|error)\.actor\.(loadConversations|openConversation))/.test(
    step.event.type,
  );

describe('chat machine, driven through the document chat', () => {
  it.each(plan.paths.map((path) => [describePath(path), path] as const))(
    '%s',
    async (_name, path) => {
      const rendered = await renderChat();
      await expectScreen(path[0]!.from);
      coverage.visit(path[0]!.from);
      for (const step of path) {
        await perform(rendered, step);
        if (step.event.type === 'document.submitted') {
          // The machine under test chose its own id: follow it.
          await waitFor(() => expect(screen.getByText('Processing…')).toBeInTheDocument());
        }
        await expectScreen(step.to);
        if (changesList(step)) await expectList(rendered, step.to);
        coverage.walk(step);
      }
    },
  );

  it('covers every state and every transition', () => {
    const { missingStates, missingTransitions } = coverage.report('chat');
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });
});
