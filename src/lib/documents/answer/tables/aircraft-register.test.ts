import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** An aircraft register: a tail number per row, the year built (`NA` when unknown), seats. */
const PLANES = csvTables(
  'planes',
  'planes.csv',
  [
    'tailnum,year,type,manufacturer,model,engines,seats,speed,engine',
    'N10156,2004,Fixed wing multi engine,EMBRAER,EMB-145XR,2,55,NA,Turbo-fan',
    'N102UW,1998,Fixed wing multi engine,AIRBUS INDUSTRIE,A320-214,2,182,NA,Turbo-fan',
    'N104UW,1985,Fixed wing multi engine,BOEING,737-3H4,2,149,NA,Turbo-jet',
    'N10575,NA,Fixed wing single engine,CESSNA,150,1,2,90,Reciprocating',
    'N105UW,2005,Fixed wing multi engine,BOEING,737-7H4,2,140,NA,Turbo-fan',
    'N663US,1990,Fixed wing multi engine,BOEING,747-451,4,450,NA,Turbo-fan',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, PLANES).answer;

test('"aircraft" names the rows of planes.csv as "planes" does', () => {
  expect(answered('How many aircraft are in the register?')).toBe('6');
  expect(answered('Which manufacturer has the most aircraft?')).toMatch(/^BOEING/);
  expect(answered('What is the total number of seats on EMBRAER aircraft?')).toBe('55');
});

test('"built" asks when a row\'s thing was made, which its year column says', () => {
  expect(answered('How many planes were built before 1990?')).toBe('1');
  expect(answered('How many aircraft were manufactured in 2005?')).toBe('1');
});

test('a word naming two headers stemmed alike names the one it spells ("engines", not `engine`)', () => {
  expect(answered('How many aircraft have more than two engines?')).toBe('1');
  expect(answered('How many planes have 4 engines?')).toBe('1');
});

test('after a value of one of them, the word names that value\'s column ("turbo-jet engines")', () => {
  expect(answered('What share of the aircraft have turbo-jet engines?')).toBe('16.67%');
});

test('"seat capacity" is how many seats there are room for: the seats column', () => {
  expect(answered('What is the total seat capacity of the fleet?')).toBe('978');
});

test('"the oldest" or "the newest" of a year column is its earliest or latest year', () => {
  const oldest = tableAnswerTo('What year was the oldest aircraft built?', PLANES);
  expect(oldest.value).toBe(1985);
  expect(oldest.answer).toBe('1985');
  expect(oldest.explanation).toMatch(/^Smallest of year/);
  expect(tableAnswerTo('What year was the newest plane built?', PLANES).value).toBe(2005);
});
