import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** A year-on-year breakdown by subsector, with a `total` row beside its parts each month. */
const RETAIL = csvTables(
  'retail',
  'state_retail.csv',
  [
    'state_abbr,subsector,year,month,change_yoy',
    'USA,total,2020,4,-22',
    'USA,Gasoline Stations,2020,4,-40',
    'USA,Food and Beverage,2020,4,15',
    'USA,total,2020,5,-8',
    'USA,Gasoline Stations,2020,5,-30',
    'USA,Food and Beverage,2020,5,10',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, RETAIL);

test('"of total retail" names the `total` kind of a breakdown, not a sum', () => {
  expect(answered('What was the change_yoy of total retail in April 2020?').answer).toBe('-22');
  expect(answered('What was the average change_yoy for total retail?').answer).toBe('-15');
});

test('"the yearly change" names `change_yoy`, year over year', () => {
  const reply = answered('Show the average yearly change for total retail by year');
  expect(reply.answer).toBe('2020 (-15)');
  expect(reply.explanation).toMatch(/^Average of change_yoy by year where subsector is total/);
});
