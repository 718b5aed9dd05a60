/**
 * The file's SHA-256 as hex, to notice the same content uploaded again; undefined where the
 * browser has no Web Crypto (an insecure origin), which only means duplicates go unnoticed.
 */
export async function contentHashOf(file: Blob | ArrayBuffer): Promise<string | undefined> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return undefined;
  // Asked, not `instanceof`: a Blob or buffer may come from another realm (a test's DOM), and
  // Web Crypto takes only a view made here.
  const bytes = 'arrayBuffer' in file ? await file.arrayBuffer() : file;
  const digest = await subtle.digest('SHA-256', new Uint8Array(bytes));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
