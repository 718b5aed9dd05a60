import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * County unemployment as the BLS publishes it (seventh blind round): a header with a leading
 * space, FIPS codes with leading zeros, each county's code used again in every state, the county
 * and its state in one cell, counts written "25,649     " with trailing spaces.
 */
const COUNTIES = csvTables(
  'counties',
  'laucnty16.csv',
  [
    ' LAUS Code,State FIPS Code,County FIPS Code,County Name/State Abbreviation,Year,Labor Force,Employed,Unemployed,Unemployment Rate (%)',
    'CN0100100000000,01,001,"Autauga County, AL",2016,"25,649     ","24,297     ","1,352     ",5.3     ',
    'CN0100300000000,01,003,"Baldwin County, AL",2016,"89,931     ","85,061     ","4,870     ",5.4     ',
    'CN0600100000000,06,001,"Alameda County, CA",2016,"838,010     ","802,830     ","35,180     ",4.2     ',
    'CN0600300000000,06,003,"Alpine County, CA",2016,540     ,505     ,35     ,6.5     ',
    'CN0600500000000,06,005,"Imperial County, CA",2016,"76,283     ","58,357     ","17,926     ",23.5     ',
    'CN7200100000000,72,001,"Adjuntas Municipio, PR",2016,"5,945     ","4,994     ",951     ,16.0     ',
    'CN7200300000000,72,003,"Aguada Municipio, PR",2016,"11,613     ","9,775     ","1,838     ",15.8     ',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, COUNTIES);

test("'county' names the county's name, not its code reused in every state", () => {
  // County FIPS Code holds 3 codes for 7 counties here; in the BLS file 325 for 3,219.
  expect(answered('How many counties are in the file?').answer).toBe('7');
  expect(answered('Which county has the highest unemployment rate?').answer).toMatch(
    /^Imperial County, CA/,
  );
  expect(answered('Which county has the largest labor force?').answer).toMatch(
    /^Alameda County, CA/,
  );
  expect(answered('How many counties have an unemployment rate above 10%?').answer).toBe('3');
  // Named whole, the code is still the code.
  expect(answered('How many different county FIPS codes are there?').answer).toBe('3');
});

test('people said to be what a count column counts are its unit', () => {
  expect(answered('How many people were unemployed in total?').answer).toBe('62,152');
  expect(answered('How many counties had more than 10,000 unemployed people?').answer).toBe('2');
  expect(
    answered('How many people were employed in counties with an unemployment rate below 5%?')
      .answer,
  ).toBe('802,830');
});

test("'the 3 counties with the most …' lists three counties", () => {
  const reply = answered('What are the 3 counties with the most unemployed people?');
  expect(reply.names).toEqual(['Alameda County, CA', 'Imperial County, CA', 'Baldwin County, AL']);
});

test('a code written in figures is named after its header, however many codes there are', () => {
  // 60 county codes, more than the 50 short values a text column is otherwise named by.
  const rows = Array.from({ length: 60 }, (_, at) => {
    const code = String(at + 1).padStart(3, '0');
    return `${code},"County ${at + 1}, AL",${100 + at}`;
  });
  const many = csvTables(
    'many',
    'codes.csv',
    ['County FIPS Code,County Name,Labor Force', ...rows].join('\n'),
  );
  expect(tableAnswerTo('What is the labor force in county FIPS code 007?', many).answer).toBe(
    '106',
  );
});

test("'20% or more', '1,000 or less' compare with the figure before them", () => {
  expect(answered('Which counties have an unemployment rate of 16% or more?').names).toEqual([
    'Imperial County, CA',
    'Adjuntas Municipio, PR',
  ]);
  expect(answered('How many counties have a labor force of 5,945 or less?').answer).toBe('2');
  // 6.5 is a rate the column holds: 'or above' still compares rather than picking that rate.
  expect(answered('How many counties have an unemployment rate of 6.5 or above?').answer).toBe('4');
});

test('codes some of which have a leading zero are kept as written', () => {
  // One '06' among nine codes from 10 to 18: read as numbers, the zero-led code was lost.
  const codes = ['06', ...Array.from({ length: 9 }, (_, at) => String(10 + at))];
  const rows = codes.map((code, at) => `${code},"County ${at}",${100 + at}`);
  const states = csvTables(
    'states',
    'fips.csv',
    ['State FIPS Code,County,Labor Force', ...rows].join('\n'),
  );
  expect(tableAnswerTo('What is the labor force in state FIPS code 06?', states).answer).toBe(
    '100',
  );
  expect(tableAnswerTo('What is the labor force in state FIPS code 12?', states).answer).toBe(
    '103',
  );
});

test('a rate written as a division is the sum of one column over the sum of the other', () => {
  const reply = answered(
    'What is the overall unemployment rate, total unemployed divided by total labor force?',
  );
  expect(reply.answer).toBe('0.0593');
  expect(reply.explanation).toMatch(/^Unemployed divided by Labor Force/);
});
