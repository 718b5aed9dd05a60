import { answerTableQuestion } from './answer-table-question';
import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** Magazine price listings of PCs: terse headers, yes/no columns, no product names. */
const LISTINGS = csvTables(
  'listings',
  'Computers.csv',
  [
    'price,speed,hd,ram,screen,cd,multi,premium',
    '1499,25,80,4,14,no,no,yes',
    '3295,66,340,8,15,yes,yes,yes',
    '2595,50,245,8,14,yes,no,no',
    '1849,33,120,4,14,no,no,yes',
    '3695,66,528,16,17,yes,yes,yes',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, LISTINGS);

test('an item "listed above $3,000" is priced above it, as one that "cost" more', () => {
  expect(answered('How many computers were listed above $3,000?').answer).toBe('2');
  expect(answered('How many computers were listed under 2000?').answer).toBe('2');
});

test('"multi" is a multimedia kit, and what a listing "includes" is its yes flag', () => {
  expect(answered('What is the average price of multimedia computers?').answer).toBe('3,495');
  expect(answered('How many listings include multimedia?').answer).toBe('2');
});

test('two words spell a terse header by their initials: "hard drive" is `hd`', () => {
  expect(answered('What is the average hard drive size?').answer).toBe('262.6');
  expect(answered('What is the average price of listings with a hard drive over 300?').answer).toBe(
    '3,495',
  );
});

/** A booking sheet headed in Italian: `Ad.` is the adults, `Arrivo` the arrival. */
const BOOKINGS = csvTables(
  'bookings',
  'prenotazioni.csv',
  ['Arrivo,Ad.,Bam.', '2019-03-01,2,0', '2019-04-12,3,1', '2020-01-05,1,0'].join('\n'),
);

test('the two words spelling a header are one phrase: "how many different hard drive sizes"', () => {
  const sizes = answered('How many different hard drive sizes are listed?');
  expect(sizes.answer).toBe('5');
  expect(sizes.explanation).toMatch(/^Count of distinct hd/);
  expect(
    answered('How many listings have more than 8 MB of RAM and a hard drive over 300?').answer,
  ).toBe('1');
});

test('words naming a header of their own, or stopwords, spell no header by their initials', () => {
  expect(tableAnswerTo('How many bookings have an Arrivo date in 2019?', BOOKINGS).answer).toBe(
    '2',
  );
  expect(
    answerTableQuestion('Which day will be the most hectic for forklifts and diggers?', BOOKINGS, {
      previous: null,
      chosen: null,
    }),
  ).toBeNull();
});

test("a figure in megabytes or megahertz ('more than 8 MB of RAM') compares the column named after it", () => {
  expect(answered('How many computers have more than 8 MB of RAM?').answer).toBe('1');
  expect(answered('How many computers have at least 8 MB of ram?').answer).toBe('3');
});
