import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * Films by year with a test result (PASS or FAIL), abbreviated gross headers run together
 * (domgross, intgross), the same figures in 2013 dollars under headers with a dollar sign, and
 * #N/A where a gross is unknown.
 */
const FILMS = csvTables(
  'films',
  'movies.csv',
  [
    'year,imdb,title,clean_test,binary,budget,domgross,intgross,budget_2013$',
    '2013,tt1,Gravity,ok,PASS,100000000,274092705,716392705,100000000',
    '2013,tt2,Detention,notalk,FAIL,10000000,#N/A,#N/A,10000000',
    '2012,tt3,Dredd 3D,ok,PASS,45000000,13414714,40868994,45658735',
    '1997,tt4,Titanic,ok,PASS,200000000,658672302,2185672302,290000000',
    '2009,tt5,Avatar,men,FAIL,425000000,760507625,2783918982,461435929',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, FILMS);

test("'domestic gross' names domgross: a header cutting the word before the one ending it", () => {
  const reply = answered('What was the domestic gross of Titanic?');
  expect(reply.value).toBe(658672302);
  expect(reply.explanation).toMatch(/^Sum of domgross where title is Titanic/);
  expect(answered('What is the ratio of total international gross to total budget?').value).toBe(
    (716392705 + 40868994 + 2185672302 + 2783918982) /
      (100000000 + 10000000 + 45000000 + 200000000 + 425000000),
  );
});

test("'passed', 'failed' of a column holding PASS and FAIL, and 'released' needs nothing", () => {
  expect(answered('What is the average budget of movies that passed?').value).toBe(115000000);
  expect(answered('What percentage of movies failed the test?').value).toBeCloseTo(40);
  expect(answered('What was the total budget of movies released in 2013?').value).toBe(110000000);
});

test("'which movie' of movies.csv names the column of titles; 'how many movies' counts rows", () => {
  expect(answered('Which movie had the biggest budget?').names[0]).toMatch(/^Avatar/);
  expect(answered('How many movies are there?').value).toBe(5);
});

test("'in 2013 dollars' names budget_2013$, not the year 2013", () => {
  const reply = answered('Which movie had the biggest budget in 2013 dollars?');
  expect(reply.names[0]).toMatch(/^Avatar/);
  expect(reply.explanation).toMatch(/^Sum of budget_2013\$ by title, /);
});

test("'no domestic gross recorded' keeps the rows with none, not those of 0", () => {
  const reply = answered('How many movies have no domestic gross recorded?');
  expect(reply.value).toBe(1);
  expect(reply.explanation).toBe('Count of rows where domgross is empty.');
});

test("'reason' after a column's name says what its values are", () => {
  expect(answered('How many movies are there for each clean_test reason?').table?.rows).toEqual([
    ['ok', '3'],
    ['notalk', '1'],
    ['men', '1'],
  ]);
});

/** Broadway weeks: each show's gross beside the week's gross of all shows; no potential reported. */
const SHOWS = csvTables(
  'shows',
  'grosses.csv',
  [
    'week_ending,weekly_gross_overall,show,weekly_gross,potential_gross',
    '1985-12-22,500,Cats,300,NA',
    '1985-12-22,500,A Chorus Line,200,NA',
    '1985-12-29,450,Cats,250,NA',
    '1985-12-29,450,A Chorus Line,200,NA',
  ].join('\n'),
);

test('"how much did Cats gross" is said by the gross column, not read as takings', () => {
  const reply = tableAnswerTo('How much did Cats gross in total?', SHOWS);
  expect(reply.answer).toBe('550');
  expect(reply.explanation).toMatch(/^Sum of weekly_gross where show is Cats/);
});
