import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** An R export of pet licences: a secondary breed written `NA` where none was given. */
const PETS = csvTables(
  'pets',
  'seattle_pets.csv',
  [
    'animals_name,species,primary_breed,secondary_breed',
    'Wall-E,Dog,Terrier,Mix',
    'Andre,Dog,"Terrier, Jack Russell","Dachshund, Standard"',
    'Tom,Cat,Domestic Shorthair,NA',
    'Rex,Dog,Retriever,NA',
  ].join('\n'),
);

/** Sales by region code, where `NA` is North America beside `EMEA` and `LATAM`. */
const REGIONS = csvTables(
  'regions',
  'sales.csv',
  ['Region,Quantity', 'NA,5', 'EMEA,7', 'NA,3', 'LATAM,2'].join('\n'),
);

test('`NA` among a column of names is no value; beside codes in capitals it is one of them', () => {
  expect(tableAnswerTo('How many pets have no secondary breed?', PETS).answer).toBe('2');
  expect(tableAnswerTo('What is the total quantity in the NA region?', REGIONS).answer).toBe('8');
});
