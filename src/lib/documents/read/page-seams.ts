/** Words carried back across a page break at most: a sentence's end, not a page's worth. */
const MAX_CARRIED_WORDS = 60;

/**
 * Pages whose last sentence runs on to the next page ('… by posting a revised policy on our' /
 * 'website.') get its end back, so a passage holds whole sentences: the next page's opening
 * words, up to its first sentence end, move to the page they finish. A page ending in a stop,
 * a colon or a heading (the next page opening with a capital) is left as it is.
 */
export function sentencesAcrossPages(pages: readonly string[]): string[] {
  const joined = [...pages];
  for (let index = 0; index + 1 < joined.length; index += 1) {
    const page = joined[index]!.trimEnd();
    const next = joined[index + 1]!.trimStart();
    if (!/[\p{Ll},;]$/u.test(page) || !/^\p{Ll}/u.test(next)) continue;
    const end = /^[^]*?[.!?](?=["”’)]?(?:\s|$))["”’)]?/u.exec(next);
    if (!end || end[0].split(/\s+/).length > MAX_CARRIED_WORDS) continue;
    joined[index] = `${page} ${end[0].replace(/\s+/g, ' ')}`;
    joined[index + 1] = next.slice(end[0].length).trimStart();
  }
  return joined;
}
