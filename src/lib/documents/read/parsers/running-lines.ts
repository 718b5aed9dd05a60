/**
 * A printed document repeats lines at the top or bottom of its pages: the title and a page
 * number in the footer ('2 Linux Foundation Compliance Program: Generic FOSS Policy'), a
 * classification ('Internal Use Only'), a letter-spaced banner. They belong to no passage: glued
 * to the page's first sentence they would be read as part of an answer.
 */

/** A line repeated at the edge of at least this share of the pages runs through the document. */
const RUNNING_SHARE = 0.5;
/** And of at least this many pages: two pages sharing a first line may share a heading. */
const MIN_RUNNING_PAGES = 3;
/** Lines looked at from each end of a page. */
const EDGE_LINES = 4;

/** A line as it repeats: page numbers and other figures vary, spacing and case do not count. */
function runningKey(line: string): string {
  return line.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, '');
}

function edgeKeys(lines: readonly string[]): Set<string> {
  const edges = [...lines.slice(0, EDGE_LINES), ...lines.slice(-EDGE_LINES)];
  return new Set(edges.map(runningKey).filter(Boolean));
}

/** Passes at most: furniture under furniture (an address block over a banner) comes off in layers. */
const MAX_PASSES = 3;

/**
 * Each page's text without the lines that open or close most pages. Only lines at the very top
 * and bottom go, so what is left of a page is one stretch of its text. What the first pass
 * uncovers at the edges (a banner under a sidebar's address) is looked at again.
 */
export function withoutRunningLines(pages: readonly string[]): string[] {
  let current = [...pages];
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const next = withoutEdgeLines(current);
    if (next.every((page, index) => page === current[index])) break;
    current = next;
  }
  return current;
}

function withoutEdgeLines(pages: readonly string[]): string[] {
  const lines = pages.map((page) => page.split('\n'));
  const written = lines.filter((page) => page.some((line) => line.trim()));
  const needed = Math.max(MIN_RUNNING_PAGES, Math.ceil(written.length * RUNNING_SHARE));
  if (written.length < needed) return [...pages];
  const pagesWith = new Map<string, number>();
  for (const page of written)
    for (const key of edgeKeys(page)) pagesWith.set(key, (pagesWith.get(key) ?? 0) + 1);
  const running = (line: string) => {
    const key = runningKey(line);
    return key === '' || (pagesWith.get(key) ?? 0) >= needed;
  };
  return lines.map((page, index) => {
    let first = 0;
    let last = page.length;
    while (first < last && running(page[first]!)) first += 1;
    while (last > first && running(page[last - 1]!)) last -= 1;
    // A page of nothing else is what it says (a form's pages alike), not furniture.
    if (first === last || (first === 0 && last === page.length)) return pages[index]!;
    return page.slice(first, last).join('\n');
  });
}
