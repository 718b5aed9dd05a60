import { notifications, notificationsStore } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPromise, SimulatedClock, type PromiseActorLogic } from 'xstate';
import { createCannedResponder } from '@machines/chat/canned-responder';
import { REPLY_DELAY_MS } from '@machines/chat/chat.machine';
import {
  noDuplicateKnown,
  UPLOAD_CONFIRM_DELAY_MS,
} from '@machines/document-upload/document-upload.machine';
import type { DuplicateMatch } from '@domain/duplicates';
import type {
  FindDuplicateInput,
  ProcessDocumentInput,
  ProcessedDocument,
} from '@machines/document-upload/document-upload.types';
import { findAgent } from '@domain/agents';
import { AGENT_CONVERSATIONS } from '@domain/agent-conversations';
import { MAX_UPLOAD_BYTES } from '@domain/upload-rules';
import { dropFiles, fileOf } from '@/test/files';
import { chooseOption, selectInput } from '@/test/select';
import { openAgentChat, renderInApp, startTestApp, TEST_OWNER } from '@/test/system';
import { DocumentChat } from './DocumentChat';

afterEach(() => {
  act(() => {
    notifications.clean();
    notifications.cleanQueue();
  });
});

type ProcessDocumentLogic = PromiseActorLogic<ProcessedDocument, ProcessDocumentInput>;

const indexed = (detail: string): ProcessDocumentLogic =>
  fromPromise<ProcessedDocument, ProcessDocumentInput>(async ({ input }) => ({
    documentId: input.document.documentId,
    detail,
  }));

/** The documents agent's chat in the app system: canned replies, a faked engine, a test clock. */
async function renderChat(
  processDocument: ProcessDocumentLogic = indexed('I indexed 3 paragraphs, 1 passage.'),
  findDuplicate = noDuplicateKnown,
) {
  const onBack = vi.fn();
  const clock = new SimulatedClock();
  const { app } = startTestApp({
    user: TEST_OWNER,
    clock,
    effects: {
      chat: { actors: { respond: createCannedResponder(() => 0) } },
      upload: { actors: { processDocument, findDuplicate } },
    },
  });
  const chatRef = await openAgentChat(app, 'documents');
  const result = renderInApp(<DocumentChat chatRef={chatRef} onBack={onBack} />, { app });
  // The picker's accept list must not filter files: the chat itself refuses the wrong types.
  const user = userEvent.setup({ delay: null, applyAccept: false });
  return { ...result, user, onBack, app, clock };
}

const log = () => screen.getByRole('log');
const messages = () => within(log()).getAllByRole('article');
const picker = () => screen.getByLabelText('Choose a document to upload');
const advance = (clock: SimulatedClock, ms: number) => act(async () => clock.increment(ms));

async function chooseClassification(user: ReturnType<typeof userEvent.setup>, level: string) {
  await chooseOption(user, screen.getByPlaceholderText('Choose classification level'), level);
}

describe('DocumentChat', () => {
  it('greets, sends on Enter, shows the agent typing and its reply about 1 s later', async () => {
    const { user, onBack, clock } = await renderChat();
    const agent = findAgent('documents');
    expect(screen.getByRole('heading', { level: 1, name: agent.title })).toBeInTheDocument();
    expect(within(log()).getByText(AGENT_CONVERSATIONS[agent.id].greeting)).toBeInTheDocument();
    const input = screen.getByPlaceholderText('Type your message here...');
    await user.type(input, 'Where is the returns policy?{Enter}');
    expect(input).toHaveValue('');
    expect(messages().at(-1)).toHaveTextContent('Where is the returns policy?');
    expect(messages().at(-1)).toHaveAccessibleName('You');
    expect(screen.getByText('Chat to Documents is typing…')).toBeInTheDocument();
    await advance(clock, REPLY_DELAY_MS);
    await waitFor(() =>
      expect(messages().at(-1)).toHaveTextContent(AGENT_CONVERSATIONS[agent.id].sampleReplies[0]),
    );
    await user.click(screen.getByRole('button', { name: 'Back to Dashboard' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('chooses a classification level by typing its first letters', async () => {
    const { user } = await renderChat();
    await user.upload(picker(), fileOf('returns.txt', 100));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Document' });
    const select = within(dialog).getByPlaceholderText('Choose classification level');
    await waitFor(() => expect(select).toHaveFocus());
    await user.keyboard('co');
    expect(select).toHaveValue('Confidential');
  });

  it('uploads a picked file with its classification, then confirms it after 1.5 s', async () => {
    const { user, clock } = await renderChat();
    await user.upload(picker(), fileOf('Store Policy.TXT', 12_345));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Document' });
    expect(
      within(dialog).getByText('Choose a classification level for your document'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Store Policy.TXT')).toBeInTheDocument();
    expect(within(dialog).getByText('12 kB')).toBeInTheDocument();
    expect(within(dialog).getByPlaceholderText('Choose classification level')).toHaveValue(
      'Public',
    );
    expect(
      within(dialog).getByText('This determines who can access and search this document'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByPlaceholderText('Choose classification level')).toHaveFocus(),
    );
    await chooseClassification(user, 'Confidential');
    await user.click(within(dialog).getByRole('button', { name: 'Upload Document' }));

    expect(messages().at(-1)).toHaveTextContent(
      'Uploaded document: Store Policy.TXT (Classification: Confidential)',
    );
    expect(screen.queryByText('Document Uploaded Successfully')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Attach document' })).toBeDisabled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await advance(clock, UPLOAD_CONFIRM_DELAY_MS);
    await waitFor(() =>
      expect(messages().at(-1)).toHaveTextContent(
        'I\'ve received "Store Policy.TXT". It has been processed and is ready for chat. I indexed 3 paragraphs, 1 passage.',
      ),
    );
    expect(await screen.findByText('Document Uploaded Successfully')).toBeInTheDocument();
    expect(
      screen.getByText('Store Policy.TXT has been processed and is ready for chat.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Attach document' })).toBeEnabled();
  });

  it('Cancel closes the dialog and adds nothing', async () => {
    const { user, clock } = await renderChat();
    await user.upload(picker(), fileOf('notes.pdf'));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Document' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await advance(clock, UPLOAD_CONFIRM_DELAY_MS * 2);
    expect(messages()).toHaveLength(1);
  });

  it('accepts a document dropped onto the chat', async () => {
    await renderChat();
    await dropFiles([fileOf('sales.XLSX', 3 * 1024 * 1024)]);
    const dialog = await screen.findByRole('dialog', { name: 'Upload Document' });
    expect(within(dialog).getByText('sales.XLSX')).toBeInTheDocument();
    expect(within(dialog).getByText('3 MB')).toBeInTheDocument();
  });

  it.each([
    ['picked', 'photo.gif'],
    ['dropped', 'script.js'],
  ])('refuses a %s file of another type with the destructive toast', async (how, name) => {
    const { user } = await renderChat();
    if (how === 'picked') await user.upload(picker(), fileOf(name));
    else await dropFiles([fileOf(name)]);
    expect(await screen.findByText('Invalid File Type')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Please upload only PDF, TXT, CSV, PPT, DOC, XLS, PNG, JPEG, or WebP files.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(messages()).toHaveLength(1);
  });

  it.each([
    ['an empty file', fileOf('empty.txt', 0), 'Empty File', 'empty.txt is empty.'],
    [
      'a file over 25 MB',
      fileOf('huge.pdf', MAX_UPLOAD_BYTES + 1),
      'File Too Large',
      'huge.pdf is larger than 25 MB.',
    ],
  ])('refuses %s with its own toast', async (_what, file, title, message) => {
    const { user } = await renderChat();
    await user.upload(picker(), file);
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(message.replace('.', '\\.')))).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes several dropped documents: each its own level, message and result; one toast sums up', async () => {
    const processDocument = fromPromise<ProcessedDocument, ProcessDocumentInput>(
      async ({ input }) => {
        if (input.file.name === 'bad.docx') throw new Error('The file is corrupt.');
        return { documentId: input.document.documentId, detail: 'I indexed 1 passage.' };
      },
    );
    const { user, clock } = await renderChat(processDocument);
    await dropFiles([fileOf('a.txt', 1024), fileOf('bad.docx', 2048), fileOf('c.md', 3072)]);
    const dialog = await screen.findByRole('dialog', { name: 'Upload Documents' });
    const items = within(dialog).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('a.txt1 kB'),
      expect.stringContaining('bad.docx2 kB'),
      expect.stringContaining('c.md3 kB'),
    ]);
    await chooseClassification(user, 'Private');
    const own = selectInput('Classification of c.md');
    expect(own).toHaveValue('Private');
    await chooseOption(user, own, 'Public');
    await user.click(within(dialog).getByRole('button', { name: 'Upload 3 Documents' }));

    expect(
      messages()
        .slice(-3)
        .map((m) => m.textContent),
    ).toEqual([
      expect.stringContaining('Uploaded document: a.txt (Classification: Private)'),
      expect.stringContaining('Uploaded document: bad.docx (Classification: Private)'),
      expect.stringContaining('Uploaded document: c.md (Classification: Public)'),
    ]);
    expect(await screen.findByRole('status', { name: 'Processing a.txt' })).toHaveTextContent(
      '(2 more files waiting)',
    );
    await advance(clock, UPLOAD_CONFIRM_DELAY_MS);
    await waitFor(() => expect(messages().at(-1)).toHaveTextContent(`I've received "c.md"`));
    const texts = messages().map((m) => m.textContent);
    expect(texts).toContainEqual(expect.stringContaining(`I've received "a.txt"`));
    expect(texts).toContainEqual(expect.stringContaining(`I couldn't process "bad.docx"`));
    expect(await screen.findByText('2 of 3 Documents Uploaded')).toBeInTheDocument();
    expect(
      screen.getByText('Ready for chat: a.txt, c.md. Could not be processed: bad.docx.'),
    ).toBeInTheDocument();
  });

  it("offers a new version of someone else's document only to keep both", async () => {
    const names: string[] = [];
    const { user } = await renderChat(
      fromPromise<ProcessedDocument, ProcessDocumentInput>(async ({ input }) => {
        names.push(input.file.name);
        return { documentId: input.document.documentId };
      }),
      fromPromise<DuplicateMatch | null, FindDuplicateInput>(async () => ({
        kind: 'same-name',
        documentId: 'lib-1',
        name: 'rota.txt',
        replaceable: false,
        keepBothName: 'rota (2).txt',
      })),
    );
    await user.upload(picker(), fileOf('rota.txt', 100));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Upload Document' })).getByRole('button', {
        name: 'Upload Document',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'A Document With This Name Exists' });
    expect(dialog).toHaveTextContent(
      'rota.txt is already in the documents, with other content. Only whoever uploaded it can replace it.',
    );
    expect(within(dialog).queryByRole('button', { name: /Replace/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep both (as rota (2).txt)' }));
    await waitFor(() => expect(names).toEqual(['rota (2).txt']));
  });

  it('refuses what the rules refuse among several files, and asks about the rest', async () => {
    await renderChat();
    await dropFiles([fileOf('animation.gif'), fileOf('notes.txt')]);
    expect(await screen.findByText('Invalid File Type')).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Upload Document' });
    expect(within(dialog).getByText('notes.txt')).toBeInTheDocument();
    expect(within(dialog).queryByText('animation.gif')).not.toBeInTheDocument();
  });

  it('shows hostile file names as text, wrapped', async () => {
    const { user, container } = await renderChat();
    const name = '<img src=x onerror="window.__pwned = true">' + 'long'.repeat(60) + '.txt';
    await user.upload(picker(), fileOf(name));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Document' });
    expect(within(dialog).getByText(name)).toHaveClass('wrap-anywhere');
    await user.click(within(dialog).getByRole('button', { name: 'Upload Document' }));
    await waitFor(() => expect(messages().at(-1)).toHaveTextContent(`Uploaded document: ${name}`));
    expect(container.querySelector('img')).toBeNull();
    expect(document.querySelector('img')).toBeNull();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('says why processing failed, in the chat and in a toast', async () => {
    const { user } = await renderChat(
      fromPromise<ProcessedDocument, ProcessDocumentInput>(async () => {
        throw new Error('The file is not a valid PDF.');
      }),
    );
    await user.upload(picker(), fileOf('broken.pdf'));
    await user.click(await screen.findByRole('button', { name: 'Upload Document' }));
    expect(await screen.findByText('Document Upload Failed')).toBeInTheDocument();
    expect(messages().at(-1)).toHaveTextContent(
      'I couldn\'t process "broken.pdf": The file is not a valid PDF.',
    );
    expect(within(messages().at(-2)!).getByText('Failed')).toBeInTheDocument();
  });

  it('closing the chat during processing drops the confirmation quietly', async () => {
    const errors = vi.spyOn(console, 'error');
    onTestFinished(() => errors.mockRestore());
    const { user, unmount, app, clock } = await renderChat();
    await user.upload(picker(), fileOf('notes.csv'));
    await user.click(await screen.findByRole('button', { name: 'Upload Document' }));
    // Leaving the agent's page: the view goes, and the router closes the page's chat.
    unmount();
    app.send({ type: 'agentPage.close', agentId: 'documents' });
    await advance(clock, UPLOAD_CONFIRM_DELAY_MS * 2);
    expect(screen.queryByText('Document Uploaded Successfully')).not.toBeInTheDocument();
    expect(notificationsStore.getState().notifications).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });
});
