import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * A shop's product export (Magento's layout): a `product_type` of two kinds beside columns that
 * also say "product" but hold one value or none (`product_websites`, `display_product_options_in`).
 */
const PRODUCTS = csvTables(
  'products',
  'products.csv',
  [
    'sku,attribute_set_code,product_type,product_websites,name,price,qty,display_product_options_in',
    'MH01-S,Top,simple,base,Chaz Hoodie-S,52,100,',
    'MH01-M,Top,simple,base,Chaz Hoodie-M,52,100,',
    'MH01,Top,configurable,base,Chaz Hoodie,52,0,',
    'MP01-32,Bottom,simple,base,Caesar Pant-32,48,100,',
    'MP01-33,Bottom,simple,base,Caesar Pant-33,48,100,',
    'MP01,Bottom,configurable,base,Caesar Pant,48,0,',
    'MT01-S,Top,simple,base,Logan Tee-S,24,100,',
    'MT01,Top,configurable,base,Logan Tee,24,0,',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, PRODUCTS);

test('"products" are rows when the only other column saying "product" holds one value', () => {
  expect(answered('How many products are there per attribute set?').answer).toBe(
    'Top (5), Bottom (3)',
  );
  expect(answered('How many products have zero quantity?').answer).toBe('3');
});
