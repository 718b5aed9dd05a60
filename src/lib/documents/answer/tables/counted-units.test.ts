import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** Medal winners, as a public Olympics table has them: a column per kind of medal, in lower case. */
const WINNERS = csvTables(
  'winners',
  'olympic-winners.csv',
  [
    'athlete,age,country,year,date,sport,gold,silver,bronze,total',
    'Michael Phelps,23,United States,2008,24/08/2008,Swimming,8,0,0,8',
    'Natalie Coughlin,25,United States,2008,24/08/2008,Swimming,1,2,3,6',
    'Aleksey Nemov,25,Russia,2000,01/10/2000,Gymnastics,2,1,3,6',
    'Alicia Coutts,24,Australia,2012,12/08/2012,Swimming,1,3,1,5',
    'Missy Franklin,17,United States,2012,12/08/2012,Swimming,4,0,1,5',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, WINNERS);

test('"gold medals" is the gold column counted in medals, and "won" asks nothing of the table', () => {
  expect(answered('Which country won the most gold medals?').names[0]).toBe('United States');
  expect(answered('How many gold medals did the United States win in swimming?').answer).toBe('13');
});

test('"total medals" is the total column', () => {
  const bySport = answered('What are the total medals by sport?');
  expect(bySport.explanation).toMatch(/^Sum of total by sport/);
  expect(bySport.table?.values).toEqual([24, 6]);
});

test('"the youngest athlete" ranks athletes by age, and names every one that ties', () => {
  const youngest = answered('Who is the youngest athlete?');
  expect(youngest.answer).toBe('Missy Franklin (17)');
  expect(youngest.explanation).toMatch(/^Average of age by athlete, the smallest of 5 athletes/);
  expect(answered('Who is the oldest athlete?').answer).toBe(
    'Natalie Coughlin, Aleksey Nemov (25 each)',
  );
});

test('"which sport has the oldest athletes on average" ranks sports by average age', () => {
  const oldest = answered('Which sport has the oldest athletes on average?');
  expect(oldest.answer).toBe('Gymnastics (25)');
  expect(oldest.explanation).toMatch(/^Average of age by sport, the largest of 2 sports/);
  // Without 'on average', the oldest athlete of each sport.
  expect(answered('Who was the oldest athlete in each sport?').table?.rows).toHaveLength(2);
});
