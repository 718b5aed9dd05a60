import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** A retailer's loyalty members: one row a person, their tier in a `segment` column. */
const MEMBERS = csvTables(
  'members',
  'customers.csv',
  [
    'customer_id,gender,age,country,segment,join_date',
    'CUST_0,Female,58,Qatar,Silver,2023-04-14',
    'CUST_1,Male,46,Qatar,Gold,2023-02-14',
    'CUST_2,Female,30,Oman,Gold,2022-05-01',
    'CUST_3,Male,24,Oman,Bronze,2021-07-19',
    'CUST_4,Female,36,Oman,Gold,2022-11-30',
    'CUST_5,Male,62,Qatar,Bronze,2021-01-03',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, MEMBERS);

test('a column of Bronze, Silver and Gold is the tier, whatever its header', () => {
  expect(answered('What is the average age of Gold tier members?').value).toBeCloseTo(37.33, 2);
  expect(answered('How many members per tier?').table?.rows).toEqual([
    ['Gold', '3'],
    ['Bronze', '2'],
    ['Silver', '1'],
  ]);
});

test('a plan of Basic, Standard and Premium is no tier', () => {
  const plans = csvTables(
    'plans',
    'plans.csv',
    ['user,plan,fee', 'a,Basic,10', 'b,Premium,15', 'c,Standard,12'].join('\n'),
  );
  expect(() => tableAnswerTo('How many users per tier?', plans)).toThrow(/no-match/);
});

test('"member age" of a list of people is each row\'s age', () => {
  expect(answered('Average member age per country').table?.rows).toEqual([
    ['Qatar', '55.33'],
    ['Oman', '30'],
  ]);
});

test('"the youngest members" ranks by their age, never counts them', () => {
  expect(answered('Which country has the youngest members on average?').answer).toMatch(/^Oman/);
});

test('a person noun inside a header\'s words stays the header\'s ("customer service calls")', () => {
  const calls = csvTables(
    'calls',
    'churn.csv',
    [
      'state,age,gender,number_customer_service_calls,churn',
      'KS,30,F,1,no',
      'OH,40,M,4,yes',
      'NJ,50,F,5,no',
    ].join('\n'),
  );
  expect(
    tableAnswerTo('How many customers made more than 3 customer service calls?', calls).value,
  ).toBe(2);
});

test('"members by tier" opening the question counts the members in each tier', () => {
  expect(answered('Members by tier').table?.rows).toEqual([
    ['Gold', '3'],
    ['Bronze', '2'],
    ['Silver', '1'],
  ]);
  expect(answered('Members by country').table?.rows).toEqual([
    ['Qatar', '3'],
    ['Oman', '3'],
  ]);
});

test('"loyalty members" are the people the list holds, counted as "members" are', () => {
  expect(answered('How many loyalty members are there?').value).toBe(6);
  expect(answered('How many loyalty members joined in 2022?').value).toBe(2);
});

test('"new members per year" counts the members by the year they joined', () => {
  expect(answered('Number of new members per year').table?.rows).toEqual([
    ['2021', '2'],
    ['2022', '2'],
    ['2023', '2'],
  ]);
});

test('"new customers" of a list with a New value keep that value', () => {
  const visits = csvTables(
    'visits',
    'visits.csv',
    ['visitor,age,gender,customer_type', 'a,30,F,New', 'b,40,M,Returning', 'c,50,F,New'].join('\n'),
  );
  expect(tableAnswerTo('How many new customers are there?', visits).value).toBe(2);
});
