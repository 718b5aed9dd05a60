import { notifications } from '@mantine/notifications';
import { act, configure, screen, within } from '@testing-library/react';
import { createDocumentLibrary } from '@/lib/documents/library';
import { ask, renderDocumentChat } from '@/test/documents/document-chat';
import { fileOf } from '@/test/documents/fixture-file';
import { extractInProcess } from '@/test/documents/in-process-extractor';
import { TEST_OWNER } from '@/test/system';

/** Narrowing the documents chat's questions to chosen documents, as a person does it. */

configure({ asyncUtilTimeout: 8000 });
afterEach(() => {
  act(() => {
    notifications.clean();
    notifications.cleanQueue();
  });
});

async function twoDocuments() {
  const library = createDocumentLibrary({ extract: extractInProcess });
  for (const [name, text] of [
    ['refunds.txt', 'Gift cards are refundable within 30 days of purchase.'],
    ['tills.txt', 'Gift cards are sold at every till in the store.'],
  ]) {
    await library.addDocument(fileOf(text!, name!), {
      user: TEST_OWNER,
      classification: 'Public',
    });
  }
  return library;
}

const chips = () => screen.queryByRole('group', { name: 'Asking only about' });

describe('asking within chosen documents', () => {
  it('narrows with the picker, shows removable chips, says what it searched, and widens in one click', async () => {
    const { user } = await renderDocumentChat(await twoDocuments());
    expect(chips()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Choose files to ask about' }));
    await user.click(await screen.findByRole('menuitem', { name: 'tills.txt' }));
    expect(within(chips()!).getByText('tills.txt')).toBeInTheDocument();

    const answer = await ask(user, 'Where are gift cards sold?');
    expect(answer).toHaveTextContent('I found 1 passage in 1 of your 2 documents.');
    expect(answer).not.toHaveTextContent('refunds.txt');

    // The picker offers only what is not chosen yet.
    await user.click(screen.getByRole('button', { name: 'Choose files to ask about' }));
    expect(await screen.findByRole('menuitem', { name: 'refunds.txt' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'tills.txt' })).toBeNull();
    await user.click(screen.getByRole('menuitem', { name: 'refunds.txt' }));
    await user.click(within(chips()!).getByRole('button', { name: 'Stop asking about tills.txt' }));
    expect(chips()).toHaveTextContent('refunds.txt');
    expect(chips()).not.toHaveTextContent('tills.txt');

    await user.click(within(chips()!).getByRole('button', { name: 'Search all documents' }));
    expect(chips()).toBeNull();
    const wide = await ask(user, 'gift cards');
    expect(wide).toHaveTextContent('in 2 of the 2 documents you can search');
  });

  it('narrows from the Documents drawer', async () => {
    const { user } = await renderDocumentChat(await twoDocuments());
    await user.click(screen.getByRole('button', { name: 'Documents' }));
    const drawer = await screen.findByRole('dialog', { name: 'Documents' });
    const row = within(drawer).getByRole('row', { name: 'refunds.txt' });
    await user.click(
      within(row).getByRole('button', { name: 'Ask about this document, refunds.txt' }),
    );
    expect(within(chips()!).getByText('refunds.txt')).toBeInTheDocument();
    const answer = await ask(user, 'gift cards');
    expect(answer).toHaveTextContent('in 1 of your 2 documents');
    expect(answer).not.toHaveTextContent('tills.txt');

    // Removed since: the chip says so, and questions no longer reach it.
    await user.click(screen.getByRole('button', { name: 'Documents' }));
    await user.click(await screen.findByRole('button', { name: 'Remove refunds.txt' }));
    expect(await within(chips()!).findByText('refunds.txt (removed)')).toBeInTheDocument();
  });
});
