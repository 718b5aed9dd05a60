import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * Food delivery orders as pandas writes them: a kind of order headed `Type_of_order` beside the
 * times it was ordered and picked up, and `NaN` for a missing value in text columns too.
 */
const ORDERS = csvTables(
  'orders',
  'deliveries.csv',
  [
    'ID,Order_Date,Time_Orderd,Time_Order_picked,Type_of_order,Road_traffic_density,Festival,City',
    '0x4607 ,19-03-2022,11:30:00,11:45:00,Snack ,High ,No ,Urban ',
    '0xb379 ,25-03-2022,19:45:00,19:50:00,Snack ,Jam ,No ,Metropolitian ',
    '0x5d6d ,19-03-2022,NaN ,08:45:00,Drinks ,NaN ,No ,Urban ',
    '0x7a6a ,05-04-2022,18:00:00,18:10:00,Buffet ,Medium ,Yes ,Metropolitian ',
    '0x70a2 ,26-03-2022,13:35:00,13:45:00,Snack ,High ,No ,Metropolitian ',
    '0x9bb4 ,11-03-2022,21:20:00,21:30:00,Meal ,Jam ,No ,NaN ',
    '0x95b4 ,04-04-2022,19:50:00,20:05:00,Meal ,Jam ,Yes ,Metropolitian ',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, ORDERS);

test('"orders" counts rows, not the kinds of `Type_of_order` nor the times of `Time_Orderd`', () => {
  expect(answered('How many orders are there?').answer).toBe('7');
  const festival = answered('How many orders were placed during a festival?');
  expect(festival.answer).toBe('2');
  expect(festival.explanation).toBe('Count of rows where Festival is Yes.');
});

test('the kinds themselves are still counted when named', () => {
  expect(answered('How many types of order are there?').answer).toBe('4');
});

test('a text cell written NaN is no value: no group of its own, and blank when asked so', () => {
  const cities = answered('How many orders were there in each city?');
  expect(cities.table?.rows.map(([city]) => city)).toEqual(['Metropolitian', 'Urban']);
  expect(answered('How many orders have no city?').answer).toBe('1');
});

test('a share of "orders" is a share of the rows beside `Type_of_order`', () => {
  const jam = answered('What percentage of orders were placed in Jam traffic?');
  expect(jam.value).toBeCloseTo(300 / 7, 1);
});

test('"type of vehicle" names `Type_of_vehicle` whole, not vehicles counted as rows', () => {
  const vehicles = csvTables(
    'vehicles',
    'deliveries.csv',
    [
      'ID,Type_of_order,Type_of_vehicle',
      '0x1,Snack,motorcycle',
      '0x2,Meal,scooter',
      '0x3,Snack,motorcycle',
      '0x4,Drinks,motorcycle',
    ].join('\n'),
  );
  const byVehicle = tableAnswerTo('How many orders were there for each type of vehicle?', vehicles);
  expect(byVehicle.table?.rows.map(([vehicle]) => vehicle)).toEqual(['motorcycle', 'scooter']);
  expect(byVehicle.table?.values).toEqual([3, 1]);
});
