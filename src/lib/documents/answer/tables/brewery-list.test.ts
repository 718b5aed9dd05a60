import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * Beers as R writes a data frame out: a quoted row-name column with no header, NA for missing
 * values, and floats in full (0.0969999999999999 for 0.097).
 */
const BEERS = csvTables(
  'beers',
  'beers.csv',
  [
    '"","abv","ibu","id","beer","style","ounces","state"',
    '"1",0.05,NA,1436,"Pub Beer","American Pale Lager",12,"OR"',
    '"2",0.066,NA,2265,"Devil\'s Cup","American IPA",16,"IN"',
    '"3",0.0969999999999999,92,2264,"Rise of the Phoenix","American IPA",16,"IN"',
    '"4",0.075,45,2263,"Sinister","American Double / Imperial IPA",12,"CO"',
    '"5",0.061,NA,2262,"Sex and Candy","American IPA",16,"CO"',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, BEERS);

test('"the most common style" is the style of most rows, not how many styles there are', () => {
  const common = answered('What is the most common style?');
  expect(common.names[0]).toBe('American IPA');
  expect(common.explanation).toMatch(/^Count of rows by style/);
});

test('"16 ounce beers": a number the column holds, before its header', () => {
  const cans = answered('How many 16 ounce beers are there?');
  expect(cans.answer).toBe('3');
  expect(cans.explanation).toBe('Count of rows where ounces is 16.');
});

test('an average is shown to three figures, whatever a float written in full claims', () => {
  expect(answered('What is the average abv?').answer).toBe('0.0698');
});
