/** Codes, tokens and password hashes, from the browser's cryptographic random source. */

/** A uniformly random string of `length` decimal digits (rejection sampling avoids modulo bias). */
export function randomDigits(length: number): string {
  const limit = Math.floor(2 ** 32 / 10) * 10;
  const digits: number[] = [];
  const buffer = new Uint32Array(length * 2);
  while (digits.length < length) {
    crypto.getRandomValues(buffer);
    for (const value of buffer) {
      if (value < limit && digits.length < length) digits.push(value % 10);
    }
  }
  return digits.join('');
}

export function randomHex(bytes: number): string {
  const buffer = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(buffer, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** SHA-256 of "salt:password" as hex (WebCrypto, so the page must be a secure context). */
export async function hashPassword(salt: string, password: string): Promise<string> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(`${salt}:${password}`),
  );
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
