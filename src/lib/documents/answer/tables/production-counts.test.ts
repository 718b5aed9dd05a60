import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** Monthly production by kind: the kinds end in the noun the count column counts (`n_eggs`). */
const EGGS = csvTables(
  'eggs',
  'egg-production.csv',
  [
    'observed_month,prod_type,prod_process,n_hens,n_eggs,source',
    '2020-01-31,hatching eggs,all,64019000,1221400000,a.pdf',
    '2020-02-29,hatching eggs,all,64384000,1154100000,b.pdf',
    '2020-03-31,hatching eggs,all,64730000,1239900000,c.pdf',
    '2020-01-31,table eggs,all,338062000,8486600000,a.pdf',
    '2020-02-29,table eggs,all,332433000,7790900000,b.pdf',
    '2020-03-31,table eggs,cage-free (organic),15720500,369156857,d.pdf',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, EGGS);

test('"how many hatching eggs" sums the eggs counted, the value still filtering the rows', () => {
  expect(answered('How many hatching eggs were produced in 2020?').answer).toBe('3,615,400,000');
  expect(answered('Which month had the fewest hatching eggs?').answer).toContain('Feb 2020');
  expect(answered('How many cage-free (organic) eggs were produced?').answer).toBe('369,156,857');
});

test('another figure named keeps its own column, and the rows are still counted when asked', () => {
  expect(answered('What was the highest hen count recorded for hatching eggs?').answer).toContain(
    '64,730,000',
  );
  expect(answered('How many rows are hatching eggs?').answer).toBe('3');
});

/** A city's pet licences, headed in American spelling. */
const PETS = csvTables(
  'pets',
  'seattle_pets.csv',
  [
    'license_issue_date,license_number,animals_name,species,primary_breed',
    'November 16 2018,8002756,Wall-E,Dog,Terrier',
    'November 11 2018,S124529,Andre,Dog,Terrier',
    'November 23 2018,824666,Melb,Cat,Domestic Shorthair',
    'December 30 2018,S119138,Gingersnap,Cat,Domestic Shorthair',
    'December 16 2018,S138529,Cody,Dog,Beagle',
    'December 18 2018,S138530,Rex,Dog,Terrier',
  ].join('\n'),
);

test('"licences" in British spelling names a `license_number` column', () => {
  const top = tableAnswerTo('Top 2 primary breeds by number of licences', PETS);
  expect(top.answer).toBe('Top 2 primary breeds; first Terrier (3)');
});

test('"licences were issued" in either spelling counts the rows dated by `license_issue_date`', () => {
  const between = 'How many licences were issued between 12 November 2018 and 16 December 2018?';
  expect(tableAnswerTo(between, PETS).answer).toBe('3');
});

test('"licenses issued per month" counts the rows of each month of the dates it names', () => {
  const monthly = tableAnswerTo('Licenses issued per month in 2018', PETS);
  expect(monthly.table?.rows).toEqual([
    ['Nov 2018', '3'],
    ['Dec 2018', '3'],
  ]);
});

test('"cited" asks nothing a column says, as "mentioned" does: the distinct sources', () => {
  expect(answered('How many distinct source reports are cited?').answer).toBe('4');
});

test('"output" says what was produced, as "produced" does: the eggs counted', () => {
  const top = answered('Top 2 months by table egg output');
  expect(top.table?.rows).toEqual([
    ['Jan 2020', '8,486,600,000'],
    ['Feb 2020', '7,790,900,000'],
  ]);
});

test('"table" in a value the table holds ("table eggs") is the value, not the file', () => {
  expect(answered('Which month had the most table eggs?').answer).toContain('Jan 2020');
});

test('a short value between "the" and its header ("the all production process") filters it', () => {
  const fewest = 'Which month had the fewest table eggs in the "all" production process?';
  expect(answered(fewest).answer).toContain('Feb 2020');
});

test('"flocks" says the hens kept together, no column: the hens of that process and month', () => {
  const hens = 'How many hens were in cage-free (organic) flocks in March 2020?';
  expect(answered(hens).answer).toBe('15,720,500');
});
