import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * Cars listed for sale on a Polish site: the make headed 'mark', the engine's displacement
 * 'vol_engine', a year of production and no column named after a car (the shape of the
 * thirtieth eval round's car listings).
 */
const LISTINGS = csvTables(
  'cars',
  'car-listings-poland.csv',
  [
    'Unnamed: 0,mark,model,generation_name,year,mileage,vol_engine,fuel,city,province',
    '77676,skoda,octavia,gen-iii-2013,2016,63000,1598,Diesel,Szamotuły,Wielkopolskie',
    '54244,ford,mustang,,1967,1,6384,Gasoline,Łódź,Łódzkie',
    '100563,mini,cooper,,2016,125600,1998,Gasoline,Poznań,Wielkopolskie',
    '92984,hyundai,santa-fe,gen-iii-2012-santa-fe,2014,270000,2199,Diesel,Radziejów,Kujawsko-pomorskie',
    '64664,ford,focus,gen-mk3-2010,2012,180000,1560,Diesel,Warszawa,Mazowieckie',
    '26243,bmw,i3,,2019,30000,0,Electric,Warszawa,Mazowieckie',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, LISTINGS);

test("cars are the rows of a list of cars, with no column named 'car'", () => {
  expect(answered('How many cars are listed?').value).toBe(6);
  expect(answered('How many diesel cars are there?').value).toBe(3);
});

test("a 'mark' is the make, as Polish and German sites head it", () => {
  expect(answered('How many different makes are there?').value).toBe(5);
  expect(answered('Which make has the most listings?').names[0]).toBe('ford');
});

test("'engine volume' names vol_engine", () => {
  const byFuel = answered('What is the average engine volume by fuel?');
  expect(byFuel.explanation).toContain('vol_engine');
  expect(byFuel.table?.rows).toHaveLength(3);
});

test("'produced' and 'production' say when a car was made: its year column", () => {
  expect(answered('How many cars were produced between 2010 and 2016?').value).toBe(4);
  expect(answered('What is the average production year of Ford cars?').value).toBe(1989.5);
  expect(
    answered('What is the average mileage for each year of production?').table?.rows,
  ).toHaveLength(5);
});
