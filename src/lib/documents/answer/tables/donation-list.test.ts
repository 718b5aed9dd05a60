import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * Political donations shaped like FiveThirtyEight's sports owners' (tenth blind round): one
 * money column called Amount ('$4,000 ' with a trailing space), a year column named 'Election
 * Year', and a party for each donation.
 */
const DONATIONS = csvTables(
  'donations',
  'sports-political-donations.csv',
  [
    'Owner,Team,League,Recipient,Amount,Election Year,Party',
    'Ann Lee,Reds,MLB,TEAM A,"$4,000 ",2016,Democrat',
    'Ann Lee,Reds,MLB,TEAM B,"$1,000 ",2018,Republican',
    'Bo Kim,Jets,NFL,TEAM C,"$10,000 ",2018,Republican',
    'Bo Kim,Jets,NFL,TEAM D,"$2,500 ",2020,Republican',
    'Cy Diaz,Heat,NBA,TEAM E,$500 ,2020,Democrat',
  ].join('\n'),
);

test("'money' and 'donated' name the table's money column, whatever its header", () => {
  expect(tableAnswerTo('What is the total amount donated?', DONATIONS).answer).toBe('$18,000');
  expect(tableAnswerTo('How much money went to Republicans?', DONATIONS).answer).toBe('$13,500');
  expect(tableAnswerTo('Which owner gave the most money overall?', DONATIONS).names).toEqual([
    'Bo Kim',
  ]);
  expect(tableAnswerTo('Which party received the least money?', DONATIONS).names).toEqual([
    'Democrat',
  ]);
});

test("a number column headed by a period noun ('Election Year') groups, as 'Year' does", () => {
  const each = tableAnswerTo('How much was donated in each election year?', DONATIONS);
  const byYear = each.table?.rows.map((row, at) => [row[0], each.table?.values[at]]);
  expect(Object.fromEntries(byYear ?? [])).toEqual({ 2016: 4000, 2018: 11000, 2020: 3000 });
  const top = tableAnswerTo(
    'Who was the top owner by amount donated in each election year?',
    DONATIONS,
  );
  expect(top.table?.rows.map((row) => row.slice(0, 2))).toEqual([
    ['2016', 'Ann Lee'],
    ['2018', 'Bo Kim'],
    ['2020', 'Bo Kim'],
  ]);
});

describe('a donation is its money when a figure is asked of it', () => {
  test("'the average donation', 'total donations by party': the Amount", () => {
    expect(tableAnswerTo('What was the average donation from NFL owners?', DONATIONS).answer).toBe(
      '$6,250.00',
    );
    const byParty = tableAnswerTo('Total donations by party', DONATIONS);
    expect(byParty.names).toEqual(['Republican', 'Democrat']);
    expect(byParty.table?.values).toEqual([13500, 4500]);
  });

  test("'donations over $2,000' compares each donation's money, and the rows are counted", () => {
    const over = tableAnswerTo('How many donations were over $2,000?', DONATIONS);
    expect(over.answer).toBe('3');
    expect(over.explanation).toBe('Count of rows where Amount is above $2,000.');
  });

  test("'how many donations', 'the most donations', 'the share of donations': rows", () => {
    expect(tableAnswerTo('How many donations were made in 2018?', DONATIONS).answer).toBe('2');
    expect(tableAnswerTo('Which party received the most donations?', DONATIONS).names).toEqual([
      'Republican',
    ]);
    expect(
      tableAnswerTo('What percentage of the donations went to Republicans?', DONATIONS).answer,
    ).toBe('60%');
  });

  test("'which teams gave more than $5,000 in total': teams kept by the money given", () => {
    expect(tableAnswerTo('Which teams gave more than $5,000 in total?', DONATIONS).names).toEqual([
      'Jets',
    ]);
  });
});

describe('the largest donation is one row, in each group too', () => {
  test("'which team made the largest donation': each team's largest, not its total", () => {
    const reply = tableAnswerTo('Which team made the largest single donation?', DONATIONS);
    expect(reply.names).toEqual(['Jets']);
    expect(reply.answer).toBe('Jets ($10,000)');
    expect(tableAnswerTo('Which owner made the smallest donation?', DONATIONS).names).toEqual([
      'Cy Diaz',
    ]);
  });

  test("'who gave the most money': each owner's total", () => {
    const reply = tableAnswerTo('Who gave the most money?', DONATIONS);
    expect(reply.names).toEqual(['Bo Kim']);
    expect(reply.answer).toMatch(/\$12,500/);
  });
});
