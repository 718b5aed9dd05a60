import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';
import { answerTableQuestion } from './answer-table-question';

/** A bike-share scheme's hours, as a public file has them: codes for season, `count` the rentals. */
const HOURS = csvTables(
  'hours',
  'bike_sharing_dataset.csv',
  [
    'datetime,season,holiday,workingday,weather,temp,humidity,casual,registered,count',
    '2011-01-01 00:00:00,1,0,0,1,9.84,81,3,13,16',
    '2011-01-01 01:00:00,1,0,0,1,9.02,80,8,32,40',
    '2011-01-01 02:00:00,1,0,0,3,9.0,85,40,20,60',
    '2011-07-04 12:00:00,3,1,0,2,30.1,50,120,80,200',
    '2011-07-04 13:00:00,3,0,1,1,31.2,45,20,180,200',
    '2012-04-02 08:00:00,2,0,1,3,18.0,70,5,95,100',
  ].join('\n'),
);

/** A restaurant's deliveries: a weekday as three letters and no date. */
const DELIVERIES = csvTables(
  'deliveries',
  'deliveries.csv',
  [
    'rownames,time_to_delivery,hour,day,distance,item_01,item_02',
    '1,16.1,11.9,Thu,3.15,0,1',
    '2,22.9,19.2,Tue,3.69,2,0',
    '3,30.3,18.4,Fri,2.06,0,0',
    '4,33.4,15.8,Fri,5.97,1,0',
    '5,27.0,12.5,Sat,1.50,0,0',
  ].join('\n'),
);

test('a column headed only "count" tallies the thing asked about: "rentals" are its sum', () => {
  const rentals = (question: string) => tableAnswerTo(question, HOURS);
  expect(rentals('Total rentals in 2012').answer).toBe('100');
  expect(rentals('Total rentals by season').table?.values).toEqual([400, 116, 100]);
});

test('a plural noun asked no figure of is no tally: "which season has rentals?"', () => {
  const reply = answerTableQuestion('Which season has rentals?', HOURS, {
    previous: null,
    chosen: null,
  });
  expect(reply?.kind).not.toBe('table-answer');
});

test('"day of the week" is the column of weekday names when the table has no date', () => {
  const answered = tableAnswerTo('Which day of the week has the most deliveries?', DELIVERIES);
  expect(answered.answer).toMatch(/^Fri\b/);
});

test('"on holidays", "during holidays" keep the rows a 0/1 column marks', () => {
  expect(tableAnswerTo('Average humidity on holidays', HOURS).answer).toBe('50');
  expect(tableAnswerTo('Average temp during holidays', HOURS).answer).toBe('30.1');
});

test('"on working days" of a `workingday` flag stays plural once joined: the days it marks', () => {
  const working = tableAnswerTo('Average humidity on working days', HOURS);
  expect(working.answer).toBe('57.5');
  expect(working.explanation).toMatch(/^Average of humidity where workingday is 1/);
  expect(tableAnswerTo('How many rentals were there on working days?', HOURS).answer).toBe('300');
});

test('"or later" after a figure compares as "or more" does: "at hour 18 or later"', () => {
  const late = tableAnswerTo('How many orders were placed at hour 18 or later?', DELIVERIES);
  expect(late.answer).toBe('2');
});

test('"included item_01" keeps the rows with some of it, as "had item_01" does', () => {
  expect(tableAnswerTo('How many deliveries included item_01?', DELIVERIES).answer).toBe('2');
  expect(tableAnswerTo('How many deliveries contained item_02?', DELIVERIES).answer).toBe('1');
});

test('"how many hours had…" of a series by hour counts its rows, each an hour of its own', () => {
  expect(tableAnswerTo('How many hours had weather 3?', HOURS).answer).toBe('2');
  const busy = tableAnswerTo('How many hours had more casual riders than registered ones?', HOURS);
  expect(busy.answer).toBe('2');
});

test('"average rentals per hour" of a series with one row an hour averages the rows', () => {
  const hourly = tableAnswerTo('Average rentals per hour on holidays', HOURS);
  expect(hourly.answer).toBe('200');
  expect(tableAnswerTo('Average rentals per hour', HOURS).answer).toBe('102.67');
});

test("'time to delivery' names `time_to_delivery` whole: 'delivery' after 'to' is no row noun", () => {
  const over = tableAnswerTo('How many deliveries had a time to delivery over 30?', DELIVERIES);
  expect(over.answer).toBe('2');
  expect(over.explanation).toMatch(/time_to_delivery is above 30/);
});
