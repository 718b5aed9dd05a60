import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * Answers to a Net Promoter Score survey: the score's header is the question asked, and it names
 * the airline each answer is about beside the `Airline` column.
 */
const ANSWERS = csvTables(
  'nps',
  'airline-nps.csv',
  [
    'Airline,CustomerID,How likely are you to recommend this airline?',
    '"Adams, Kunde and Toy",0a1,10',
    '"Adams, Kunde and Toy",0a2,9',
    '"Adams, Kunde and Toy",0a3,6',
    'Hand-Maggio,0b1,7',
    'Hand-Maggio,0b2,3',
    'Hand-Maggio,0b3,10',
    'Hand-Maggio,0b4,8',
    'Blick Inc,0c1,2',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, ANSWERS);

test('"score" and "rating" name the column headed by the survey question', () => {
  expect(answered('What is the median score?').answer).toBe('7.5');
  expect(answered('What is the average score for Hand-Maggio?').answer).toBe('7');
  expect(answered('How many responses scored 6 or lower?').answer).toBe('3');
});

test('the thing the question asks about names its own column, not the answers', () => {
  expect(answered('How many airlines are there?').answer).toBe('3');
  const best = answered('Which airline has the highest average rating?');
  expect(best.names[0]).toBe('Adams, Kunde and Toy');
  const top = answered('What are the top 2 airlines by number of responses?');
  expect(top.table?.rows.map(([airline]) => airline)).toEqual([
    'Hand-Maggio',
    'Adams, Kunde and Toy',
  ]);
});

test('"responses" are the rows, in the survey or as survey responses', () => {
  expect(answered('How many survey responses are there?').answer).toBe('8');
  expect(answered('How many responses did each airline get?').table?.values).toEqual([4, 3, 1]);
});

test('a score is averaged per airline, never added up', () => {
  const each = answered('What is the average score per airline?');
  expect(each.table?.rows.map(([airline]) => airline)).toEqual([
    'Adams, Kunde and Toy',
    'Hand-Maggio',
    'Blick Inc',
  ]);
  expect(each.table?.values[1]).toBe(7);
});

test('neighbouring scores offered as alternatives are one band, not two groups', () => {
  expect(answered('How many responses gave a score of 9 or 10?').answer).toBe('3');
  expect(answered('What percentage of responses gave a score of 9 or 10?').value).toBeCloseTo(
    37.5,
    1,
  );
});
