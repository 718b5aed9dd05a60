import { createInjected } from '../injected';

/**
 * The ids of the uploaded documents still waiting for their turn (the upload's queue): their
 * messages say Waiting rather than Processing. None outside a chat that takes documents.
 */
export const [WaitingDocumentsProvider, useWaitingDocuments] = createInjected<ReadonlySet<string>>(
  new Set(),
);
