import fc from 'fast-check';
import { dateOrderOf, evenSpacing, monthNumber, readCell, yearPivotOf } from './cell-value';

const day = (year: number, month: number, date: number) =>
  Date.UTC(year, month - 1, date) / 86_400_000;

describe('readCell', () => {
  test.each([
    ['1200', 1200, null, false, 0, null],
    ['1,234,567', 1_234_567, null, false, 0, 'point'],
    ['1,234.50', 1234.5, null, false, 2, 'point'],
    ['1.234,50', 1234.5, null, false, 2, 'comma'],
    ['1.234.567', 1_234_567, null, false, 0, 'comma'],
    ['12,5', 12.5, null, false, 1, 'comma'],
    ['1 234 567', 1_234_567, null, false, 0, null],
    ['£1,200', 1200, '£', false, 0, 'either'],
    ['£ 1,200.75', 1200.75, '£', false, 2, 'point'],
    ['-£45.10', -45.1, '£', false, 2, 'point'],
    ['£-45.10', -45.1, '£', false, 2, 'point'],
    ['(1,000)', -1000, null, false, 0, 'either'],
    ['€9,99', 9.99, '€', false, 2, 'comma'],
    ['9,99 €', 9.99, '€', false, 2, 'comma'],
    ['1200 USD', 1200, '$', false, 0, null],
    ['12.5%', 12.5, null, true, 1, 'point'],
    ['-3 %', -3, null, true, 0, null],
    ['0.5', 0.5, null, false, 1, 'point'],
    ['-3.25', -3.25, null, false, 2, 'point'],
    ['-1.234', -1.234, null, false, 3, 'either'],
    ['12.50', 12.5, null, false, 2, 'point'],
    ['.5', 0.5, null, false, 1, 'point'],
    ['1.234', 1.234, null, false, 3, 'either'],
    // A group of thousands never starts with 0.
    ['0,675', 0.675, null, false, 3, 'comma'],
    ['0.675', 0.675, null, false, 3, 'point'],
    // Excel's scientific notation, as a CSV export writes small scores.
    ['8.30E-05', 0.000083, null, false, 7, 'point'],
    ['1.5E+03', 1500, null, false, 0, 'point'],
  ])('%s is the number %d', (text, value, currency, percent, decimals, mark) => {
    expect(readCell(text)).toEqual({ kind: 'number', value, currency, percent, decimals, mark });
  });

  test.each([
    ['2024-03-15', day(2024, 3, 15)],
    ['2024-03-15T00:00:00.000Z', day(2024, 3, 15)],
    ['2024/03/15', day(2024, 3, 15)],
    ['15/03/2024 8:26', day(2024, 3, 15) + (8 * 60 + 26) / 1440],
    ['15/03/2024 08:26:00 PM', day(2024, 3, 15) + (20 * 60 + 26) / 1440],
    ['2019-01-15 03:36:12', day(2019, 1, 15) + (3 * 3600 + 36 * 60 + 12) / 86_400],
    ['15/03/2024', day(2024, 3, 15)],
    ['15.03.24', day(2024, 3, 15)],
    ['15 Mar 2024', day(2024, 3, 15)],
    ['3rd March 2024', day(2024, 3, 3)],
    ['March 15, 2024', day(2024, 3, 15)],
    ['Sept 2024', day(2024, 9, 1)],
  ])('%s is a date (with its time of day as the fraction)', (text, expected) => {
    expect(readCell(text)).toEqual({ kind: 'date', day: expected });
  });

  test("dates parted by spaces ('01 03 2024', with a time) are read as slash dates are", () => {
    expect(readCell('01 03 2024', 'dmy')).toEqual({ kind: 'date', day: day(2024, 3, 1) });
    expect(readCell('01 03 2024 10:15:51', 'dmy')).toMatchObject({ kind: 'date' });
    expect(dateOrderOf(['01 03 2024', '15 03 2024'])).toBe('dmy');
    // Without a full year, figures parted by spaces stay figures.
    expect(readCell('10 15 51').kind).not.toBe('date');
  });

  test("letters written before a price are its currency ('R38.70'); before a code they are not", () => {
    expect(readCell('R38.70')).toMatchObject({ kind: 'number', value: 38.7, currency: 'R' });
    expect(readCell('Rs 1,200')).toMatchObject({ kind: 'number', value: 1200, currency: 'Rs' });
    expect(readCell('R$ 12.50')).toMatchObject({ kind: 'number', value: 12.5, currency: 'R$' });
    expect(readCell('R101').kind).toBe('text');
  });

  test('slash dates follow the order the column uses', () => {
    expect(readCell('03/04/2024', 'dmy')).toEqual({ kind: 'date', day: day(2024, 4, 3) });
    expect(readCell('03/04/2024', 'mdy')).toEqual({ kind: 'date', day: day(2024, 3, 4) });
    expect(dateOrderOf(['03/04/2024', '12/25/2024'])).toBe('mdy');
    expect(dateOrderOf(['03/04/2024', '25/12/2024'])).toBe('dmy');
    expect(dateOrderOf(['03/04/2024'])).toBe('dmy');
    // Monthly figures, each dated the 1st: the part that never changes is the day.
    expect(dateOrderOf(['1/1/1998', '2/1/1998', '12/1/1998'])).toBe('mdy');
    expect(dateOrderOf(['01/02/2024', '01/03/2024', '01/04/2024'])).toBe('dmy');
  });

  test("two-digit years are read as the one span a column's years make", () => {
    // Stores opened 7/1/62 … 1/31/06: 1962 to 2006, not 2062.
    const pivot = yearPivotOf(['7/1/62', '8/1/99', '1/31/06']);
    expect(readCell('7/1/62', 'mdy', pivot)).toEqual({ kind: 'date', day: day(1962, 7, 1) });
    expect(readCell('1/31/06', 'mdy', pivot)).toEqual({ kind: 'date', day: day(2006, 1, 31) });
    // Years that make a span within one century keep the usual reading.
    expect(yearPivotOf(['1/1/10', '1/1/25'])).toBe(70);
    expect(readCell('1/1/25', 'mdy', yearPivotOf(['1/1/10', '1/1/25']))).toEqual({
      kind: 'date',
      day: day(2025, 1, 1),
    });
  });

  test("a day, a month's name and a two-digit year ('1-May-07') are read over the column's span", () => {
    // Funding rounds dated 23-Sep-93 … 1-Aug-08: 1993 to 2008.
    const pivot = yearPivotOf(['23-Sep-93', '1-Jan-99', '1-May-07', '1-Aug-08']);
    expect(readCell('23-Sep-93', 'dmy', pivot)).toEqual({ kind: 'date', day: day(1993, 9, 23) });
    expect(readCell('1-May-07', 'dmy', pivot)).toEqual({ kind: 'date', day: day(2007, 5, 1) });
    expect(readCell('5 Jan 17')).toEqual({ kind: 'date', day: day(2017, 1, 5) });
    expect(readCell('5-Jan-2017')).toEqual({ kind: 'date', day: day(2017, 1, 5) });
  });

  test.each([
    'Elmstead',
    'Q2',
    'Week 5',
    'DR-1000',
    '18V',
    '0161 496 0000',
    '02139',
    '1,23,4',
    '31/02/2024',
    '1.2.3.4',
    // No sign before the power: a code, not a number.
    '12E4',
  ])('%s is text', (text) => {
    expect(readCell(text)).toEqual({ kind: 'text' });
  });

  test.each(['', '  ', '-', 'n/a', 'N/A'])('%j is empty', (text) => {
    expect(readCell(text)).toEqual({ kind: 'empty' });
  });
});

test('month names and abbreviations', () => {
  expect(monthNumber('March')).toBe(3);
  expect(monthNumber('sept.')).toBe(9);
  expect(monthNumber('Dec')).toBe(12);
  expect(monthNumber('ma')).toBe(0);
  expect(monthNumber('marzipan')).toBe(0);
});

describe('evenSpacing', () => {
  test.each([
    ['Harbour Point', 'Harbour Point'],
    ['  Harbour   Point ', 'Harbour Point'],
    ['Harbour\tPoint\r\n', 'Harbour Point'],
    ['Harbour\u00a0Point', 'Harbour Point'],
    [' \n ', ''],
  ])('%j reads as %j', (text, even) => {
    expect(evenSpacing(text)).toBe(even);
  });

  test('is every run of white space made one space, none at the ends', () => {
    const spacing = fc.constantFrom('a', 'b', ' ', '\t', '\n', '\u00a0', '\u2003', '\ufeff');
    fc.assert(
      fc.property(fc.array(spacing, { maxLength: 12 }), (characters) => {
        const text = characters.join('');
        expect(evenSpacing(text)).toBe(text.replace(/\s+/g, ' ').trim());
      }),
    );
  });
});
