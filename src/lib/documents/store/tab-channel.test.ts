import { openLibraryChannel, type LibraryChange } from './tab-channel';

const ID = `doc-${crypto.randomUUID()}`;
/** A channel of its own, as each database has. */
const CHANNEL = `library-${crypto.randomUUID()}`;

test('messages that are not changes are ignored; changes are passed on', async () => {
  const heard: LibraryChange[] = [];
  const channel = openLibraryChannel(CHANNEL, (change) => heard.push(change));
  const other = new BroadcastChannel(CHANNEL);
  for (const message of [
    null,
    'added',
    { type: 'added' },
    { type: 'removed', documentId: 42 },
    { type: 'renamed', documentId: ID },
    { type: 'reclassified' },
    { type: 'removed', documentId: ID },
    { type: 'reclassified', documentId: ID },
  ]) {
    other.postMessage(message);
  }
  await vi.waitFor(() => expect(heard).toHaveLength(2));
  other.close();
  channel.close();
  expect(heard).toEqual([
    { type: 'removed', documentId: ID },
    { type: 'reclassified', documentId: ID },
  ]);
});
