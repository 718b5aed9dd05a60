/**
 * A pure function of a word or header that remembers its results: words repeat (Zipf), and
 * every question reads each table's headers again. Past `limit` keys the memory starts over,
 * so a long session's cache stays bounded.
 */
export function remembered<T extends NonNullable<unknown> | null>(
  compute: (key: string) => T,
  limit = 100_000,
): (key: string) => T {
  const results = new Map<string, T>();
  return (key) => {
    const known = results.get(key);
    if (known !== undefined) return known;
    const result = compute(key);
    if (results.size >= limit) results.clear();
    results.set(ownCopy(key), result);
    return result;
  };
}

/**
 * The same word, not tied to the text it was cut from. V8 cuts a substring of 13 characters
 * or more as a view into the whole string, so a word kept by a cache or an index would keep
 * its passage's text alive with it.
 */
export function ownCopy(word: string): string {
  return word.length < 13 ? word : (JSON.parse(JSON.stringify(word)) as string);
}
