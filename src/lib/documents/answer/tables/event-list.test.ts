import type { ResultTable } from '../../types';
import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';
import { answerTableQuestion } from './answer-table-question';

/**
 * A dated list of events with no ID and no column named after what a row is (a launch log):
 * lower-case one-word headers, ISO dates, a price per row and a True/False outcome.
 */
const LAUNCHES = csvTables(
  'launches',
  'space-mission-data.csv',
  [
    'mission,company,date,rocket,price,successful',
    'Alpha,SpaceX,2021-01-10,Falcon 9,100,True',
    'Beta,SpaceX,2021-01-20,Falcon 9,120,False',
    'Gamma,NASA,2021-02-05,Saturn V,300,True',
    'Delta,NASA,2022-03-01,Saturn V,250,True',
    'Epsilon,Arianespace,2022-03-15,Ariane 5,90,True',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, LAUNCHES);

const rowsOf = (table: ResultTable | null) =>
  table?.rows.map((row, index) => [row[0], table.values[index]]);

describe('a noun for what each row records', () => {
  test('"how many launches" and "the most launches" count rows', () => {
    expect(answered('How many launches are listed?').answer).toBe('5');
    expect(answered('How many launches were there in 2021?').answer).toBe('3');
    expect(answered('Which company had the most launches?').names).toEqual(['SpaceX']);
  });

  test('"launches by year" and "monthly launches" count rows per period', () => {
    expect(rowsOf(answered('Launches by year').table)).toEqual([
      ['2021', 3],
      ['2022', 2],
    ]);
    expect(answered('Monthly launches in 2021').table?.rows).toHaveLength(2);
  });

  test('"the price of SpaceX launches" is a figure of those rows, not an unknown word', () => {
    expect(answered('What is the total price of all SpaceX launches?').answer).toBe('220');
    expect(answered('What was the average price of a NASA launch?').answer).toBe('275');
  });
});

describe('the file named in the question', () => {
  const STRIKES = csvTables(
    'strikes',
    'birdstrikes.csv',
    [
      'Airport Name,Flight Date,Wildlife Size,Cost Total $',
      'DALLAS/FORT WORTH INTL ARPT,1999-01-08,Small,0',
      'SACRAMENTO INTL,1999-02-09,Large,1200',
      'SACRAMENTO INTL,1999-02-11,Small,300',
    ].join('\n'),
  );
  const ask = (question: string) =>
    answerTableQuestion(question, STRIKES, { previous: null, chosen: null });

  test('"bird strikes" names birdstrikes.csv, and "reported" needs no column', () => {
    expect(ask('How many bird strikes are recorded?')).toMatchObject({ answer: '3' });
    expect(ask('How many strikes were reported in the last month of the data?')).toMatchObject({
      answer: '2',
    });
  });
});

describe('a True/False column named as a state of the rows', () => {
  test('"were successful" keeps the rows marked True, "were not successful" those marked False', () => {
    expect(answered('How many launches were successful?').answer).toBe('4');
    expect(answered('How many launches were not successful?').answer).toBe('1');
    expect(answered('What share of launches were successful?').answer).toBe('80%');
  });

  test('"failed" and "unsuccessful" say the opposite of successful: the rows marked False', () => {
    expect(answered('How many launches failed?').answer).toBe('1');
    expect(answered('How many launches were unsuccessful?').answer).toBe('1');
  });
});

describe('groups kept by their count of rows', () => {
  test('"which companies had more than 1 launch" lists every company over the count', () => {
    const kept = answered('Which companies had more than 1 launches?');
    expect([...kept.names].sort()).toEqual(['NASA', 'SpaceX']);
    expect(kept.table?.values).toEqual([2, 2]);
  });
});

describe('a column holding None', () => {
  const DAMAGE = csvTables(
    'damage',
    'wildlife.csv',
    [
      'Flight Date,Effect Amount of damage,Wildlife Species,Cost Total $',
      '1999-01-08,None,Mallard,0',
      '1999-02-09,Minor,Canada goose,1200',
      '1999-02-11,None,Mallard,0',
      '1999-03-11,Substantial,Canada goose,5000',
    ].join('\n'),
  );
  const ask = (question: string) =>
    answerTableQuestion(question, DAMAGE, { previous: null, chosen: null });

  test('"caused no damage" keeps the rows marked None, not every row', () => {
    expect(ask('How many strikes caused no damage?')).toMatchObject({ answer: '2' });
    expect(ask('Which species caused the highest total cost?')).toMatchObject({
      names: ['Canada goose'],
    });
  });
});

describe('a negated value', () => {
  test('"not by NASA" keeps the launches of every other company', () => {
    expect(answered('How many launches were not by NASA?').answer).toBe('3');
  });
});

describe('a negation no rule reads', () => {
  test('"not in 2021" is said to be unmatched, never answered with the count of 2021', () => {
    const reply = answerTableQuestion('How many launches were not in 2021?', LAUNCHES, {
      previous: null,
      chosen: null,
    });
    expect(reply?.kind).not.toBe('table-answer');
    if (reply?.kind === 'no-match') expect(reply.message).toContain('“not”');
  });
});
