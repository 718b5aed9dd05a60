import { keepBothName, type DuplicateMatch } from '@domain/duplicates';
import { contentHashOf } from './store/content-hash';
import type { LibraryStore } from './store/library-store';
import type { DocumentRecord } from './store/records';
import type { DocumentUser, NamedBlob } from './types';

/**
 * A stored document's hash: its own, or (stored before hashes were kept) its original's,
 * computed now, only for one of the file's size, the only ones that can match.
 */
async function hashOf(document: DocumentRecord, size: number, store: LibraryStore) {
  if (document.contentHash || document.sizeBytes !== size) return document.contentHash;
  const original = await store.readOriginal(document.id);
  return original ? contentHashOf(original.bytes) : undefined;
}

/**
 * Whether a file about to be uploaded is already among the documents the uploader can see
 * (documents they cannot see are never told of): the same content, else the same name.
 */
export async function findDuplicate(
  visible: readonly DocumentRecord[],
  file: NamedBlob,
  user: DocumentUser,
  store: LibraryStore,
): Promise<DuplicateMatch | null> {
  const hash = await contentHashOf(file);
  let match: { kind: DuplicateMatch['kind']; document: DocumentRecord } | null = null;
  for (const document of visible) {
    if (hash && (await hashOf(document, file.size, store)) === hash) {
      match = { kind: 'same-content', document };
      break;
    }
  }
  const sameName = visible.find((document) => document.name === file.name);
  match ??= sameName ? { kind: 'same-name', document: sameName } : null;
  if (!match) return null;
  return {
    kind: match.kind,
    documentId: match.document.id,
    name: match.document.name,
    replaceable: match.document.uploaderId === user.id,
    keepBothName: keepBothName(
      file.name,
      visible.map((document) => document.name),
    ),
  };
}
