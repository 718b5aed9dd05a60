import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** Media figures by region and week: spend and impressions of two channels, a search control. */
const GEO_WEEKS = csvTables(
  'geo weeks',
  'geo_media_data.csv',
  [
    'geo,time,Video_impression,Display_impression,Video_spend,Display_spend,Generic_control,conversions',
    'Geo0,2021-01-25,1.2e+05,3000,120.5,30,1.5,1000',
    'Geo0,2021-02-01,90000,2000,90,20,-0.5,1100',
    'Geo1,2021-01-25,50000,4000,50,40,-2.25,900',
    'Geo1,2021-02-01,70000,1000,70,10,0.75,1200',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, GEO_WEEKS);

test('"the last month of data" is a period of the data, not the name of the table', () => {
  expect(answered('How many conversions were there in the last month of data?').answer).toBe(
    '2,300',
  );
  expect(answered('Conversions in the last month of the data').answer).toBe('2,300');
});

test('"the control was negative" keeps the rows whose figure is below 0', () => {
  expect(answered('In how many rows was the generic control negative?').answer).toBe('2');
  expect(answered('How many rows had a negative generic control?').answer).toBe('2');
  expect(answered('In how many rows was the generic control positive?').answer).toBe('2');
});

/** A weekly marketing mix: spend of each channel ends in `_S`, Facebook's impressions in `_I`. */
const MIX = csvTables(
  'mix',
  'weekly_mix.csv',
  [
    '"DATE","revenue","tv_S","facebook_I","facebook_S","events"',
    '2019-01-07,1000,0,5000,0,"na"',
    '2019-01-14,1500,200,6000,30,"na"',
    '2019-01-21,1200,0,4000,50,"event1"',
    '2019-01-28,2000,400,8000,0,"na"',
  ].join('\n'),
);

test('a letter ending several headers shortens the word it begins ("Facebook spend" is facebook_S)', () => {
  const mix = (question: string) => tableAnswerTo(question, MIX).answer;
  expect(mix('How many weeks had no Facebook spend?')).toBe('2');
  expect(mix('Total Facebook spend')).toBe('80');
  expect(mix('Average weekly Facebook impressions')).toBe('5,750');
  expect(mix('In how many weeks was TV spend higher than Facebook spend?')).toBe('2');
});
