/** The bytes' SHA-256 as hex; undefined without Web Crypto (an insecure origin). */
export async function hashHere(file: Blob | ArrayBuffer): Promise<string | undefined> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return undefined;
  // Asked, not `instanceof`: a Blob or buffer may come from another realm (a test's DOM), and
  // Web Crypto takes only a view made here.
  const bytes = 'arrayBuffer' in file ? await file.arrayBuffer() : file;
  const digest = await subtle.digest('SHA-256', new Uint8Array(bytes));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Hashes made or under way, by file: the duplicate check and the upload hash a file once. */
const hashes = new WeakMap<Blob | ArrayBuffer, Promise<string | undefined>>();

/**
 * The file's SHA-256 as hex, to notice the same content uploaded again, made in a worker of
 * its own for each file (here where there are no workers, as in the tests' DOM). Undefined
 * when it cannot be made, which only means duplicates go unnoticed.
 */
export function contentHashOf(file: Blob | ArrayBuffer): Promise<string | undefined> {
  let hash = hashes.get(file);
  if (!hash) {
    hash = typeof Worker === 'undefined' ? hashHere(file) : hashInWorker(file);
    hashes.set(file, hash);
  }
  return hash;
}

function hashInWorker(file: Blob | ArrayBuffer): Promise<string | undefined> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./content-hash.worker.ts', import.meta.url), {
      type: 'module',
      name: 'content-hash',
    });
    const done = (hash: string | undefined) => {
      worker.terminate();
      resolve(hash);
    };
    worker.onmessage = (event: MessageEvent<string | undefined>) => done(event.data);
    worker.onerror = () => done(undefined);
    worker.postMessage(file instanceof ArrayBuffer ? new Blob([file]) : file);
  });
}
