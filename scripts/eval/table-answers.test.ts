import type { DocumentsReply, ResultTable } from '@/lib/documents/types';
import { tableSubject } from '@/test/documents/table-subject';
import { judgeTableReply, periodOf } from './table-answers';

const answer = (fields: {
  answer?: string;
  value?: number | null;
  names?: string[];
  table?: ResultTable | null;
}): DocumentsReply => ({
  kind: 'table-answer',
  question: 'q',
  answer: fields.answer ?? '',
  explanation: '',
  citations: [],
  subject: tableSubject(),
  value: fields.value ?? null,
  names: fields.names ?? [],
  table: fields.table ?? null,
  alternatives: [],
});

const table = (
  rows: readonly (readonly string[])[],
  values: readonly (number | null)[],
): ResultTable => ({
  columns: rows[0]!.map((_, at) => `column ${at}`),
  rows,
  values,
  chart: null,
});

const money = { type: 'number', unit: 'usd', tolerance: 0.5, value: 2297354 } as const;

test('a figure is right within its tolerance, read from the value or else from the answer', () => {
  expect(judgeTableReply(answer({ value: 2297354.4 }), money).right).toBe(true);
  expect(judgeTableReply(answer({ value: 2297355 }), money).right).toBe(false);
  expect(judgeTableReply(answer({ answer: '$2,297,354' }), money).right).toBe(true);
  expect(judgeTableReply(answer({ answer: '-$2,297,354' }), money).right).toBe(false);
});

test('a share is right as a fraction or in percent, and a count has no tolerance', () => {
  const share = { type: 'number', unit: 'percent', tolerance: 0.1, value: 31.58 } as const;
  expect(judgeTableReply(answer({ value: 0.3158 }), share).right).toBe(true);
  expect(judgeTableReply(answer({ answer: '31.6%' }), share).right).toBe(true);
  expect(judgeTableReply(answer({ value: 0.33 }), share).right).toBe(false);
  const count = { type: 'number', unit: 'count', tolerance: 0, value: 9994 } as const;
  expect(judgeTableReply(answer({ value: 9993 }), count).right).toBe(false);
});

test('a question asked back or a passage answer is wrong, and says what it was', () => {
  const clarify: DocumentsReply = {
    kind: 'clarify',
    question: 'q',
    message: 'Which Sales do you mean?',
    choices: [],
  };
  expect(judgeTableReply(clarify, money)).toEqual({
    right: false,
    got: 'clarify: Which Sales do you mean?',
  });
});

test('a name must be the expected one; a period may carry its year', () => {
  const product = { type: 'name', value: 'Green Tea' } as const;
  expect(judgeTableReply(answer({ names: ['green tea'] }), product).right).toBe(true);
  expect(judgeTableReply(answer({ names: ['Green Tea Extra'] }), product).right).toBe(false);
  expect(judgeTableReply(answer({ names: [] }), product).right).toBe(false);
  const quarter = { type: 'name', value: 'Q4' } as const;
  expect(judgeTableReply(answer({ names: ['Q4 2017'] }), quarter).right).toBe(true);
});

test('a list of names must be exactly the expected set, in any order', () => {
  const expected = { type: 'names', values: ['Tables', 'Bookcases', 'Supplies'] } as const;
  const right = answer({ names: ['Supplies', 'Tables', 'Bookcases'] });
  expect(judgeTableReply(right, expected).right).toBe(true);
  const more = answer({ names: ['Supplies', 'Tables', 'Bookcases', 'Chairs'] });
  expect(judgeTableReply(more, expected).right).toBe(false);
  const months = { type: 'names', values: ['2010-05', '2011-08'] } as const;
  expect(judgeTableReply(answer({ names: ['Aug 2011', 'May 2010'] }), months).right).toBe(true);
  expect(judgeTableReply(answer({ names: ['Aug 2011', 'May 2011'] }), months).right).toBe(false);
});

test('groups: every group with its figure and no other; months match however they are named', () => {
  const expected = {
    type: 'groups',
    unit: 'usd',
    tolerance: 0.5,
    rows: [
      { group: '2017-01', value: 43976 },
      { group: '2017-02', value: 20306 },
    ],
  } as const;
  const months = table(
    [
      ['Jan 2017', '$43,976'],
      ['February 2017', '$20,306'],
    ],
    [43976, 20306],
  );
  expect(judgeTableReply(answer({ table: months }), expected).right).toBe(true);
  const extra = table([...months.rows, ['Total', '$64,282']], [...months.values, 64282]);
  expect(judgeTableReply(answer({ table: extra }), expected).right).toBe(false);
  const off = table(months.rows, [43976, 20307]);
  expect(judgeTableReply(answer({ table: off }), expected).right).toBe(false);
  expect(judgeTableReply(answer({ answer: '$64,282' }), expected)).toEqual({
    right: false,
    got: '$64,282 | table: no result table',
  });
});

test('groups: a weekday written out names the one a Weekday column abbreviates', () => {
  const expected = {
    type: 'groups',
    unit: 'usd',
    tolerance: 0.5,
    rows: [
      { group: 'Mon', value: 31 },
      { group: 'Tue', value: 32 },
    ],
  } as const;
  const days = (first: string) =>
    table(
      [
        [first, '$31'],
        ['Tuesday', '$32'],
      ],
      [31, 32],
    );
  expect(judgeTableReply(answer({ table: days('Monday') }), expected).right).toBe(true);
  expect(judgeTableReply(answer({ table: days('Month') }), expected).right).toBe(false);
});

test('top N per group: each group’s names in rank order, with their figures', () => {
  const expected = {
    type: 'ranked-groups',
    unit: 'usd',
    tolerance: 0.5,
    topN: 2,
    rows: [
      { group: 'East', rank: 1, name: 'Columbian', value: 47385.5 },
      { group: 'East', rank: 2, name: 'Lemon', value: 27175.7 },
      { group: 'West', rank: 1, name: 'Lemon', value: 32274.1 },
      { group: 'West', rank: 2, name: 'Decaf Espresso', value: 30577.7 },
    ],
  } as const;
  const rows = [
    ['East', '1', 'Columbian', '$47,385.52'],
    ['East', '2', 'Lemon', '$27,175.69'],
    ['West', '1', 'Lemon', '$32,274.11'],
    ['West', '2', 'Decaf Espresso', '$30,577.66'],
  ];
  const values = [47385.52, 27175.69, 32274.11, 30577.66];
  expect(judgeTableReply(answer({ table: table(rows, values) }), expected).right).toBe(true);
  const swapped = [rows[1]!, rows[0]!, rows[2]!, rows[3]!];
  const swappedValues = [values[1]!, values[0]!, values[2]!, values[3]!];
  expect(judgeTableReply(answer({ table: table(swapped, swappedValues) }), expected).right).toBe(
    false,
  );
});

test('top N per group of number codes: the code just before each figure', () => {
  const expected = {
    type: 'ranked-groups',
    unit: 'count',
    tolerance: 0,
    topN: 2,
    rows: [
      { group: '1', rank: 1, name: '237', value: 179 },
      { group: '1', rank: 2, name: '236', value: 169 },
    ],
  } as const;
  const rows = [
    ['1', '237', '179'],
    ['1', '236', '169'],
  ];
  expect(judgeTableReply(answer({ table: table(rows, [179, 169]) }), expected).right).toBe(true);
  const other = [rows[0]!, ['1', '161', '169']];
  expect(judgeTableReply(answer({ table: table(other, [179, 169]) }), expected).right).toBe(false);
});

test('periods are read from the usual ways of naming a month or a year', () => {
  expect(['Jan 2017', 'January 2017', '2017-1', '01/2017', 'Sept. 2017'].map(periodOf)).toEqual([
    '2017-01',
    '2017-01',
    '2017-01',
    '2017-01',
    '2017-09',
  ]);
  expect(periodOf('2017')).toBe('2017');
  expect(periodOf('Major Market 2017')).toBeNull();
});
