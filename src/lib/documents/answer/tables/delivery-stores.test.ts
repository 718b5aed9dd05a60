import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * Stores of a delivery service: every header starts with the row noun ('store_plan_price'),
 * blank plan prices and coordinates on some rows.
 */
const STORES = csvTables(
  'stores',
  'stores.csv',
  [
    'store_id,hub_id,store_name,store_segment,store_plan_price,store_latitude,store_longitude',
    '3,2,CUMIURI ,FOOD,0,,',
    '6,3,PIMGUCIS ,FOOD,49,-30.03,-51.20',
    '8,3,RASMUR ,GOOD,29,-30.03,-51.20',
    '52,4,SALITO ,GOOD,,-22.99,-46.59',
    '53,4,SALITO ,GOOD,29,,',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, STORES);

test('"missing latitude" names store_latitude though its first word was said as the row noun', () => {
  expect(answered('How many stores are missing latitude?').answer).toBe('2');
  expect(answered('How many stores are missing their latitude?').answer).toBe('2');
});

test('"a plan price of 29" is store_plan_price by its last words, equal to the figure', () => {
  expect(answered('How many stores have a plan price of 29?').answer).toBe('2');
  expect(answered('How many stores are on a plan price of 0?').answer).toBe('1');
});

/** Two headers ending with the same words: 'fips code' names neither alone. */
const COUNTIES = csvTables(
  'counties',
  'counties.csv',
  [
    'State FIPS Code,County FIPS Code,County Name,Unemployed',
    '01,001,Autauga,1352',
    '06,003,Alameda,4870',
    '06,006,Amador,700',
  ].join('\n'),
);

test('last words ending two headers name neither: "state FIPS code 06" stays State FIPS Code', () => {
  expect(tableAnswerTo('How many counties are in state FIPS code 06?', COUNTIES).answer).toBe('2');
});
