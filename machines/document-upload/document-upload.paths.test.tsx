import { notifications } from '@mantine/notifications';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { SimulatedClock, type AnyMachineSnapshot } from 'xstate';
import { DocumentChat } from '../../src/features/document-chat/DocumentChat';
import { dropFiles, fileOf } from '@/test/files';
import { chooseOption, selectInput } from '@/test/select';
import { CoverageRecorder, describePath, planPaths, type PathStep } from '@/test/machine-paths';
import { answerStep, settleableActor } from '@/test/settleable-actor';
import { openAgentChat, renderInApp, startTestApp, TEST_OWNER } from '@/test/system';
import { CLASSIFICATION_LEVELS } from '@domain/classification';
import { formatBytes } from '@domain/byte-size';
import { MAX_UPLOAD_BYTES } from '@domain/upload-rules';
import { uploadSummary, type UploadResult } from '@domain/upload-summary';
import { createCannedResponder } from '../chat/canned-responder';
import {
  documentUploadMachine,
  UPLOAD_CANCELLED_REASON,
  UPLOAD_CONFIRM_DELAY_MS,
} from './document-upload.machine';
import type { DuplicateMatch } from '@domain/duplicates';
import type {
  DocumentUploadContext,
  DocumentUploadEvent,
  FindDuplicateInput,
  ProcessDocumentInput,
  ProcessedDocument,
} from './document-upload.types';

/**
 * Every state and transition of the upload machine, driven through the rendered document chat:
 * files are picked or dropped, the dialog is answered with clicks, processing is an actor the
 * test settles by hand and the minimum wait runs on a SimulatedClock.
 */

const FILES = {
  valid: fileOf('Store Policy.TXT', 12_345),
  unsupported: fileOf('photo.gif'),
  empty: fileOf('empty.csv', 0),
  tooLarge: fileOf('huge.pdf', MAX_UPLOAD_BYTES + 1),
  second: fileOf('second.docx'),
};
const DUPLICATE: DuplicateMatch = {
  kind: 'same-content',
  documentId: 'lib-1',
  name: 'Policy.txt',
  replaceable: true,
  keepBothName: 'Store Policy (2).TXT',
};
const REFUSALS: Record<string, string> = {
  'photo.gif': 'Invalid File Type',
  'empty.csv': 'Empty File',
  'huge.pdf': 'File Too Large',
};

/**
 * The machine as the planner sees it: alone, without the chat it reports to (the reports are
 * sendParent actions, which need a parent). The states and transitions are the machine's own.
 */
const unattached = documentUploadMachine.provide({
  actions: {
    reportSubmitted: () => {},
    reportProcessed: () => {},
    reportFailed: () => {},
    reportCancelled: () => {},
  },
});

const plan = planPaths<DocumentUploadEvent>(unattached, {
  events: [
    { type: 'files.select', files: [FILES.valid] },
    { type: 'files.select', files: [FILES.unsupported] },
    { type: 'files.select', files: [FILES.empty] },
    { type: 'files.select', files: [FILES.tooLarge] },
    { type: 'files.select', files: [FILES.valid, FILES.second] },
    { type: 'files.select', files: [FILES.unsupported, FILES.second] },
    { type: 'file.classification.change', index: 1, classification: 'Private' },
    ...CLASSIFICATION_LEVELS.map((classification) => ({
      type: 'classification.change' as const,
      classification,
    })),
    { type: 'processing.progress', progress: { stage: 'extracting', percent: 40 } },
    { type: 'xstate.done.actor.processDocument', output: { documentId: 'doc' } },
    { type: 'xstate.error.actor.processDocument', error: new Error('The file is corrupt.') },
    { type: 'xstate.done.actor.findDuplicate', output: null },
    { type: 'xstate.done.actor.findDuplicate', output: DUPLICATE },
    { type: 'xstate.error.actor.findDuplicate', error: new Error('Storage is unavailable.') },
  ],
  // How many files are chosen and whether more wait: one file and several show differently.
  serializeState: ({ value, context }) => {
    const { chosen, queue } = context as DocumentUploadContext;
    return JSON.stringify([value, Math.min(chosen.length, 2), queue.length > 0]);
  },
  filterEvents: (snapshot, event) => {
    const { chosen } = snapshot.context as DocumentUploadContext;
    // The dialog offers each file its own level only when there are several.
    if (event.type === 'file.classification.change') return chosen.length > 1;
    // Only a file being read reports progress.
    if (event.type === 'processing.progress') {
      return snapshot.matches({ processing: { files: 'running' } });
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
  // Settled by hand; each call's input reports progress as the engine would.
  const processing = settleableActor<ProcessedDocument, ProcessDocumentInput>();
  const finding = settleableActor<DuplicateMatch | null, FindDuplicateInput>();
  const { app } = startTestApp({
    user: TEST_OWNER,
    clock,
    effects: {
      chat: { actors: { respond: createCannedResponder(() => 0) } },
      upload: { actors: { processDocument: processing.logic, findDuplicate: finding.logic } },
    },
  });
  const chatRef = await openAgentChat(app, 'documents');
  const rendered = renderInApp(<DocumentChat chatRef={chatRef} onBack={() => {}} />, { app });
  return { ...rendered, clock, processing, finding };
}
type Rendered = Awaited<ReturnType<typeof renderChat>>;

const uploadDialog = () => screen.queryByRole('dialog', { name: /^Upload Documents?$/ });
const lastMessage = () => within(screen.getByRole('log')).getAllByRole('article').at(-1)!;
/** The latest message of a file's upload. */
const uploadMessage = (name: string) =>
  within(screen.getByRole('log'))
    .getAllByRole('article')
    .filter((message) => message.textContent?.includes(`Uploaded document: ${name} `))
    .at(-1);

async function perform(rendered: Rendered, step: PathStep<DocumentUploadEvent>) {
  const { user } = rendered;
  const event = step.event as DocumentUploadEvent | { type: string };
  switch (event.type) {
    case 'files.select': {
      const { files } = event as Extract<DocumentUploadEvent, { type: 'files.select' }>;
      // A document through the picker; anything else is dropped, since the picker only offers
      // one file of the accepted types.
      if (files.length === 1 && files[0] === FILES.valid) {
        await user.upload(screen.getByLabelText('Choose a document to upload'), files[0]);
      } else {
        await dropFiles([...files]);
      }
      return;
    }
    case 'classification.change': {
      const { classification } = event as Extract<
        DocumentUploadEvent,
        { type: 'classification.change' }
      >;
      await chooseOption(
        user,
        screen.getByPlaceholderText('Choose classification level'),
        classification,
      );
      return;
    }
    case 'file.classification.change': {
      const { index, classification } = event as Extract<
        DocumentUploadEvent,
        { type: 'file.classification.change' }
      >;
      const { chosen } = step.from.context as DocumentUploadContext;
      await chooseOption(
        user,
        selectInput(`Classification of ${chosen[index]!.file.name}`),
        classification,
      );
      return;
    }
    case 'upload.cancel':
      return user.click(screen.getByRole('button', { name: 'Cancel' }));
    case 'upload.confirm':
      return user.click(screen.getByRole('button', { name: /^Upload (Document|\d+ Documents)$/ }));
    case 'processing.progress': {
      const { progress } = event as Extract<DocumentUploadEvent, { type: 'processing.progress' }>;
      return act(async () => rendered.processing.calls.at(-1)!.input.reportProgress(progress));
    }
    case 'processing.cancel':
      return user.click(screen.getByRole('button', { name: /^Cancel processing / }));
    case 'processing.cancelAll':
      return user.click(screen.getByRole('button', { name: 'Cancel all' }));
    case 'duplicate.replace':
      return user.click(screen.getByRole('button', { name: 'Replace' }));
    case 'duplicate.keepBoth':
      return user.click(screen.getByRole('button', { name: /^Keep both/ }));
    case 'duplicate.cancel':
      return user.click(screen.getByRole('button', { name: "Don't upload" }));
    default:
      if (
        await act(() =>
          answerStep(
            { processDocument: rendered.processing, findDuplicate: rendered.finding },
            event,
          ),
        )
      ) {
        return;
      }
      if (event.type.startsWith('xstate.after.uploadConfirmDelay')) {
        return act(async () => rendered.clock.increment(UPLOAD_CONFIRM_DELAY_MS));
      }
      throw new Error(`No way to send ${event.type} through the UI`);
  }
}

/** The file a step finished (confirmed, failed or cancelled), if it finished one. */
function finishedDocument({ from, to }: PathStep<DocumentUploadEvent>) {
  const before = (from.context as DocumentUploadContext).current?.document;
  const after = (to.context as DocumentUploadContext).current?.document;
  return before && before.documentId !== after?.documentId ? before : null;
}

/** What a person sees besides the state itself: toasts and the chat's messages. */
async function expectOutcome(step: PathStep<DocumentUploadEvent>) {
  const { event, from, to } = step;
  if (event.type === 'files.select') {
    const refused = event.files.flatMap((file) => REFUSALS[file.name] ?? []);
    if (refused.length > 0) expect(await screen.findByText(refused[0]!)).toBeInTheDocument();
  }
  if (event.type === 'upload.confirm') {
    const { chosen, classification } = from.context as DocumentUploadContext;
    const messages = within(screen.getByRole('log')).getAllByRole('article').slice(-chosen.length);
    chosen.forEach(({ file, classification: own }, index) =>
      expect(messages[index]).toHaveTextContent(
        `Uploaded document: ${file.name} (Classification: ${own ?? classification})`,
      ),
    );
  }
  const document = finishedDocument(step);
  if (document) {
    const outcome: UploadResult['outcome'] = [
      'processing.cancel',
      'processing.cancelAll',
      'duplicate.cancel',
    ].includes(event.type)
      ? 'cancelled'
      : event.type.startsWith('xstate.error')
        ? 'failed'
        : 'ready';
    // Cancel all: the files that waited are cancelled too, after the current one.
    const dropped =
      event.type === 'processing.cancelAll' ? (from.context as DocumentUploadContext).queue : [];
    const cancelledMessages = within(screen.getByRole('log'))
      .getAllByRole('article')
      .slice(-1 - dropped.length);
    if (outcome === 'cancelled') {
      [document, ...dropped.map((queued) => queued.document)].forEach(({ name }, index) => {
        expect(cancelledMessages[index]).toHaveTextContent(
          `I couldn't process "${name}": ${UPLOAD_CANCELLED_REASON}`,
        );
        expect(uploadMessage(name)).toHaveTextContent('Cancelled');
      });
    } else if (outcome === 'failed') {
      expect(lastMessage()).toHaveTextContent(`I couldn't process "${document.name}"`);
    } else {
      // The chat names the file as it was submitted, whatever name keeping both gave it.
      expect(lastMessage()).toHaveTextContent(`I've received "`);
    }
    if (to.matches('idle')) {
      const reason = outcome === 'failed' ? 'The file is corrupt.' : undefined;
      const results = [
        ...(from.context as DocumentUploadContext).results,
        { name: document.name, outcome, reason },
        ...dropped.map(({ file }) => ({ name: file.name, outcome })),
      ];
      const summary = uploadSummary(results)!;
      expect(await screen.findByText(summary.title)).toBeInTheDocument();
      expect(screen.getByText(summary.message)).toBeInTheDocument();
    }
  }
  act(() => {
    notifications.clean();
    notifications.cleanQueue();
  });
}

/** The screen agrees with the snapshot. */
async function expectScreen(snapshot: AnyMachineSnapshot) {
  const { chosen, classification, current, queue, progress } =
    snapshot.context as DocumentUploadContext;
  if (snapshot.hasTag('dialog')) {
    const dialog = await screen.findByRole('dialog', { name: /^Upload Documents?$/ });
    expect(within(dialog).getByPlaceholderText('Choose classification level')).toHaveValue(
      classification,
    );
    for (const { file, classification: own } of chosen) {
      const item = within(dialog).getByText(file.name).closest('li')!;
      expect(within(item).getByText(formatBytes(file.size))).toBeInTheDocument();
      if (chosen.length > 1) {
        expect(
          within(item).getByLabelText(`Classification of ${file.name}`, { selector: 'input' }),
        ).toHaveValue(own ?? classification);
      }
    }
  } else {
    await waitFor(() => expect(uploadDialog()).not.toBeInTheDocument());
  }
  const duplicateDialog = () => screen.queryByRole('dialog', { name: 'Already Uploaded' });
  if (snapshot.hasTag('duplicate')) {
    const dialog = await screen.findByRole('dialog', { name: 'Already Uploaded' });
    expect(dialog).toHaveTextContent(
      `${current!.document.name} has the same content as Policy.txt`,
    );
  } else {
    await waitFor(() => expect(duplicateDialog()).not.toBeInTheDocument());
  }
  const attach = screen.getByRole('button', { name: 'Attach document' });
  if (snapshot.hasTag('busy')) {
    expect(attach).toBeDisabled();
    // The current file; every file after it waits for its turn.
    expect(screen.getAllByText('Processing…')).toHaveLength(1);
    expect(screen.queryAllByText('Waiting')).toHaveLength(queue.length);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', String(progress?.percent ?? 0));
    const panel = screen.getByRole('status', { name: `Processing ${current!.document.name}` });
    expect(panel).toHaveTextContent(`${progress?.percent ?? 0} %`);
    if (queue.length > 0) expect(panel).toHaveTextContent(`${queue.length} more file`);
    const cancelAll = screen.queryByRole('button', { name: 'Cancel all' });
    if (queue.length > 0) expect(cancelAll).toBeVisible();
    else expect(cancelAll).toBeNull();
  } else {
    expect(attach).toBeEnabled();
    expect(screen.queryByText('Processing…')).not.toBeInTheDocument();
    expect(screen.queryByText('Waiting')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  }
}

describe('document upload machine, driven through the document chat', () => {
  it.each(
    plan.paths.map((path) => {
      const name = describePath(path, (event) =>
        event.type === 'files.select'
          ? `files.select(${event.files.map((f) => f.name).join(', ')})`
          : event.type === 'classification.change' || event.type === 'file.classification.change'
            ? `${event.type}(${event.classification})`
            : undefined,
      );
      return [name, path] as const;
    }),
  )('%s', async (_name, path) => {
    const rendered = await renderChat();
    await expectScreen(path[0]!.from);
    coverage.visit(path[0]!.from);
    for (const step of path) {
      await perform(rendered, step);
      await expectOutcome(step);
      await expectScreen(step.to);
      coverage.walk(step);
    }
  });

  it('covers every state and every transition', () => {
    const { missingStates, missingTransitions } = coverage.report('document upload');
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });
});
