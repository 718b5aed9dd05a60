import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * A list of wines reviewed, as pbpython's Aussie_Wines_Plotting.csv writes it: a blank first
 * header (pandas' index), prices written 18.0, points 80 to 100, no column named after a wine.
 */
const WINES = csvTables(
  'wines',
  'Aussie_Wines_Plotting.csv',
  [
    ',country,points,price,province,taster_name,title,variety,winery',
    '77,Australia,86,18.0,South Australia,Joe Czerwinski,Yalumba 2016 Chardonnay,Chardonnay,Yalumba',
    '83,Australia,95,60.0,South Australia,Joe Czerwinski,Mitolo 2016 Jester Shiraz,Shiraz,Mitolo',
    '123,Australia,90,25.0,Victoria,,Yalumba 2014 Shiraz,Shiraz,Yalumba',
    '191,Australia,97,850.0,South Australia,Joe Czerwinski,Penfolds 2010 Grange,Shiraz,Penfolds',
    '232,Australia,88,15.0,Victoria,Christina Pickard,De Bortoli 2017 Riesling,Riesling,De Bortoli',
    '301,Australia,91,45.0,Tasmania,Joe Czerwinski,Yalumba 2015 Riesling,Riesling,Yalumba',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, WINES);

test('"wines" of a file named for its wines are its rows, though no header says wine', () => {
  expect(answered('How many wines are there?').answer).toBe('6');
  expect(answered('Which winery has the most wines?').names[0]).toBe('Yalumba');
  expect(answered('How many wines are there in each province?').explanation).toMatch(
    /^Count of rows by province/,
  );
});

test('"cost more than $50" compares the price column, named by the verb', () => {
  const dear = answered('How many wines cost more than $50?');
  expect(dear.answer).toBe('2');
  expect(dear.explanation).toBe('Count of rows where price is above 50.');
});

test('"95 points or more" compares with 95, the column named between figure and comparison', () => {
  expect(answered('How many wines scored 95 points or more?').answer).toBe('2');
  expect(answered('How many wines have 90 points or less?').answer).toBe('3');
  // A number the column holds, then its header, is still that value.
  expect(answered('How many 90 point wines are there?').answer).toBe('1');
});

test('"no taster name", "without a taster name": the rows whose text cell is empty', () => {
  const none = answered('How many wines have no taster name?');
  expect(none.answer).toBe('1');
  expect(none.explanation).toBe('Count of rows where taster_name is empty.');
  expect(answered('What is the average price of wines without a taster name?').answer).toBe('25');
});

test('"rated" and "review" need nothing in the table', () => {
  expect(answered('How many wines did Joe Czerwinski review?').answer).toBe('4');
  expect(answered('Which province has the most wines rated 90 points or more?').names[0]).toBe(
    'South Australia',
  );
});
