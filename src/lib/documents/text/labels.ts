const formats = new Map<string, Intl.NumberFormat>();

/**
 * A number as `toLocaleString('en-US', options)` writes it ('1,204', '12.5'). The formatter is
 * made once per set of options: made afresh on every call, it was most of the time spent writing
 * a result table's figures.
 */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  const key = JSON.stringify(options);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', options);
    formats.set(key, format);
  }
  return format.format(value);
}

/** '3 pages', '1 row', '1,204 passages'. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${formatNumber(count)} ${count === 1 ? singular : pluralForm}`;
}

/** 'North, South and West'; one item alone; '' for none. */
export function listed(items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** 'A' for the first column, 'AA' for the 27th, as spreadsheets name them. */
export function columnLetter(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

/** The name a column without a header is given: 'Column C'. */
export function unnamedColumn(index: number): string {
  return `Column ${columnLetter(index)}`;
}

/** Whether a column's name is the one given for want of a header. */
export function isUnnamedColumn(name: string): boolean {
  return /^Column [A-Z]{1,3}$/.test(name);
}
