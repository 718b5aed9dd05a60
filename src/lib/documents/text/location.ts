import type { ExtractedUnits, PassageLocation } from '../types';
import { plural } from './labels';

function range(singular: string, plural: string, first: number, last: number): string {
  return first === last ? `${singular} ${first}` : `${plural} ${first}-${last}`;
}

/**
 * 'page 3', 'slide 2', 'sheet Sales, rows 2-41', 'paragraphs 4-9', 'rows 10-50',
 * 'table 2, rows 3-5'.
 */
export function formatLocation(location: PassageLocation): string {
  switch (location.kind) {
    case 'page':
      return `page ${location.page}`;
    case 'slide':
      return `slide ${location.slide}`;
    case 'paragraphs':
      return range('paragraph', 'paragraphs', location.first, location.last);
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
