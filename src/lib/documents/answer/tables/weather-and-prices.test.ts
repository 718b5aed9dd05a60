import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** Daily weather as a public Seattle file has it: abbreviated headers in snake case. */
const WEATHER = csvTables(
  'weather',
  'seattle-weather.csv',
  [
    'date,precipitation,temp_max,temp_min,wind,weather',
    '2014-01-01,0.0,7.2,3.3,1.2,sun',
    '2014-01-02,24.4,10.6,5.0,2.8,rain',
    '2014-08-11,0.5,35.6,17.8,2.6,rain',
    '2015-01-01,0.0,5.6,-3.2,1.2,fog',
    '2015-01-02,21.3,10.0,2.8,4.6,rain',
    '2015-01-03,1.5,7.8,4.4,2.2,drizzle',
  ].join('\n'),
);

/** Monthly prices of several stocks, one row per stock and month. */
const STOCKS = csvTables(
  'stocks',
  'stocks.csv',
  [
    'symbol,date,price',
    'AAPL,Jan 1 2010,192.06',
    'AAPL,Feb 1 2010,204.62',
    'AAPL,Mar 1 2010,223.02',
    'MSFT,Jan 1 2010,28.05',
    'MSFT,Feb 1 2010,28.67',
  ].join('\n'),
);

const weather = (question: string) => tableAnswerTo(question, WEATHER);

test('"maximum temperature" and "max temperature" are temp_max', () => {
  expect(weather('Which day had the highest maximum temperature?').names[0]).toBe('2014-08-11');
  // 'max' names the column here, so every year is listed rather than ranked.
  const byYear = weather('What was the average max temperature by year?');
  expect(byYear.table?.rows.map((row) => row[0])).toEqual(['2014', '2015']);
  expect(byYear.explanation).toContain('in time order');
});

test('"rainy days" are the days of rain, and "20 mm of precipitation" compares precipitation', () => {
  expect(weather('How many rainy days were there in 2015?').answer).toBe('1');
  const wet = weather('How many days had more than 20 mm of precipitation?');
  expect(wet.answer).toBe('2');
  expect(wet.explanation).toContain('where precipitation is above 20');
});

test("a ranking of one stock's rows names each row by its date, not by the stock", () => {
  const best = tableAnswerTo("When was AAPL's highest price?", STOCKS);
  expect(best.answer).toBe('2010-03-01 (223.02)');
});

test('"the hottest day" and "the coldest day" rank the days by the temperature they imply', () => {
  const hottest = tableAnswerTo('What was the hottest day?', WEATHER);
  expect(hottest.names[0]).toBe('2014-08-11');
  expect(hottest.value).toBe(35.6);
  expect(tableAnswerTo('What was the coldest day in 2015?', WEATHER)).toMatchObject({
    names: ['2015-01-01'],
    value: -3.2,
  });
});

test('"the most rain" counts the rows of that value in each group', () => {
  const rainiest = tableAnswerTo('Which year had the most rain?', WEATHER);
  expect(rainiest.names).toEqual(['2014']);
  expect(rainiest.explanation).toMatch(/^Count of rows by Year of date where weather is rain/);
});

test('"wind speed" is the wind column', () => {
  const windiest = tableAnswerTo('What was the highest wind speed?', WEATHER);
  expect(windiest.value).toBe(4.6);
  expect(windiest.explanation).toMatch(/^wind, the largest of 6 rows/);
  expect(tableAnswerTo('Average wind speed by weather', WEATHER).table?.rows).toHaveLength(4);
});
