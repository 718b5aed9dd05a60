import { csvTables } from '@/test/documents/csv-tables';
import { answerTableQuestion } from './answer-table-question';

/**
 * Tickets bought by departments, shaped like a government's published travel spending: one
 * money column headed only 'Cost', long quoted headers ('Ticket Single or Return'), an origin
 * and a destination each with a region and a country.
 */
const FLIGHTS = csvTables(
  'flights',
  'flights.csv',
  [
    '"Department","Cost","Travel Class","Ticket Single or Return","Airline","Travel Date","Origin Region","Origin Country","Destination Region","Destination Country","Distance"',
    '"Orange Department",100.5,"Economy","Return","Flybe",2011-02-10,"Scotland","United Kingdom","England","United Kingdom",400',
    '"Orange Department",900,"Business","Return","British Airways",2011-03-11,"England","United Kingdom","Lombardy","Italy",1200',
    '"Yellow Department",50,"Economy","Single","Flybe",2011-04-02,"England","United Kingdom","Scotland","United Kingdom",500',
    '"Yellow Department",60,"Economy","Single","Flybe",2011-04-20,"England","United Kingdom","Scotland","United Kingdom",500',
    '"Purple Department",700,"Business","Return","KLM",2011-05-05,"England","United Kingdom","Noord-Holland","Netherlands",#N/A',
  ].join('\n'),
);

test('a question the asker is the subject of, with words the table lacks, is left to the passages', () => {
  const reply = answerTableQuestion(
    'How much can I request per day for dependent care while travelling?',
    FLIGHTS,
    { previous: null, chosen: null },
  );
  expect(reply).toBeNull();
});
