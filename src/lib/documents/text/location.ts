import type { ExtractedUnits, PassageLocation } from '../types';
import { plural } from './labels';

function range(singular: string, plural: string, first: number, last: number): string {
  return first === last ? `${singular} ${first}` : `${plural} ${first}-${last}`;
}

/** A section heading longer than this is cut in a citation (at a word, with '…'). */
const SECTION_LABEL_CHARACTERS = 48;

function sectionLabel(heading: string): string {
  if (heading.length <= SECTION_LABEL_CHARACTERS) return heading;
  const cut = heading.slice(0, SECTION_LABEL_CHARACTERS);
  const space = cut.lastIndexOf(' ');
  return `${(space > SECTION_LABEL_CHARACTERS / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:–-]+$/, '')}…`;
}

/**
 * 'page 3', 'slide 2', 'sheet Sales, rows 2-41', 'paragraphs 4-9', 'Sick leave, paragraphs
 * 4-6', 'rows 10-50', 'table 2, rows 3-5'.
 */
export function formatLocation(location: PassageLocation): string {
  switch (location.kind) {
    case 'page':
      return `page ${location.page}`;
    case 'slide':
      return `slide ${location.slide}`;
    case 'paragraphs': {
      const paragraphs = range('paragraph', 'paragraphs', location.first, location.last);
      return location.section ? `${sectionLabel(location.section)}, ${paragraphs}` : paragraphs;
    }
    case 'rows':
      return range('row', 'rows', location.first, location.last);
    case 'sheet-rows':
      return `sheet ${location.sheet}, ${range('row', 'rows', location.first, location.last)}`;
    case 'table-rows':
      return `${location.table}, ${range('row', 'rows', location.first, location.last)}`;
  }
}

const UNIT_NAMES: Record<ExtractedUnits['kind'], string> = {
  pages: 'page',
  slides: 'slide',
  paragraphs: 'paragraph',
  rows: 'row',
  sheets: 'sheet',
};

/** What was indexed, for the confirmation and the drawer: '12 pages, 48 passages'. */
export function describeIndexed(units: ExtractedUnits, passages: number): string {
  const read =
    units.kind === 'sheets'
      ? `${plural(units.count, 'sheet')} (${plural(units.rows ?? 0, 'row')})`
      : plural(units.count, UNIT_NAMES[units.kind]);
  return `${read}, ${plural(passages, 'passage')}`;
}
