/// <reference lib="webworker" />
// Hashes a file off the main thread (content-hash.ts): reading and hashing 5 MB there made
// tasks of 70-150 ms.
import { hashHere } from './content-hash';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<Blob>) => {
  scope.postMessage(await hashHere(event.data));
};
