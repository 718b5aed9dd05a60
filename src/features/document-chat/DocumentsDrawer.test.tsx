import { notifications } from '@mantine/notifications';
import { act, screen, within } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import type { Classification } from '@domain/classification';
import {
  createDocumentLibrary,
  type ChangeLevelResult,
  type DocumentLibrary,
} from '@/lib/documents/library';
import type { DocumentUser } from '@/lib/documents/types';
import { fileOf } from '@/test/documents/fixture-file';
import { extractInProcess } from '@/test/documents/in-process-extractor';
import { renderWithProviders } from '@/test/render';
import { chooseOption, optionsOf } from '@/test/select';
import { TEST_ASSOCIATE, TEST_OWNER } from '@/test/system';
import { DocumentsDrawer } from './DocumentsDrawer';

const MANAGER: DocumentUser = {
  id: 'manager',
  companyId: 'test-company',
  clearance: 'Confidential',
};

afterEach(() => {
  act(() => {
    notifications.clean();
    notifications.cleanQueue();
  });
});

/** The drawer as the workspace shows it: drawn again whenever the library changes. */
function Drawer({ library, user }: { library: DocumentLibrary; user: DocumentUser }) {
  useSyncExternalStore(library.subscribe, library.getVersion);
  return <DocumentsDrawer opened onClose={() => {}} user={user} library={library} />;
}

/** A library holding `files`, uploaded in this order a minute apart, as the owner. */
async function libraryWith(files: { name: string; text: string; level?: Classification }[]) {
  let minute = 0;
  const library = createDocumentLibrary({
    extract: extractInProcess,
    now: () => new Date(Date.UTC(2026, 10, 2, 9, (minute += 1))),
  });
  for (const { name, text, level = 'Public' } of files) {
    const added = await library.addDocument(fileOf(text, name), {
      user: TEST_OWNER,
      classification: level,
    });
    if (added.status === 'failed') throw new Error(added.error.message);
  }
  return library;
}

async function openDrawer(library: DocumentLibrary, user: DocumentUser = TEST_OWNER) {
  await library.whenReady();
  const rendered = renderWithProviders(<Drawer library={library} user={user} />);
  const drawer = await screen.findByRole('dialog', { name: 'Documents' });
  return { ...rendered, drawer };
}

const rowNames = (drawer: HTMLElement) =>
  within(drawer)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.getAttribute('aria-label'));

const THREE = [
  {
    name: 'rota.txt',
    text: 'Weekend rota for the Kingsway store.',
    level: 'Confidential' as const,
  },
  { name: 'Budget.txt', text: 'Budget for the coming year.', level: 'Private' as const },
  { name: 'hours.txt', text: 'Kingsway store opens at nine on Sundays.' },
];

test('each row says the size as people read it, what was read, when and by whom', async () => {
  const library = await libraryWith([
    { name: 'notes.txt', text: 'Ice cream ran short. '.repeat(878) },
    { name: 'tiny.txt', text: 'Hi.' },
  ]);
  const { drawer } = await openDrawer(library);

  const notes = within(drawer).getByRole('row', { name: 'notes.txt' });
  expect(notes).toHaveTextContent('18 kB (');
  expect(notes).toHaveTextContent(/\d+ paragraphs?, \d+ passages?/);
  expect(notes).toHaveTextContent(`by ${TEST_OWNER.name}`);
  expect(notes).toHaveTextContent(/Nov 2|2 Nov/);
  expect(within(drawer).getByRole('row', { name: 'tiny.txt' })).toHaveTextContent('3 B (');
  expect(drawer).not.toHaveTextContent('0.00 MB');
});

test('the headers sort by name and by level, saying which way in aria-sort', async () => {
  const { drawer, user } = await openDrawer(await libraryWith(THREE));
  expect(rowNames(drawer)).toEqual(['hours.txt', 'Budget.txt', 'rota.txt']);
  const header = (name: string) => within(drawer).getByRole('columnheader', { name });

  await user.click(within(header('Name')).getByRole('button'));
  expect(rowNames(drawer)).toEqual(['Budget.txt', 'hours.txt', 'rota.txt']);
  expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
  expect(header('Uploaded')).toHaveAttribute('aria-sort', 'none');

  await user.click(within(header('Name')).getByRole('button'));
  expect(rowNames(drawer)).toEqual(['rota.txt', 'hours.txt', 'Budget.txt']);
  expect(header('Name')).toHaveAttribute('aria-sort', 'descending');

  await user.click(within(header('Level')).getByRole('button'));
  expect(rowNames(drawer)).toEqual(['hours.txt', 'rota.txt', 'Budget.txt']);
  expect(header('Level')).toHaveAttribute('aria-sort', 'ascending');
});

test('the filter keeps the documents whose name holds the words and that are at the level chosen', async () => {
  const { drawer, user } = await openDrawer(await libraryWith(THREE));

  await user.type(within(drawer).getByRole('textbox', { name: 'Filter by name' }), 'T.T');
  expect(rowNames(drawer)).toEqual(['Budget.txt']);
  await user.clear(within(drawer).getByRole('textbox', { name: 'Filter by name' }));

  const level = within(drawer).getByRole('combobox', { name: 'Level' });
  await chooseOption(user, level, 'Confidential');
  expect(rowNames(drawer)).toEqual(['rota.txt']);

  await user.type(within(drawer).getByRole('textbox', { name: 'Filter by name' }), 'hours');
  expect(within(drawer).getByText('No documents match the filter.')).toBeInTheDocument();
});

test('a level is changed to one the person holds; someone without it no longer sees the document', async () => {
  const library = await libraryWith([THREE[2]!]);
  const { drawer, user } = await openDrawer(library, MANAGER);
  const level = within(drawer).getByRole('combobox', { name: 'Classification of hours.txt' });
  expect(level).toHaveValue('Public');

  await user.click(level);
  const offered = optionsOf(level);
  expect(offered.map((option) => option.textContent)).toEqual([
    'Public',
    'Classified',
    'Confidential',
  ]);
  await user.click(offered[2]!);

  expect(await screen.findByText('hours.txt is now Confidential.')).toBeInTheDocument();
  expect(level).toHaveValue('Confidential');
  expect(level).toBeEnabled();
  expect(library.listDocuments(TEST_ASSOCIATE)).toEqual([]);
  expect((await library.search('Kingsway Sundays', TEST_ASSOCIATE)).hits).toEqual([]);
});

test('while the document is indexed again its level waits, with a loader; a refusal is said', async () => {
  const library = await libraryWith([THREE[2]!]);
  let answer: (result: ChangeLevelResult) => void = () => {};
  vi.spyOn(library, 'changeLevel').mockReturnValue(new Promise((resolve) => (answer = resolve)));
  const { drawer, user } = await openDrawer(library, MANAGER);
  const level = within(drawer).getByRole('combobox', { name: 'Classification of hours.txt' });

  await user.click(level);
  await user.click(optionsOf(level)[1]!);
  expect(level).toBeDisabled();
  expect(within(drawer).getByLabelText('Changing level')).toBeInTheDocument();

  act(() => answer({ changed: false, reason: 'This document is no longer in the library.' }));
  expect(await screen.findByText('Classification Not Changed')).toBeInTheDocument();
  expect(level).toBeEnabled();
  expect(level).toHaveValue('Public');
});

test('a person holding only Public sees the level, with nothing to change it to; an unknown uploader shows a dash', async () => {
  const library = await libraryWith([THREE[2]!]);
  const [listed] = library.listDocuments(TEST_ASSOCIATE);
  vi.spyOn(library, 'listDocuments').mockReturnValue([{ ...listed!, uploaderName: '' }]);
  const { drawer } = await openDrawer(library, TEST_ASSOCIATE);

  const row = within(drawer).getByRole('row', { name: 'hours.txt' });
  expect(within(row).queryByRole('combobox')).toBeNull();
  expect(row).toHaveTextContent('Public');
  expect(row).toHaveTextContent('by —');
});
