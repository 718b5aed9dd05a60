import type { ResultTable } from '../../types';
import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * A list of stores shaped like real exports with terse headers: words run together in capitals
 * (OPENDATE, STRSTATE), snake case (type_store, date_super), a number per store (storenum) and
 * the opening date repeated as MONTH and YEAR numbers.
 */
const STORES = csvTables(
  'stores',
  'store_openings.csv',
  [
    'storenum,OPENDATE,date_super,STRCITY,STRSTATE,type_store,MONTH,YEAR',
    '1,7/1/1992,3/1/1997,Rogers,AR,Supercenter,7,1992',
    '2,8/1/1994,,Harrison,AR,Wal-Mart,8,1994',
    '4,8/1/1994,3/1/2002,Houston,TX,Supercenter,8,1994',
    '5,10/1/1995,,Houston,TX,Wal-Mart,10,1995',
    '7,1/15/2000,1/15/2000,Austin,TX,Supercenter,1,2000',
    '9,2/1/2000,2/1/2000,Fresno,CA,Supercenter,2,2000',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, STORES);

const rowsOf = (table: ResultTable | null) =>
  table?.rows.map((row, index) => [row[0], table.values[index]]);

describe('headers written without spaces', () => {
  test('"state" is STRSTATE and "city" STRCITY', () => {
    expect(answered('Which state has the most stores?').names).toEqual(['TX']);
    expect(answered('Which city has the most stores?').names).toEqual(['Houston']);
  });

  test('"opened" names OPENDATE, and a reader assumes it when no date column is named', () => {
    const opened = answered('How many stores opened in 1994?');
    expect(opened.answer).toBe('2');
    expect(opened.explanation).toContain('where OPENDATE is in 1994');
    const unnamed = answered('How many stores are from 2000?');
    expect(unnamed.answer).toBe('2');
    expect(unnamed.explanation).toContain(
      'Dates are read from OPENDATE (the table also has date_super).',
    );
  });
});

describe('a number column that numbers the stores', () => {
  test('"how many stores" counts the store numbers, not the store types', () => {
    expect(answered('How many stores are listed?').answer).toBe('6');
    const types = answered('How many stores are there of each store type?');
    expect(rowsOf(types.table)).toEqual([
      ['Supercenter', 4],
      ['Wal-Mart', 2],
    ]);
  });

  test('a share of the stores is a share of store numbers counted, not summed', () => {
    expect(answered('What share of stores are Supercenters?').answer).toBe('66.67%');
  });

  test('is never summed as a figure beside the store type', () => {
    expect(answered('Which store type has the most stores?').answer).toBe('Supercenter (4)');
  });
});

describe('counts ranked within groups', () => {
  test('"the top 2 states by number of stores for each store type"', () => {
    const reply = answered('What are the top 2 states by number of stores for each store type?');
    expect(reply.explanation).toMatch(/^Count of distinct storenum by STRSTATE in each type_store/);
    expect(reply.table?.rows[0]).toEqual(['Supercenter', 'TX', '2']);
    expect(reply.table?.values[0]).toBe(2);
  });
});

describe('periods beside columns named like them', () => {
  test('"each year" groups a count by the Year column', () => {
    const reply = answered('How many stores opened each year?');
    expect(new Map(rowsOf(reply.table) as [string, number][])).toEqual(
      new Map([
        ['1992', 1],
        ['1994', 2],
        ['1995', 1],
        ['2000', 2],
      ]),
    );
  });

  test('"which year" groups by the YEAR column rather than ranking its numbers', () => {
    const reply = answered('Which year had the most stores opened?');
    expect(reply.explanation).toMatch(/^Count of distinct storenum by YEAR/);
    // Two years tie: both are named.
    expect(reply.answer).toBe('1994, 2000 (2 each)');
  });

  test('"the 1990s" is the ten years from 1990', () => {
    expect(answered('How many stores opened in the 1990s?').answer).toBe('4');
  });

  test('"the last month of the data" is a period, not the MONTH column', () => {
    expect(answered('How many stores opened in the last month of the data?').answer).toBe('1');
  });
});
