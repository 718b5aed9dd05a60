import type { PassageLocation, SourceLocator } from '../types';

/** Whether a passage's place holds the cited one (for rows: overlaps the cited rows). */
function holds(place: PassageLocation, wanted: PassageLocation): boolean {
  switch (place.kind) {
    case 'page':
      return wanted.kind === 'page' && place.page === wanted.page;
    case 'slide':
      return wanted.kind === 'slide' && place.slide === wanted.slide;
    case 'sheet-rows':
      if (wanted.kind !== 'sheet-rows' || wanted.sheet !== place.sheet) return false;
      break;
    case 'table-rows':
      if (wanted.kind !== 'table-rows' || wanted.table !== place.table) return false;
      break;
    default:
      if (wanted.kind !== place.kind) return false;
  }
  return (
    'first' in wanted &&
    'first' in place &&
    place.first <= wanted.last &&
    wanted.first <= place.last
  );
}

/**
 * Where the cited passage sits among a document's passages: by id, else the first whose place
 * holds the cited one (a table answer cites rows, not a passage). -1 when it is gone.
 */
export function citedPassage(
  passages: readonly { id: number; location: PassageLocation }[],
  locator: SourceLocator,
): number {
  if (locator.passageId !== undefined) {
    return passages.findIndex((passage) => String(passage.id) === locator.passageId);
  }
  const wanted = locator.location;
  return wanted ? passages.findIndex((passage) => holds(passage.location, wanted)) : -1;
}
