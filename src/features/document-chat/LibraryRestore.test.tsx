import { notifications } from '@mantine/notifications';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { createDocumentLibrary } from '@/lib/documents/library';
import { memoryStore } from '@/lib/documents/store/library-store';
import { REPLY_DELAY_MS } from '@machines/chat/chat.machine';
import {
  advanceChatClock,
  chatLog,
  lastAgentMessage,
  renderDocumentChat,
  sendMessage,
} from '@/test/documents/document-chat';
import { fileOf } from '@/test/documents/fixture-file';
import { extractInProcess } from '@/test/documents/in-process-extractor';
import { TEST_OWNER } from '@/test/system';

/** The documents chat while the library kept in the browser is restored after a reload. */

configure({ asyncUtilTimeout: 8000 });
afterEach(() => {
  act(() => {
    notifications.clean();
    notifications.cleanQueue();
  });
});

const QUESTION = 'When does Kingsway open on Sundays?';

/** A browser's storage holding one document, and a page load that restores it when told. */
async function keptLibrary(problem: string | null = null) {
  const kept = memoryStore();
  const earlier = createDocumentLibrary({ extract: extractInProcess, store: kept });
  await earlier.addDocument(fileOf('Kingsway opens at nine on Sundays.', 'hours.txt'), {
    user: TEST_OWNER,
    classification: 'Public',
  });
  let finishRestoring = () => {};
  const restored = new Promise<void>((resolve) => {
    finishRestoring = resolve;
  });
  const library = createDocumentLibrary({
    extract: extractInProcess,
    store: async () => {
      await restored;
      return { store: kept, problem };
    },
  });
  return { library, finishRestoring };
}

test('a question asked while the library loads is answered from it once it is ready', async () => {
  const { library, finishRestoring } = await keptLibrary();
  const { user } = await renderDocumentChat(library);
  expect(screen.getByRole('status')).toHaveTextContent(
    'Loading your document library… Questions you ask now are answered once it is ready.',
  );
  const before = within(chatLog()).getAllByRole('article').length;
  await sendMessage(user, screen.getByRole('textbox', { name: 'Message' }), QUESTION);
  expect(within(chatLog()).getAllByRole('article')).toHaveLength(before + 1);
  // Past the reply delay (the chat's clock is simulated), and a moment more for an answer.
  advanceChatClock(REPLY_DELAY_MS + 500);
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(within(chatLog()).getAllByRole('article')).toHaveLength(before + 1);

  await act(async () => finishRestoring());
  await waitFor(() => expect(within(chatLog()).getAllByRole('article')).toHaveLength(before + 2));
  expect(within(lastAgentMessage()).getAllByRole('figure')[0]).toHaveTextContent('hours.txt');
  expect(screen.queryByText(/Loading your document library/)).not.toBeInTheDocument();
});

test('what could not be restored is said once', async () => {
  const problem = 'The document library kept in this browser could not be opened (test).';
  const { library, finishRestoring } = await keptLibrary(problem);
  await renderDocumentChat(library);
  await act(async () => finishRestoring());
  expect(await screen.findByText('Some Documents Were Not Restored')).toBeInTheDocument();
  expect(screen.getByText(problem)).toBeInTheDocument();
  expect(library.problemsFor(TEST_OWNER)).toEqual([]);
});
