import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';
import { answerTableQuestion } from './answer-table-question';

/**
 * Olympic medal winners as ag-grid's sample lists them (seventh blind round): lower-case
 * headers, day-first dates (24/08/2008, 1/10/2000), one row per athlete and Games, and gold,
 * silver and bronze columns that add up to 'total' on every row.
 */
const MEDALS = csvTables(
  'medals',
  'olympic-winners.csv',
  [
    'athlete,age,country,year,date,sport,gold,silver,bronze,total',
    'Michael Phelps,23,United States,2008,24/08/2008,Swimming,8,0,0,8',
    'Michael Phelps,19,United States,2004,29/08/2004,Swimming,6,0,2,8',
    'Natalie Coughlin,25,United States,2008,24/08/2008,Swimming,1,2,3,6',
    'Ian Thorpe,17,Australia,2000,1/10/2000,Swimming,3,2,0,5',
    'Liu Xiang,21,China,2004,29/08/2004,Athletics,1,0,0,1',
    'Yang Wei,28,China,2008,24/08/2008,Gymnastics,2,1,0,3',
    'Kjetil Andre Aamodt,30,Norway,2002,24/02/2002,Alpine Skiing,2,0,0,2',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, MEDALS);

test("'medals' is the row total of gold, silver and bronze", () => {
  expect(answered('How many medals did the United States win in 2008?').answer).toBe('14');
  expect(answered('Which athlete won the most medals?').answer).toMatch(/^Michael Phelps/);
  expect(answered('What percentage of all medals did China win?').answer).toBe('12.12%');
  expect(answered('How many rows have more than 3 medals in total?').answer).toBe('4');
  // 'gold medals' is the gold column, and 'in total' asks for its sum.
  expect(answered('How many gold medals were won in total?').answer).toBe('23');
});

test('day-first dates are read as days, months and years', () => {
  expect(answered('How many medals were won in August 2008?').answer).toBe('17');
  expect(answered('How many rows are in October 2000?').answer).toBe('1');
});

test("'won by countries other than …' filters by country, and does not group", () => {
  expect(
    answered('How many gold medals were won by countries other than the United States?').answer,
  ).toBe('8');
});

test("'an account' is a noun the table must explain, not 'account for'", () => {
  const reply = answerTableQuestion('What is the minimum age to have an account?', MEDALS, {
    previous: null,
    chosen: null,
  });
  expect(reply?.kind).toBe('no-match');
});

test('an uncounted plural the table does not hold is not the row total', () => {
  const reply = answerTableQuestion('How much can teammates spend per day on meals?', MEDALS, {
    previous: null,
    chosen: null,
  });
  expect(reply?.kind).not.toBe('table-answer');
});

test("'more bronze medals than gold medals' compares two columns on each row", () => {
  expect(answered('How many rows have more bronze medals than gold medals?').answer).toBe('1');
  expect(answered('How many rows have fewer gold medals than silver medals?').answer).toBe('1');
});
