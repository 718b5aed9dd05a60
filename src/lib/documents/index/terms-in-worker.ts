import { passageTerms, type PassageTerms } from './passage-terms';

/** A stored passage as the index reads it. */
export interface TermsSource {
  id: number;
  text: string;
  title: string;
}

/** Makes passages into index terms (the tokenising and stemming that indexing costs). */
export type TermsOf = (passages: readonly TermsSource[]) => Promise<PassageTerms[]>;

export interface TermsRequest {
  id: number;
  passages: TermsSource[];
}

export interface TermsReply {
  id: number;
  terms: PassageTerms[];
}

/** The worker stops this long after its last answer; the next request starts another. */
const IDLE_MS = 5_000;

let worker: Worker | null = null;
let idleTimer: ReturnType<typeof setTimeout> | undefined;
let nextRequest = 0;
const pending = new Map<
  number,
  { passages: TermsSource[]; resolve: (terms: PassageTerms[]) => void }
>();

function stop() {
  worker?.terminate();
  worker = null;
}

/** Whatever the worker could not answer is made here instead: slower, never lost. */
function answerHere() {
  stop();
  for (const { passages, resolve } of pending.values()) resolve(passages.map(passageTerms));
  pending.clear();
}

function termsWorker(): Worker {
  clearTimeout(idleTimer);
  if (!worker) {
    worker = new Worker(new URL('./terms.worker.ts', import.meta.url), {
      type: 'module',
      name: 'passage-terms',
    });
    worker.onmessage = (event: MessageEvent<TermsReply>) => {
      pending.get(event.data.id)?.resolve(event.data.terms);
      pending.delete(event.data.id);
      if (pending.size === 0) idleTimer = setTimeout(stop, IDLE_MS);
    };
    worker.onerror = answerHere;
  }
  return worker;
}

/**
 * Terms of stored passages made in a worker, so that a library indexed again on load (no
 * usable snapshot, or documents another tab added) does not tokenise on the main thread.
 * Where there are no workers (the tests' DOM) they are made here.
 */
export const termsInWorker: TermsOf = (passages) => {
  if (typeof Worker === 'undefined') return Promise.resolve(passages.map(passageTerms));
  return new Promise((resolve) => {
    const id = nextRequest++;
    const request: TermsRequest = {
      id,
      passages: passages.map(({ id: passageId, text, title }) => ({ id: passageId, text, title })),
    };
    pending.set(id, { passages: request.passages, resolve });
    termsWorker().postMessage(request);
  });
};
