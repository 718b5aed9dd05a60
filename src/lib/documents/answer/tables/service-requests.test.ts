import type { ResultTable } from '../../types';
import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';
import { answerTableQuestion } from './answer-table-question';

/**
 * A log of service requests (a city's 311 complaints): Title Case headers, date-time cells,
 * a column that sorts the rows into classes ('Complaint Type') and a status.
 */
const REQUESTS = csvTables(
  'requests',
  '311_requests.csv',
  [
    'Unique Key,Created Date,Closed Date,Agency,Complaint Type,Descriptor,Location Type,Status,Borough',
    '101,1/3/2025 7:52,1/3/2025 10:54,DSNY,Dead Animal,Cat,Street,Closed,BROOKLYN',
    '102,1/9/2025 23:10,2/2/2025 8:00,NYPD,Animal-Abuse,Neglected,Residential Building/House,Closed,QUEENS',
    '103,1/20/2025 13:05,,NYPD,Animal-Abuse,Tortured,Residential Building/House,In Progress,BROOKLYN',
    '104,2/1/2025 0:15,2/13/2025 9:30,DSNY,Dead Animal,Dog,Street,Closed,BRONX',
    '105,2/14/2025 18:40,,DPR,Animal in a Park,Dog Off Leash,Park,In Progress,BROOKLYN',
    '106,3/2/2025 9:00,3/3/2025 9:00,DSNY,Dead Animal,Cat,Street,Closed,QUEENS',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, REQUESTS);

const rowsOf = (table: ResultTable | null) =>
  table?.rows.map((row, index) => [row[0], table.values[index]]);

describe('a column that sorts rows into classes', () => {
  test('"how many complaints" counts rows, not the kinds in Complaint Type', () => {
    expect(answered('How many complaints were logged?').answer).toBe('6');
    expect(answered('How many complaints came in during February 2025?').answer).toBe('2');
    expect(answered('How many different complaint types are there?').answer).toBe('3');
  });

  test('complaints per group and per month are rows', () => {
    expect(rowsOf(answered('Number of complaints by borough').table)).toEqual([
      ['BROOKLYN', 3],
      ['QUEENS', 2],
      ['BRONX', 1],
    ]);
    expect(answered('Which agency handled the most complaints?').names).toEqual(['DSNY']);
    expect(answered('Which location type had the most complaints?').names).toEqual(['Street']);
    expect(answered('Complaints per month').table?.rows).toHaveLength(3);
  });
});

describe('days of the month in a date phrase', () => {
  test('"between January 9 and February 1, 2025" keeps both whole days, times included', () => {
    expect(
      answered('How many complaints were received between January 9 and February 1, 2025?').answer,
    ).toBe('3');
    expect(answered('How many complaints came in from Jan 3rd to Jan 9th?').answer).toBe('2');
    expect(answered('How many complaints were logged on 14 February 2025?').answer).toBe('1');
  });

  test('dates written in figures: 1/9/2025, 2025-02-14', () => {
    expect(answered('How many complaints between 1/9/2025 and 2/1/2025?').answer).toBe('3');
    expect(answered('How many complaints were created on 2025-02-14?').answer).toBe('1');
  });
});

describe('a word that is a status and names a date column', () => {
  test('"closed in January 2025" reads Closed Date, not Status = Closed over Created Date', () => {
    expect(answered('How many complaints were closed in January 2025?').answer).toBe('1');
    expect(answered('How many complaints were closed in February 2025?').answer).toBe('2');
    expect(answered('How many complaints are closed?').answer).toBe('4');
  });
});

describe('a negated value', () => {
  test('"not been closed yet" keeps the rows with any other Status', () => {
    expect(answered('How many complaints have not been closed yet?').answer).toBe('2');
    expect(answered('How many complaints were not about dead animals?').answer).toBe('3');
  });
});

describe('the most common values of a column', () => {
  test('"the most common location type" ranks the types by rows, not a count of types', () => {
    expect(answered('What is the most common location type?').names).toEqual(['Street']);
  });

  test('"the 2 most common location types for each agency" lists two per agency', () => {
    const ranked = answered('For each agency, what are the 2 most common location types?');
    expect(ranked.table?.rows).toEqual([
      ['DPR', 'Park', '1'],
      ['DSNY', 'Street', '3'],
      ['NYPD', 'Residential Building/House', '2'],
    ]);
    expect(answered('What are the 2 most common location types?').names).toEqual([
      'Street',
      'Residential Building/House',
    ]);
  });
});

describe('a value held by two columns', () => {
  const TWICE = csvTables(
    'twice',
    'animal_requests.csv',
    [
      'Created Date,Complaint Type,Descriptor',
      '1/3/2025 7:52,Dead Animal,Cat',
      '1/9/2025 23:10,Dead Animal,Dead Animal',
      '1/20/2025 13:05,Animal-Abuse,Neglected',
      '2/1/2025 0:15,Dead Animal,Dog',
    ].join('\n'),
  );
  const ask = (question: string) => tableAnswerTo(question, TWICE);

  test('the column named just after the value wins over one named elsewhere', () => {
    expect(ask('How many different descriptors do dead animal complaints have?').answer).toBe('3');
  });

  test('"complaints about dead animals" is the Complaint Type the noun names, not asked back', () => {
    expect(ask('What percentage of complaints were about dead animals?').answer).toBe('75%');
    expect(ask('How many complaints were about dead animals?').answer).toBe('3');
  });
});

describe('nouns and verbs of a request log', () => {
  test('"requests" and "cases" are rows', () => {
    expect(answered('How many requests are there?').answer).toBe('6');
    expect(answered('How many cases were handled by DSNY?').answer).toBe('3');
  });

  test('"the first week of February" is not the first week of the data', () => {
    const reply = answerTableQuestion(
      'How many complaints in the first week of February 2025?',
      REQUESTS,
      { previous: null, chosen: null },
    );
    expect(reply?.kind).not.toBe('table-answer');
  });
});

describe('two columns holding the same values', () => {
  const BOROUGHS = csvTables(
    'boroughs',
    'boroughs.csv',
    [
      'Created Date,Borough,Park Borough',
      '1/3/2025 7:52,QUEENS,QUEENS',
      '1/9/2025 23:10,BRONX,BRONX',
      '1/20/2025 13:05,QUEENS,QUEENS',
    ].join('\n'),
  );

  test('a value in both is read in the first, not asked back', () => {
    expect(tableAnswerTo('How many complaints were received in Queens?', BOROUGHS).answer).toBe(
      '2',
    );
  });
});

describe('the top values of a table with no money column', () => {
  test('"the top 2 agencies" ranks agencies by their rows', () => {
    expect(answered('What are the top 2 agencies?').names).toEqual(['DSNY', 'NYPD']);
  });
});

describe('comparing the rows of two periods', () => {
  test('"compare complaints in January and February 2025" counts each month', () => {
    expect(answered('Compare complaints in January and February 2025').table?.values).toEqual([
      3, 2,
    ]);
  });
});
