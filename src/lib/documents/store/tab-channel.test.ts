import { LIBRARY_CHANNEL, openLibraryChannel, type LibraryChange } from './tab-channel';

// Other test files' libraries may talk on the same channel meanwhile: only this file's
// document ids are looked for, and every change heard must be well formed.
const ID = `doc-${crypto.randomUUID()}`;

const WELL_FORMED = (change: LibraryChange) =>
  change.type === 'cleared' ||
  ((change.type === 'added' || change.type === 'removed') && typeof change.documentId === 'string');

test('messages that are not changes are ignored; changes are passed on', async () => {
  const heard: LibraryChange[] = [];
  const channel = openLibraryChannel((change) => heard.push(change));
  const other = new BroadcastChannel(LIBRARY_CHANNEL);
  for (const message of [
    null,
    'added',
    { type: 'added' },
    { type: 'removed', documentId: 42 },
    { type: 'renamed', documentId: ID },
    { type: 'removed', documentId: ID },
  ]) {
    other.postMessage(message);
  }
  const ours = () => heard.filter((change) => 'documentId' in change && change.documentId === ID);
  await vi.waitFor(() => expect(ours()).not.toEqual([]));
  other.close();
  channel.close();
  expect(heard.filter((change) => !WELL_FORMED(change))).toEqual([]);
  expect(ours()).toEqual([{ type: 'removed', documentId: ID }]);
});
