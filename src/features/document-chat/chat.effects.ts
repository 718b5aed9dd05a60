import type { AppEffects } from '@machines/app/provide-effects';
import { createDocumentsResponder } from './documents-responder';
import type { LoadDocumentLibrary } from './load-document-library';

/** Every chat's effect: the documents agent answers from the library, the others canned. */
export function chatEffects(loadLibrary: LoadDocumentLibrary) {
  return {
    actors: { respond: createDocumentsResponder({ loadLibrary }) },
  } satisfies AppEffects['chat'];
}
