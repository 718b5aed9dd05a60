import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * An app store's list as scraped (Google Play's): an app may have several rows, installs
 * written as brackets ('1,000,000+'), prices '$4.99 ' or 0, a Type of Free or Paid, and an app
 * whose name begins with 'Total'.
 */
const APPS = csvTables(
  'apps',
  'googleplaystore.csv',
  [
    'App,Category,Rating,Reviews,Installs,Type,Price,Last Updated',
    'Sketch - Draw & Paint,ART_AND_DESIGN,4.5,215644,"50,000,000+",Free,0,8-Jun-18',
    'Total AV,PRODUCTIVITY,3.4,617,"100,000+",Free,0,17-Apr-18',
    'Duolingo,EDUCATION,4.7,6290507,"100,000,000+",Free,0,31-Jul-18',
    'Duolingo,EDUCATION,4.7,6290507,"100,000,000+",Free,0,31-Jul-18',
    'Math Tutor,EDUCATION,4.1,120,"1,000+",Paid,"$2.99 ",2-Jul-18',
    'Pocket Maps,TRAVEL_AND_LOCAL,NaN,3,10+,Paid,"$5.99 ",1-Jan-17',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, APPS);

test('a row named "Total AV" that fills every column is an app, not a total line', () => {
  expect(answered('How many rows are there?').value).toBe(6);
  expect(answered('How many distinct apps are there?').value).toBe(5);
});

test('installs written "1,000,000+" are counts to add up, each the number before its plus', () => {
  expect(answered('What is the total number of installs in the EDUCATION category?').value).toBe(
    200_001_000,
  );
});

test('"paid apps", "apps are paid": a word that asks how to compute is one of Type\'s two values', () => {
  expect(answered('How many paid apps are there?').value).toBe(2);
  expect(answered('How many apps are paid?').value).toBe(2);
  expect(answered('What is the average price of paid apps?').value).toBeCloseTo(4.49);
});
