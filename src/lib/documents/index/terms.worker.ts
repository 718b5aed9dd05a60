/// <reference lib="webworker" />
// Makes stored passages into index terms off the main thread (terms-in-worker.ts).
import { passageTerms } from './passage-terms';
import type { TermsReply, TermsRequest } from './terms-in-worker';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<TermsRequest>) => {
  const { id, passages } = event.data;
  const reply: TermsReply = { id, terms: passages.map(passageTerms) };
  scope.postMessage(reply);
};
