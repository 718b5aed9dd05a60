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
  const start = pageText.indexOf(wanted);
  if (start < 0) return [];
  return [...new Set(itemAt.slice(start, start + wanted.length))];
}
