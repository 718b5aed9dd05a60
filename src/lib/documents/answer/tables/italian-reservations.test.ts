import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';
import { answerTableQuestion } from './answer-table-question';

/**
 * A hotel's reservation export with Italian headers (`Canale` the channel, `Arrivo` the arrival,
 * `Notti` the nights, `Codice camera` the room code), day-first dates, a booking time in `Data`
 * and euros with a decimal comma (the shape of the thirty-fifth eval round's Vertical Booking
 * exports).
 */
const RESERVATIONS = csvTables(
  'reservations',
  'reservations.csv',
  [
    'Codice,Status,Tipo di canale,Canale,Arrivo,Partenza,Data,Notti,Totale,Codice camera,Ad.',
    'A1,Confermata,IDS,Booking.com,03/08/2019,06/08/2019,"01/07/2019 10:55:54",3,"540,00",DBL_COM,2',
    'A2,Cancellata,IDS,Expedia,10/08/2019,12/08/2019,"02/07/2019 11:00:00",0,"0,00",DBL_SUP,2',
    'A3,Confermata,Sito,Sito,20/09/2019,21/09/2019,"15/08/2019 09:12:00",1,"140,00",DBL_COM,1',
    'A4,Confermata,IDS,Booking.com,05/10/2019,09/10/2019,"20/08/2019 18:40:00",4,"812,50",JSUIT,3',
  ].join('\n'),
);

test('an English word glossed by a header in parentheses reads as that header', () => {
  expect(tableAnswerTo('How many different channels (Canale) are there?', RESERVATIONS).value).toBe(
    3,
  );
  expect(
    tableAnswerTo('What is the total Totale by channel type (Tipo di canale)?', RESERVATIONS)
      .answer,
  ).toContain('IDS');
  expect(
    tableAnswerTo('How many different room types (Codice camera) are there?', RESERVATIONS).value,
  ).toBe(3);
  expect(
    tableAnswerTo('What is the total nights (Notti) of Booking.com bookings?', RESERVATIONS).value,
  ).toBe(7);
});

test('a gloss the reader knows keeps its meaning, and a parenthesis naming no header is left', () => {
  expect(
    tableAnswerTo('How many bookings were made (Data) in August 2019?', RESERVATIONS).value,
  ).toBe(2);
  const unknown = answerTableQuestion(
    'How many different channels (sales outlets) are there?',
    RESERVATIONS,
    { previous: null, chosen: null },
  );
  expect(unknown?.kind).not.toBe('table-answer');
});

test('a word spelled nearly as a date header, or "date" after one, reads that date column', () => {
  expect(tableAnswerTo('How many bookings arrive in August 2019?', RESERVATIONS).value).toBe(2);
  expect(
    tableAnswerTo('What is the total Totale for arrivals in Q3 2019?', RESERVATIONS).value,
  ).toBe(680);
  expect(tableAnswerTo('How many bookings have an Arrivo date in 2019?', RESERVATIONS).value).toBe(
    4,
  );
  expect(tableAnswerTo('How many bookings arrive last month?', RESERVATIONS).value).toBe(1);
});
