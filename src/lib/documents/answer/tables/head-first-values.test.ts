import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** A pet register whose breeds are written head first, as a register sorts them. */
const PETS = csvTables(
  'pets',
  'pets.csv',
  [
    'license_number,species,primary_breed',
    '8002756,Dog,"Retriever, Labrador"',
    'S124529,Dog,"Terrier, Jack Russell"',
    '824666,Cat,Domestic Shorthair',
    'S119138,Dog,"Retriever, Labrador"',
    'S138529,Dog,Beagle',
  ].join('\n'),
);

test('a value written head first is named the other way round ("a Labrador Retriever")', () => {
  const asked = 'How many dogs are a Labrador Retriever as their primary breed?';
  expect(tableAnswerTo(asked, PETS).answer).toBe('2');
  expect(tableAnswerTo('How many Jack Russell Terriers are there?', PETS).answer).toBe('1');
});
