import fc from 'fast-check';
import { browserDatabasePerTest, cited, OWNER, upload } from '@/test/documents/browser-database';
import { changeOf } from './tab-channel';

/**
 * Whatever arrives on the library's channel (anything on the origin can post to it): only a
 * well-formed change is taken, and a tab following a change that names nothing it knows stays
 * as it was, with no unhandled rejection.
 */

const { database, pageLoad } = browserDatabasePerTest();

/** Messages near a change's shape as well as anything at all. */
const message = fc.oneof(
  fc.anything(),
  fc.record(
    {
      type: fc.oneof(
        fc.constantFrom('added', 'removed', 'reclassified', 'cleared', 'restored', 'constructor'),
        fc.anything(),
      ),
      documentId: fc.oneof(fc.string(), fc.anything()),
      extra: fc.anything(),
    },
    { requiredKeys: [] },
  ),
);

test('a message is read as a well-formed change or not at all', () => {
  fc.assert(
    fc.property(message, (posted) => {
      const change = changeOf(posted);
      if (change === null) return;
      if ('documentId' in change) {
        expect(Object.keys(change).sort()).toEqual(['documentId', 'type']);
        expect(typeof change.documentId).toBe('string');
        expect(change.documentId).not.toBe('');
      } else {
        expect(change).toEqual({ type: change.type });
        expect(['cleared', 'restored']).toContain(change.type);
      }
    }),
    { numRuns: 2000 },
  );
});

test('a tab hearing random messages keeps its documents and finds them', async () => {
  const library = pageLoad();
  await upload(library, 'The amberline store opens at nine.', 'amberline.txt');
  const other = new BroadcastChannel(database.name);
  try {
    await fc.assert(
      fc.asyncProperty(
        // A 'cleared' from another tab empties this tab's memory by design: not random here.
        fc.array(
          message.filter((posted) => changeOf(posted)?.type !== 'cleared'),
          {
            maxLength: 8,
          },
        ),
        async (messages) => {
          for (const posted of messages) other.postMessage(posted);
          // And a tab's load (the tab reads storage again), then a moment to follow them all.
          other.postMessage({ type: 'restored' });
          await new Promise((resolve) => setTimeout(resolve, 5));
          expect(library.listDocuments(OWNER).map((document) => document.name)).toEqual([
            'amberline.txt',
          ]);
          expect(await cited(library, 'amberline', OWNER)).toEqual(['amberline.txt']);
        },
      ),
      { numRuns: 60 },
    );
  } finally {
    other.close();
  }
});
