/** How a spreadsheet passage's text is laid out: one line per row, its cells joined. */
export const ROW_SEPARATOR = '\n';
export const CELL_SEPARATOR = ' | ';
