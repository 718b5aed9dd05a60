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
