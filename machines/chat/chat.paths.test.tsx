import { notifications } from '@mantine/notifications';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SimulatedClock, type AnyMachineSnapshot } from 'xstate';
import { DocumentChat } from '../../src/features/document-chat/DocumentChat';
import { fileOf } from '@/test/files';
import { CoverageRecorder, describePath, planPaths, type PathStep } from '@/test/machine-paths';
import { settleableActor } from '@/test/settleable-actor';
import { openAgentChat, renderInApp, startTestApp, TEST_OWNER } from '@/test/system';
import type {
  ProcessDocumentInput,
  ProcessedDocument,
} from '../document-upload/document-upload.types';
import { UPLOAD_CONFIRM_DELAY_MS } from '../document-upload/document-upload.machine';
import { chatMachine, REPLY_DELAY_MS } from './chat.machine';
import type { AgentReply, ChatContext, ChatEvent, ReplyChoice, RespondInput } from './chat.types';
import { tableSubject } from '@/test/documents/table-subject';

/**
 * Every state and transition of the chat machine, driven through the rendered document chat.
 * Typing and sending are what a person does; the chat is the app system's own (an agent page's),
 * its responder and the document processing are effects the test settles by hand, and the
 * system's delays run on a SimulatedClock the test moves.
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

const plan = planPaths<ChatEvent>(chatMachine, {
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
  ],
  serializeState: (snapshot) => {
    const context = snapshot.context as ChatContext;
    return JSON.stringify({
      value: snapshot.value,
      hasDraft: context.draft.trim() !== '',
      documentPending: pendingDocument(context) >= 0,
      choiceOffered: offersChoice(context),
      documentFirst: snapshot.matches('replying') && documentCameFirst(context),
    });
  },
  filterEvents: (snapshot, event) => {
    const context = snapshot.context as ChatContext;
    // A choice is a button in an earlier reply.
    if (event.type === 'choice.select') return offersChoice(context);
    // The attach button is disabled while a document is processed.
    if (event.type === 'document.submitted') return pendingDocument(context) < 0;
    // A document takes at least 1.5 s, a reply 1 s: a document uploaded after the question
    // cannot be ready while the agent still thinks about it.
    if (event.type === 'document.processed' && snapshot.matches({ replying: 'thinking' })) {
      return documentCameFirst(context);
    }
    return true;
  },
});
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
  const { app } = startTestApp({
    user: TEST_OWNER,
    clock,
    effects: {
      chat: { actors: { respond: responder.logic } },
      upload: { actors: { processDocument: processing.logic } },
    },
  });
  const chatRef = await openAgentChat(app, 'documents');
  const rendered = renderInApp(<DocumentChat chatRef={chatRef} onBack={() => {}} />, { app });
  const timeline = { replyDueAt: 0, uploadDueAt: null as number | null };
  return { ...rendered, clock, responder, processing, timeline };
}
type Rendered = Awaited<ReturnType<typeof renderChat>>;

const input = () => screen.getByPlaceholderText('Type your message here...');
const log = () => screen.getByRole('log');

async function advance(rendered: Rendered, ms: number) {
  await act(async () => rendered.clock.increment(Math.max(0, ms)));
}

async function perform(rendered: Rendered, step: PathStep<ChatEvent>) {
  const { user, clock, timeline } = rendered;
  const event = step.event as ChatEvent | { type: string };
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
}

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
