/** What reading may add or take away between items: white space, and hyphens at line ends. */
const NOT_COMPARED = /[\s\-\u00ad]+/g;

/**
 * The indices of a PDF page's text items that make up a cited passage. The passage was read
 * from the same items (joined, white space collapsed, long pages cut at spaces, words hyphenated
 * at a line's end written whole), so it is found by comparing the text without white space or
 * hyphens. None when it is not on the page.
 */
export function citedTextItems(items: readonly string[], passage: string): number[] {
  const wanted = passage.replace(NOT_COMPARED, '');
  if (!wanted) return [];
  let pageText = '';
  const itemAt: number[] = [];
  items.forEach((item, index) => {
    const compact = item.replace(NOT_COMPARED, '');
    pageText += compact;
    for (let unit = 0; unit < compact.length; unit += 1) itemAt.push(index);
  });
  const found = pageText.indexOf(wanted);
  const start = found >= 0 ? found : pageText.length - endingOnPage(pageText, wanted);
  if (start >= pageText.length) return [];
  return [...new Set(itemAt.slice(start, start + wanted.length))];
}

/** Fewer characters than this at a page's end could be any passage's first letters. */
const LEAST_ON_PAGE = 20;

/**
 * How much of a passage that ends the page is on it: a sentence cut by the page break is
 * finished from the next page (page-seams.ts), so only its start is here. 0 when none is.
 */
function endingOnPage(pageText: string, wanted: string): number {
  for (let length = wanted.length - 1; length >= LEAST_ON_PAGE; length -= 1) {
    if (pageText.endsWith(wanted.slice(0, length))) return length;
  }
  return 0;
}
