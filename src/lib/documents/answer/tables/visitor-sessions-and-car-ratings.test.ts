import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';
import { answerTableQuestion } from './answer-table-question';

/**
 * An online shop's visitor sessions, one row each: pages and seconds by kind of page, two rate
 * columns, a closeness to a holiday, a month with no year, a weekend flag written True/False and
 * a purchase flag written 1/0 (the shape of the online shoppers' sessions of the thirty-ninth and
 * fortieth eval rounds).
 */
const SESSIONS = csvTables(
  'sessions',
  'online_shoppers.csv',
  [
    'ProductRelated,ProductRelated_Duration,BounceRates,ExitRates,PageValues,SpecialDay,Month,Region,VisitorType,Weekend,Revenue',
    '1,0.0,0.2,0.2,0.0,0.0,Feb,1,Returning_Visitor,False,0',
    '2,64.0,0.0,0.1,0.0,0.0,Feb,1,Returning_Visitor,False,0',
    '10,627.5,0.02,0.05,0.0,0.4,May,9,Returning_Visitor,True,0',
    '19,154.2,0.016,0.025,17.5,0.0,Dec,1,New_Visitor,False,1',
    '26,1037.2,0.0,0.012,22.9,0.0,Dec,3,Returning_Visitor,True,1',
    '3,38.0,0.1,0.05,0.0,0.8,May,2,New_Visitor,False,0',
    '7,280.5,0.0,0.029,0.0,0.0,Nov,3,Returning_Visitor,False,0',
    '31,1135.4,0.0,0.02,41.1,0.0,Nov,1,Returning_Visitor,True,1',
  ].join('\n'),
);

test('sessions are rows, as visits are, wherever the question puts them', () => {
  expect(tableAnswerTo('How many sessions are there?', SESSIONS).value).toBe(8);
  expect(tableAnswerTo('How many sessions happened on a weekend?', SESSIONS).value).toBe(3);
  expect(tableAnswerTo('How many weekend sessions were there?', SESSIONS).value).toBe(3);
  expect(tableAnswerTo('How many sessions generated revenue?', SESSIONS).value).toBe(3);
  expect(tableAnswerTo('Which region has the most sessions?', SESSIONS).names[0]).toBe('1');
  expect(
    tableAnswerTo(
      'What is the average number of product related pages in December sessions?',
      SESSIONS,
    ).value,
  ).toBeCloseTo(22.5, 5);
});

test("'a SpecialDay value' is the column SpecialDay, not PageValues beside it", () => {
  expect(tableAnswerTo('How many sessions have a SpecialDay value above 0?', SESSIONS).value).toBe(
    2,
  );
  // A header without the kind word still names its own column.
  expect(
    tableAnswerTo('What is the average page value of sessions that generated revenue?', SESSIONS)
      .value,
  ).toBeCloseTo((17.5 + 22.9 + 41.1) / 3, 5);
});

/** Owners' ratings of car models: seven ratings beside a General_rate (round 40's car ratings). */
const CARS = csvTables(
  'cars',
  'car_rates.csv',
  [
    'Car_name,Num_of_reviews,General_rate,Comfort,Performance,Value for the money,Year,Brand,Model',
    '2020     Ford     F-150.,40.0,4.6,4.8,4.5,4.4,2020,Ford,F-150.',
    '2020     Ford     Edge.,12.0,4.7,4.6,4.7,4.6,2020,Ford,Edge.',
    '2021     Ford     Escape.,,,,,,2021,Ford,Escape.',
    '2020     Honda     CR-V.,55.0,4.8,4.9,4.3,4.7,2020,Honda,CR-V.',
    '2021     Honda     Civic.,30.0,4.5,4.5,4.5,4.8,2021,Honda,Civic.',
  ].join('\n'),
);

test("'a comfort rating' is the column Comfort, not General_rate", () => {
  expect(
    tableAnswerTo('How many cars have a comfort rating higher than their performance rating?', CARS)
      .value,
  ).toBe(2);
  expect(
    tableAnswerTo('What is the median value for the money rating of Ford cars?', CARS).value,
  ).toBeCloseTo(4.5, 5);
});

test('a header that is the kind word alone keeps the word its own', () => {
  const rated = csvTables(
    'rated',
    'products.csv',
    ['Product,Price,Rating', 'Kettle,30,4.5', 'Toaster,25,3.5', 'Blender,60,4.0'].join('\n'),
  );
  // 'rating' still names Rating, so the reply asks which of the two figures is meant.
  const reply = answerTableQuestion('What is the average price rating of products?', rated, {
    previous: null,
    chosen: null,
  });
  expect(reply?.kind === 'clarify' && reply.choices.map((choice) => choice.label)).toEqual([
    'Price',
    'Rating',
  ]);
});

test("'the top 2 months by sessions' ranks by rows, though a Revenue column is there", () => {
  const top = tableAnswerTo(
    'What are the top 2 months by sessions for each visitor type?',
    SESSIONS,
  );
  expect(top.table?.rows).toEqual([
    ['New_Visitor', 'Dec', '1'],
    ['New_Visitor', 'May', '1'],
    ['Returning_Visitor', 'Feb', '2'],
    ['Returning_Visitor', 'Nov', '2'],
  ]);
});
