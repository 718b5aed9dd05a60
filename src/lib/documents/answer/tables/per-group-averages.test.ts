import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** A dealer's car sales, one car a row with its own id, a date, a few body styles. */
const CARS = csvTables(
  'cars',
  'car_data.csv',
  [
    'Car_id,Date,Company,Price ($),Body Style',
    'C_CND_000001,1/2/2022,Ford,30000,SUV',
    'C_CND_000002,1/2/2022,Dodge,20000,Sedan',
    'C_CND_000003,1/3/2022,Cadillac,40000,SUV',
    'C_CND_000004,1/3/2022,Toyota,15000,Hatchback',
    'C_CND_000005,1/4/2022,Acura,22000,Sedan',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, CARS);

test('a figure averaged "per" a kind is averaged within each kind, one line each', () => {
  const reply = answered('Average price per body style');
  expect(reply.table?.rows.map((row) => row[0])).toEqual(['SUV', 'Sedan', 'Hatchback']);
  expect(reply.table?.values).toEqual([35000, 21000, 15000]);
});

test('rows counted "per" a kind are averaged over the kinds', () => {
  expect(answered('What is the average number of cars per body style?').value).toBeCloseTo(5 / 3);
});

test('a few whole numbers under a singular noun (season 1 to 4) code kinds: "per season" groups', () => {
  const hours = csvTables(
    'hours',
    'bike_hours.csv',
    [
      'datetime,season,holiday,weather,temp,humidity,casual,registered,count',
      '2011-01-01 00:00:00,1,0,1,9.84,81,3,13,16',
      '2011-01-01 01:00:00,1,0,1,9.02,80,8,32,40',
      '2011-05-01 00:00:00,2,0,2,22.1,60,10,20,30',
      '2011-08-01 00:00:00,3,1,1,30.5,50,20,30,50',
    ].join('\n'),
  );
  const reply = tableAnswerTo('Average temperature per season', hours);
  expect(reply.explanation).toMatch(/^Average of temp by season/);
  expect(reply.table?.values).toEqual([30.5, 22.1, 9.43]);
});
