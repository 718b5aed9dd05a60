import { notifications } from '@mantine/notifications';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { SimulatedClock } from 'xstate';
import { REPLY_DELAY_MS } from '@machines/chat/chat.machine';
import { UPLOAD_CONFIRM_DELAY_MS } from '@machines/document-upload/document-upload.machine';
import { createDocumentLibrary } from '@/lib/documents/library';
import { UPLOAD_HINT } from '@/lib/documents/answer/responder';
import {
  ask,
  awaitReply,
  chatLog,
  documentsAgent,
  lastAgentMessage,
  renderDocumentChat as renderChat,
  sendMessage,
} from '@/test/documents/document-chat';
import { fileOf, fixtureFile } from '@/test/documents/fixture-file';
import { extractInProcess } from '@/test/documents/in-process-extractor';
import { dropFiles } from '@/test/files';
import { renderApp } from '@/test/render';
import {
  openAgentChat,
  renderInApp,
  startTestApp,
  TEST_ASSOCIATE,
  TEST_OWNER,
} from '@/test/system';
import { AgentChat } from '../agent-chat/AgentChat';

/** The document chat wired to a real documents library (files read in-process, no Worker). */

configure({ asyncUtilTimeout: 8000 });
afterEach(() => {
  act(() => {
    notifications.clean();
    notifications.cleanQueue();
  });
});

/** The system's delays run on `clock`: the upload's minimum wait is moved on by hand. */
async function uploadNotes(
  user: Awaited<ReturnType<typeof renderChat>>['user'],
  level: string,
  clock: SimulatedClock,
) {
  await dropFiles([(await fixtureFile('store-visit-notes.txt')) as unknown as File]);
  const dialog = await screen.findByRole('dialog', { name: 'Upload Document' });
  await user.click(within(dialog).getByPlaceholderText('Choose classification level'));
  await user.click(await screen.findByRole('option', { name: level, hidden: true }));
  await user.click(within(dialog).getByRole('button', { name: 'Upload Document' }));
  expect(await screen.findByRole('progressbar')).toBeInTheDocument();
  act(() => clock.increment(UPLOAD_CONFIRM_DELAY_MS));
  expect(await screen.findByText('Document Uploaded Successfully')).toBeInTheDocument();
  expect(lastAgentMessage()).toHaveTextContent(/I indexed \d+ paragraphs, \d+ passages?\./);
}

describe('DocumentChat with the documents library', () => {
  it('indexes an upload, answers with highlighted passages and citations, and lists it in the drawer', async () => {
    const library = createDocumentLibrary({ extract: extractInProcess });
    const { user, clock } = await renderChat(library);
    await uploadNotes(user, 'Confidential', clock);

    const answer = await ask(user, 'Why was ice cream short at Harbour Point?');
    const passage = within(answer).getAllByRole('figure')[0]!;
    expect(passage.querySelector('mark')).not.toBeNull();
    expect(
      within(passage).getByText(/store-visit-notes\.txt · paragraphs? \d/),
    ).toBeInTheDocument();
    expect(within(passage).getByText('Confidential')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Documents' }));
    const drawer = await screen.findByRole('dialog', { name: 'Documents' });
    const row = within(drawer).getByRole('row', { name: 'store-visit-notes.txt' });
    expect(
      within(row).getByRole('combobox', { name: 'Classification of store-visit-notes.txt' }),
    ).toHaveValue('Confidential');
    expect(row).toHaveTextContent(/passages?/);
    expect(row).toHaveTextContent(`by ${TEST_OWNER.name}`);
    await user.click(within(row).getByRole('button', { name: 'Remove store-visit-notes.txt' }));
    expect(await within(drawer).findByText(/No documents you can see yet/)).toBeInTheDocument();
    expect(library.listDocuments(TEST_OWNER)).toEqual([]);
  });

  it('never shows a document above the clearance, and offers only the levels one may upload at', async () => {
    const library = createDocumentLibrary({ extract: extractInProcess });
    const owner = await renderChat(library);
    await uploadNotes(owner.user, 'Private', owner.clock);
    owner.unmount();
    act(() => notifications.clean());

    const { user } = await renderChat(library, TEST_ASSOCIATE);
    const answer = await ask(user, 'Why was ice cream short at Harbour Point?');
    expect(within(answer).queryByRole('figure')).toBeNull();
    expect(answer).not.toHaveTextContent('store-visit-notes.txt');
    expect(answer).toHaveTextContent(UPLOAD_HINT);

    await dropFiles([(await fixtureFile('inventory.csv')) as unknown as File]);
    const dialog = await screen.findByRole('dialog', { name: 'Upload Document' });
    await user.click(within(dialog).getByPlaceholderText('Choose classification level'));
    const option = await screen.findByRole('option', { name: /Confidential/, hidden: true });
    expect(option).toHaveAttribute('data-combobox-disabled', 'true');
    expect(option).toHaveTextContent('Above your clearance (Public)');
  });

  it('says what a failed file was, and cancelling adds nothing', async () => {
    const library = createDocumentLibrary({ extract: extractInProcess });
    const { user } = await renderChat(library);
    await dropFiles([(await fixtureFile('pdf-named-as.txt')) as unknown as File]);
    await user.click(await screen.findByRole('button', { name: 'Upload Document' }));
    expect(await screen.findByText('Document Upload Failed')).toBeInTheDocument();
    expect(lastAgentMessage()).toHaveTextContent('I couldn\'t process "pdf-named-as.txt"');

    await dropFiles([(await fixtureFile('store-visit-notes.txt')) as unknown as File]);
    await user.click(await screen.findByRole('button', { name: 'Upload Document' }));
    await user.click(
      await screen.findByRole('button', { name: 'Cancel processing store-visit-notes.txt' }),
    );
    expect(await screen.findByText('Upload Cancelled')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    // A small file is indexed within the minimum wait: cancelling then takes it out again.
    await waitFor(() => expect(library.listDocuments(TEST_OWNER)).toEqual([]));
    await user.click(screen.getByRole('button', { name: 'Documents' }));
    expect(
      await within(await screen.findByRole('dialog', { name: 'Documents' })).findByText(
        /No documents you can see yet/,
      ),
    ).toBeInTheDocument();
  });

  it('says a stored file it cannot read is not ready for questions', async () => {
    const library = createDocumentLibrary({ extract: extractInProcess });
    const { user, clock } = await renderChat(library);
    await dropFiles([fileOf('\n\n  \n', 'blank.txt') as unknown as File]);
    await user.click(await screen.findByRole('button', { name: 'Upload Document' }));
    act(() => clock.increment(UPLOAD_CONFIRM_DELAY_MS));
    expect(await screen.findByText('Document Stored, Not Searchable')).toBeInTheDocument();
    expect(screen.queryByText('Document Uploaded Successfully')).toBeNull();
    expect(lastAgentMessage()).toHaveTextContent(
      'I\'ve received "blank.txt", but I can\'t read its text. blank.txt contains no text',
    );
    expect(lastAgentMessage()).not.toHaveTextContent('ready for chat');
  });
});

describe('questions about spreadsheet figures', () => {
  async function chatWithSheets() {
    const library = createDocumentLibrary({ extract: extractInProcess });
    const add = async (name: string, csv: string) =>
      library.addDocument(fileOf(csv, name), { user: TEST_OWNER, classification: 'Public' });
    await add(
      'units.csv',
      'Store,Week,Units\nElmstead,5,120\nElmstead,6,90\nHarbour Point,5,100\nHarbour Point,6,140',
    );
    await add('spring.csv', 'Store,Revenue\nElmstead,"£1,000"\nNorthgate,£500');
    await add('summer.csv', 'Store,Revenue\nElmstead,"£3,000"\nNorthgate,£700');
    return renderChat(library);
  }

  it('answers with the figure first, then how, then the rows; follow-ups go on from it', async () => {
    const { user } = await chatWithSheets();
    const first = await ask(user, 'How many units did Elmstead sell in week 5?');
    expect(first.querySelector('mark')).toHaveTextContent('120');
    expect(first).toHaveTextContent('Sum of Units where Store is Elmstead and Week is 5, 1 row.');
    expect(within(first).getByText('units.csv · row 2')).toBeInTheDocument();

    const second = await ask(user, 'And week 6?');
    expect(second.querySelector('mark')).toHaveTextContent('90');
    const third = await ask(user, 'Which store sold most?');
    expect(third.querySelector('mark')).toHaveTextContent('Harbour Point (140)');
    expect(third).toHaveTextContent('where Week is 6');
  });

  it('asks which table with buttons, and the chosen one answers', async () => {
    const { user } = await chatWithSheets();
    const question = await ask(user, "What was Elmstead's revenue?");
    expect(question).toHaveTextContent('That is in more than one table. Which one do you mean?');
    const before = within(chatLog()).getAllByRole('article').length;
    await user.click(within(question).getByRole('button', { name: 'summer.csv' }));
    await awaitReply(before);
    expect(within(chatLog()).getAllByRole('article', { name: 'You' }).at(-1)).toHaveTextContent(
      'summer.csv',
    );
    expect(lastAgentMessage().querySelector('mark')).toHaveTextContent('£3,000');
    expect(within(lastAgentMessage()).getByText('summer.csv · row 2')).toBeInTheDocument();
  });

  it('a request for a summary gets a few sentences, each citing its passage, instead of the passages', async () => {
    const library = createDocumentLibrary({ extract: extractInProcess });
    await library.addDocument(await fixtureFile('returns-policy.docx'), {
      user: TEST_OWNER,
      classification: 'Public',
    });
    const { user } = await renderChat(library);
    const answer = await ask(user, 'Summarise the policy on gift cards');
    const items = within(within(answer).getByRole('list', { name: 'Summary' })).getAllByRole(
      'listitem',
    );
    expect(items.length).toBeGreaterThan(1);
    for (const item of items) {
      expect(
        within(item).getByRole('button', {
          name: /^Open source: returns-policy\.docx, Returns and Refunds Policy, paragraph/,
        }),
      ).toBeInTheDocument();
    }
    expect(within(answer).queryByRole('figure')).toBeNull();
    expect(answer).toHaveTextContent(/Summarised from \d passages?/);
  });

  it('a passage answer leads with the sentence that answers', async () => {
    const library = createDocumentLibrary({ extract: extractInProcess });
    await library.addDocument(await fixtureFile('returns-policy.docx'), {
      user: TEST_OWNER,
      classification: 'Public',
    });
    const { user } = await renderChat(library);
    const answer = await ask(user, 'Are gift cards refundable?');
    const lead = answer.querySelector('mark')!;
    expect(lead.textContent).toMatch(/gift card/i);
    expect(answer.textContent!.indexOf(lead.textContent!)).toBeLessThan(
      answer.textContent!.indexOf('I found'),
    );
  });
});

describe('/agent/documents responder', () => {
  it('answers from the library for the signed-in user', async () => {
    const library = createDocumentLibrary({ extract: extractInProcess });
    await library.addDocument(await fixtureFile('inventory.csv'), {
      user: TEST_OWNER,
      classification: 'Public',
    });
    const loadLibrary = async () => library;
    const clock = new SimulatedClock();
    const { app } = startTestApp({ user: TEST_OWNER, loadLibrary, clock });
    const { user } = renderInApp(<AgentChat chatRef={await openAgentChat(app, 'documents')} />, {
      app,
      loadLibrary,
    });
    await sendMessage(
      user,
      await screen.findByPlaceholderText('Type your question here...'),
      'Is there a recall on any battery packs?',
    );
    act(() => clock.increment(REPLY_DELAY_MS));
    const figure = await screen.findByRole('figure', {}, { timeout: 8000 });
    expect(within(figure).getByText(/inventory\.csv · rows? \d/)).toBeInTheDocument();
  });
});

describe('/agent/documents', () => {
  it('takes documents like the dashboard chat: attach, classify, process, then answer from it', async () => {
    const library = createDocumentLibrary({ extract: extractInProcess });
    const loadLibrary = async () => library;
    const clock = new SimulatedClock();
    const { user } = await renderApp('/agent/documents', { user: TEST_OWNER, loadLibrary, clock });
    expect(
      await screen.findByRole('heading', { level: 1, name: documentsAgent.title }),
    ).toBeInTheDocument();
    await act(() => loadLibrary());
    await uploadNotes(user, 'Classified', clock);
    await sendMessage(
      user,
      screen.getByPlaceholderText('Type your question here...'),
      'Why was ice cream short at Harbour Point?',
    );
    act(() => clock.increment(REPLY_DELAY_MS));
    const figure = await screen.findByRole('figure');
    expect(within(figure).getByText(/store-visit-notes\.txt/)).toBeInTheDocument();
  });
});
