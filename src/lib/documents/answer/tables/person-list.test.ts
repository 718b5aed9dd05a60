import { csvTables } from '@/test/documents/csv-tables';
import { answerTableQuestion } from './answer-table-question';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** A list of people, one per row (the shape of a casualty or staff list): no column counts them. */
const VICTIMS = csvTables(
  'victims',
  'la-riots.csv',
  [
    'first_name,last_name,age,gender,race,neighborhood',
    'Cesar,Aguilar,18,Male,Latino,Westlake',
    'George,Alvarez,42,Male,Latino,Chinatown',
    'Ann,Baker,30,Female,Black,Compton',
    'Lee,Chan,50,Male,Asian,Compton',
    'Rita,Diaz,26,F,Latino,Watts',
  ].join('\n'),
);

test('"people" and "victims" are the rows of a list of people', () => {
  expect(tableAnswerTo('How many people died in the riots?', VICTIMS).answer).toBe('5');
  expect(tableAnswerTo('How many victims were Latino?', VICTIMS).answer).toBe('3');
  expect(tableAnswerTo('What was the average age of the victims?', VICTIMS).value).toBe(33.2);
  expect(tableAnswerTo('How many people died in each neighborhood?', VICTIMS).answer).toContain(
    'Compton',
  );
});

test('"people" is not taken for rows when nothing says a row is a person', () => {
  const orders = csvTables('orders', 'orders.csv', 'Region,Sales\nWest,10\nEast,20');
  const reply = answerTableQuestion('How many people bought in the West?', orders, {
    previous: null,
    chosen: null,
  });
  expect(reply?.kind).not.toBe('table-answer');
  // A bill's payer's sex (tips.csv) does not make each bill a person.
  const bills = csvTables('bills', 'tips.csv', 'total_bill,tip,sex,size\n16.99,1.01,Female,2');
  const people = answerTableQuestion('How many parties had more than 4 people?', bills, {
    previous: null,
    chosen: null,
  });
  expect(people?.kind).not.toBe('table-answer');
});

test('"women" and "men" are the values of a column of sexes, however it spells them', () => {
  const sexes = csvTables('sexes', 'staff.csv', 'Name,Sex,Age\nAl,M,30\nBo,F,40\nCy,F,50');
  expect(tableAnswerTo('How many women?', sexes).answer).toBe('2');
  expect(tableAnswerTo('What is the average age of men?', sexes).value).toBe(30);
  expect(tableAnswerTo('How many women died?', VICTIMS).explanation).toContain('is Female');
});
