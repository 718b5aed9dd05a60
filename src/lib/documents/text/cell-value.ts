import { SECONDS_PER_DAY, secondsOfDay } from './clock-time';

/**
 * The decimal mark a number is written with: 'point' (1,234.50, 1.5), 'comma' (1.234,50, 1,5),
 * 'either' when one separator before three digits could be both (1.234, 1,234: read as
 * 'point'), null with no separator at all.
 */
export type DecimalMark = 'point' | 'comma' | 'either';

/** What one cell's text is, read the way a person reads a spreadsheet. */
export type CellReading =
  | { kind: 'empty' }
  | { kind: 'text' }
  | {
      kind: 'number';
      value: number;
      currency: string | null;
      percent: boolean;
      decimals: number;
      mark: DecimalMark | null;
    }
  /**
   * `day`: days since 1970-01-01 (UTC), with the time of day as its fraction when the cell
   * carries one ('2019-01-15 03:36:12' is day 17911.15). Whole for a date alone.
   */
  | { kind: 'date'; day: number };

/** Day-first (15/03/2024, as in the UK) or month-first (03/15/2024) for dates with slashes. */
export type DateOrder = 'dmy' | 'mdy';

const UNEVEN_SPACING = /\s\s|[^\S ]|^ | $/;

/**
 * A cell's text with each run of spaces, tabs and line breaks as one space and none at its
 * ends. Most cells already are so and come back as they are: testing is a third of the cost
 * of rewriting every cell of a wide sheet.
 */
export function evenSpacing(text: string): string {
  return UNEVEN_SPACING.test(text) ? text.replace(/\s+/g, ' ').trim() : text;
}

const EMPTY: CellReading = { kind: 'empty' };
const TEXT: CellReading = { kind: 'text' };

const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** 1-12 for a month's name or an abbreviation of at least three letters ('Sept.'), else 0. */
export function monthNumber(word: string): number {
  const lower = word.toLowerCase().replace(/\.$/, '');
  if (lower.length < 3) return 0;
  return MONTH_NAMES.findIndex((name) => name.startsWith(lower)) + 1;
}

const CURRENCY_SIGNS = '£$€¥₹';
/**
 * Currencies written with letters before the figure ('R38.70' rand, 'Rs 1,200', 'kr 95.00',
 * 'R$ 12,50'). A bare letter or two is taken only before a price (two decimals or grouped
 * thousands), so codes such as 'R101' stay text.
 */
const LETTER_CURRENCY = /^(R\$|US\$|A\$|C\$|NZ\$|HK\$|S\$|CHF|Rs\.?|kr\.?|R)\s?(?=\d)/;
const PRICE_DIGITS = /^\d+[.,]\d{2}$|^\d{1,3}(?:[,.]\d{3})+(?:[.,]\d{2})?$/;
/** The sign of each currency code a cell may be written with ('USD 12.50', '12.50 EUR'). */
export const SIGN_OF_CURRENCY_CODE: Readonly<Record<string, string>> = {
  GBP: '£',
  USD: '$',
  EUR: '€',
  JPY: '¥',
  INR: '₹',
};
// A grouped number never starts with 0: '0,675' and '0.675' are decimals.
const GROUPED_BY_COMMA = /^[1-9]\d{0,2}(,\d{3})+$/;
const GROUPED_BY_DOT = /^[1-9]\d{0,2}(\.\d{3})+$/;
const GROUPED_BY_SPACE = /^\d{1,3}([ '\u00a0\u202f]\d{3})+$/;

/**
 * Excel's scientific notation, '8.30E-05', '1.2E+11': a plain decimal and a signed power of ten
 * (without the sign, '12E4' reads as a code).
 */
const SCIENTIFIC = /^(\d+(?:\.\d+)?)[eE]([-+]\d{1,3})$/;

/** Year first, with dashes (ISO) or slashes ('2023/01/05', as some exports write it). */
const ISO_DATE = /^(\d{4})([-/])(\d{1,2})\2(\d{1,2})(?:[T ]([\d:.]+)Z?)?$/;
/** '15/03/2024', '3/15/24', and with a time of day after it ('12/1/2010 8:26', '… 8:26:00 AM'). */
const NUMERIC_DATE =
  /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})(?:[ T](\d{1,2}:\d{2}(?::\d{2})?(?: ?[AP]M)?))?$/i;
/** '01 03 2024' (and with a time after it): day, month and a four-digit year parted by spaces. */
const SPACED_DATE = /^(\d{1,2}) (\d{1,2}) (\d{4})(?=$|[ T]\d{1,2}:)/;

/** A numeric date's parts, written with slashes, dots, dashes or (with its full year) spaces. */
function numericDate(text: string): RegExpExecArray | null {
  return NUMERIC_DATE.exec(text.replace(SPACED_DATE, '$1/$2/$3'));
}

/** '5 January 2017', '5-Jan-2017', and with a two-digit year as spreadsheets export it ('5-Jan-17'). */
const DAY_MONTH_YEAR = /^(\d{1,2})(?:st|nd|rd|th)?[\s-]+([a-z]{3,9})\.?,?[\s-]+(\d{4}|\d{2})$/i;
const MONTH_DAY_YEAR = /^([a-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/i;
const MONTH_YEAR = /^([a-z]{3,9})\.?[\s-]+(\d{4})$/i;

/** The day (since 1970-01-01, UTC) of a calendar date; null when there is no such day. */
export function dayOf(year: number, month: number, day: number): number | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const time = Date.UTC(year, month - 1, day);
  // 31 February rolls over into March: not a date.
  if (new Date(time).getUTCDate() !== day) return null;
  return time / 86_400_000;
}

/** Two-digit years below this are in the 2000s ('3/1/02' is 2002), others in the 1900s. */
const DEFAULT_PIVOT = 70;

function fullYear(text: string, pivot: number): number {
  const year = Number(text);
  if (text.length === 4) return year;
  return year < pivot ? 2000 + year : 1900 + year;
}

/**
 * Where a column's two-digit years turn from the 1900s to the 2000s: a column whose years run
 * 62…99, 00…06 is one span, 1962–2006, not 2062–2069 and 1970–2006. Its years are read as the
 * shortest span that holds them all; when that span crosses a century, the pivot is its start.
 */
export function yearPivotOf(texts: Iterable<string>): number {
  const years = new Set<number>();
  for (const text of texts) {
    const year = numericDate(text.trim())?.[3] ?? DAY_MONTH_YEAR.exec(text.trim())?.[3];
    if (year?.length === 2) years.add(Number(year));
  }
  const sorted = [...years].sort((a, b) => a - b);
  if (sorted.length < 2) return DEFAULT_PIVOT;
  // The widest gap between neighbours, counting round from the last year to the first.
  let start = sorted[0]!;
  let widest = sorted[0]! + 100 - sorted.at(-1)!;
  sorted.forEach((year, index) => {
    const gap = year - (sorted[index - 1] ?? year);
    if (gap > widest) [widest, start] = [gap, year];
  });
  return start === sorted[0] ? DEFAULT_PIVOT : start;
}

/** A day with the time of day written after it (if any, and if it reads as one) as its fraction. */
function atTime(day: number | null, time: string | undefined): number | null {
  const seconds = time === undefined ? null : secondsOfDay(time);
  return day === null || seconds === null ? day : day + seconds / SECONDS_PER_DAY;
}

function readDate(text: string, order: DateOrder, pivot: number): number | null {
  let match = ISO_DATE.exec(text);
  if (match) return atTime(dayOf(Number(match[1]), Number(match[3]), Number(match[4])), match[5]);
  match = numericDate(text);
  if (match) {
    const [first, second] = [Number(match[1]), Number(match[2])];
    const [day, month] = order === 'dmy' ? [first, second] : [second, first];
    return atTime(dayOf(fullYear(match[3]!, pivot), month, day), match[4]);
  }
  match = DAY_MONTH_YEAR.exec(text);
  if (match && monthNumber(match[2]!)) {
    return dayOf(fullYear(match[3]!, pivot), monthNumber(match[2]!), Number(match[1]));
  }
  match = MONTH_DAY_YEAR.exec(text);
  if (match && monthNumber(match[1]!)) {
    return dayOf(Number(match[3]), monthNumber(match[1]!), Number(match[2]));
  }
  match = MONTH_YEAR.exec(text);
  if (match && monthNumber(match[1]!)) return dayOf(Number(match[2]), monthNumber(match[1]!), 1);
  return null;
}

/**
 * Which order a column's slash dates are in: a first part over 12 means day-first, a second
 * part over 12 month-first. When no part is over 12, a part that never changes while the
 * other does is the day (monthly figures dated 1/1/1998, 2/1/1998… are month-first); else
 * day-first.
 */
export function dateOrderOf(texts: Iterable<string>): DateOrder {
  const firsts = new Set<string>();
  const seconds = new Set<string>();
  for (const text of texts) {
    const match = numericDate(text.trim());
    if (!match) continue;
    if (Number(match[1]) > 12) return 'dmy';
    if (Number(match[2]) > 12) return 'mdy';
    firsts.add(match[1]!);
    seconds.add(match[2]!);
  }
  return seconds.size === 1 && firsts.size > 1 ? 'mdy' : 'dmy';
}

/** The digits of a number with its group and decimal separators, as a JS number string. */
function plainDigits(core: string): { digits: string; decimals: number } | null {
  if (!/^[\d.,' \u00a0\u202f]+$/.test(core) || !/^\d|^[.,]\d/.test(core)) return null;
  if (GROUPED_BY_SPACE.test(core))
    return { digits: core.replace(/[ '\u00a0\u202f]/g, ''), decimals: 0 };
  if (/[ '\u00a0\u202f]/.test(core)) {
    // '1 234,56': space groups, then a decimal part.
    const [whole, fraction] = core.split(/[.,](?=\d+$)/);
    if (!whole || !GROUPED_BY_SPACE.test(whole)) return null;
    return plainDigits(
      `${whole.replace(/[ '\u00a0\u202f]/g, '')}.${fraction ?? ''}`.replace(/\.$/, ''),
    );
  }
  const lastComma = core.lastIndexOf(',');
  const lastDot = core.lastIndexOf('.');
  let whole = core;
  let fraction = '';
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal = lastComma > lastDot ? ',' : '.';
    const at = core.lastIndexOf(decimal);
    whole = core.slice(0, at);
    fraction = core.slice(at + 1);
    const grouped = decimal === ',' ? GROUPED_BY_DOT : GROUPED_BY_COMMA;
    if (!grouped.test(whole) || !/^\d+$/.test(fraction)) return null;
  } else if (lastComma >= 0) {
    if (GROUPED_BY_COMMA.test(core)) whole = core;
    else if (/^\d*,\d+$/.test(core)) [whole = '', fraction = ''] = core.split(',');
    else return null;
  } else if (lastDot >= 0) {
    if (GROUPED_BY_DOT.test(core) && core.indexOf('.') !== lastDot) whole = core;
    else if (/^\d*\.\d+$/.test(core)) [whole = '', fraction = ''] = core.split('.');
    else return null;
  }
  const digits = whole.replace(/[.,]/g, '') || '0';
  // '007', '02139': codes and identifiers, not quantities.
  if (digits.length > 1 && digits.startsWith('0') && fraction === '') return null;
  return { digits: fraction ? `${digits}.${fraction}` : digits, decimals: fraction.length };
}

function decimalMark(core: string): DecimalMark | null {
  const commas = core.split(',').length - 1;
  const points = core.split('.').length - 1;
  if (commas > 0 && points > 0)
    return core.lastIndexOf(',') > core.lastIndexOf('.') ? 'comma' : 'point';
  // A separator repeated groups thousands: the decimal mark is the other one.
  if (commas > 1 || points > 1) return commas > 1 ? 'point' : 'comma';
  if (commas + points === 0) return null;
  if (/^[1-9]\d{0,2}[.,]\d{3}$/.test(core)) return 'either';
  return commas > 0 ? 'comma' : 'point';
}

function readNumber(text: string): CellReading | null {
  let rest = text;
  let negative = false;
  let currency: string | null = null;
  let percent = false;
  if (rest.startsWith('(') && rest.endsWith(')')) {
    negative = true;
    rest = rest.slice(1, -1).trim();
  }
  const takeSign = () => {
    if (/^[-−]/.test(rest)) {
      negative = !negative;
      rest = rest.slice(1).trim();
    } else if (rest.startsWith('+')) rest = rest.slice(1).trim();
  };
  takeSign();
  const code = /^([A-Z]{3})\s|\s([A-Z]{3})$/.exec(rest);
  const codeName = code?.[1] ?? code?.[2];
  if (codeName && SIGN_OF_CURRENCY_CODE[codeName]) {
    currency = SIGN_OF_CURRENCY_CODE[codeName];
    rest = rest.replace(codeName, '').trim();
  }
  const letters = LETTER_CURRENCY.exec(rest);
  const lettered = letters?.[1] ?? '';
  if (letters && (lettered.includes('$') || PRICE_DIGITS.test(rest.slice(letters[0].length)))) {
    currency = lettered;
    rest = rest.slice(letters[0].length);
  } else if (CURRENCY_SIGNS.includes(rest[0] ?? '')) {
    currency = rest[0]!;
    rest = rest.slice(1).trim();
  } else if (CURRENCY_SIGNS.includes(rest.at(-1) ?? '')) {
    currency = rest.at(-1)!;
    rest = rest.slice(0, -1).trim();
  }
  takeSign();
  if (rest.endsWith('%')) {
    percent = true;
    rest = rest.slice(0, -1).trim();
  }
  const scientific = SCIENTIFIC.exec(rest);
  if (scientific) rest = scientific[1]!;
  const plain = plainDigits(rest);
  if (!plain) return null;
  const exponent = Number(scientific?.[2] ?? 0);
  const value = Number(`${plain.digits}e${exponent}`);
  if (!Number.isFinite(value)) return null;
  return {
    kind: 'number',
    value: negative ? -value : value,
    currency,
    percent,
    decimals: Math.max(0, plain.decimals - exponent),
    mark: decimalMark(rest),
  };
}

/**
 * '42', '-3.25', '0.5': most cells of a number column, read at once. Leading zeros ('007') take
 * the general way, where they are codes.
 */
const PLAIN_DECIMAL = /^-?(?:0|[1-9]\d*)(?:\.(\d+))?$/;
const EITHER_MARK = /^-?[1-9]\d{0,2}\.\d{3}$/;

function plainDecimal(text: string): CellReading | null {
  const match = PLAIN_DECIMAL.exec(text);
  if (!match) return null;
  return {
    kind: 'number',
    value: Number(text),
    currency: null,
    percent: false,
    decimals: match[1]?.length ?? 0,
    // As decimalMark reads one point: '1.234' could be a thousand grouped.
    mark: match[1] === undefined ? null : EITHER_MARK.test(text) ? 'either' : 'point',
  };
}

/**
 * Reads a cell: numbers with thousands separators ('1,234.50', '1.234,50', '1 234'), a currency
 * sign or code ('£1,200', '€ 9,99', '1200 USD'), negatives ('-5', '(5)'), percentages ('12.5%'),
 * scientific notation ('8.30E-05'),
 * dates (ISO, 15/03/2024 in `order`, '15 Mar 2024', 'March 15, 2024', 'Mar 2024'); the rest is text.
 */
export function readCell(
  raw: string,
  order: DateOrder = 'dmy',
  pivot = DEFAULT_PIVOT,
): CellReading {
  const text = raw.trim();
  if (text === '' || text === '-' || text === '–' || /^n\/?a$/i.test(text)) return EMPTY;
  if (!/\d/.test(text)) return TEXT;
  const plain = plainDecimal(text);
  if (plain) return plain;
  const day = readDate(text, order, pivot);
  if (day !== null) return { kind: 'date', day };
  return readNumber(text) ?? TEXT;
}
