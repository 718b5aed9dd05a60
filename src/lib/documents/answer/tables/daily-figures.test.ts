import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * Figures by day with no text column, as a public transit ridership export has them: headers
 * that name the service, then the figure, and 'Day' inside other headers.
 */
const RIDERSHIP = csvTables(
  'ridership',
  'daily_ridership.csv',
  [
    'Date,Subways: Total Estimated Ridership,Subways: % of Comparable Pre-Pandemic Day,Buses: Total Estimated Ridership,Buses: % of Comparable Pre-Pandemic Day',
    '2020-03-01,2212965,97,984908,99',
    '2020-03-02,5329915,96,2209066,99',
    '2020-03-03,5481103,98,2228608,99',
    '2022-03-01,3100200,55,1204000,61',
    '2022-03-02,3250400,57,1180000,60',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, RIDERSHIP);

test('"bus" names the Buses columns', () => {
  const buses = answered('What was the average bus ridership in 2022?');
  expect(buses.explanation).toMatch(/^Average of Buses: Total Estimated Ridership where Date/);
  expect(buses.value).toBe(1_192_000);
});

test('"which day" names each row by its date', () => {
  const busiest = answered('Which day had the highest subway ridership?');
  expect(busiest.names[0]).toBe('2020-03-03');
});

test('"how many days" counts the dates, not a header that says Day', () => {
  expect(answered('How many days are there?').answer).toBe('5');
  const busy = answered('How many days had subway ridership above 4,000,000?');
  expect(busy.answer).toBe('2');
  expect(busy.explanation).toContain('where Subways: Total Estimated Ridership is above 4,000,000');
});

test('a figure compared in the words of two headers is the one column both name', () => {
  const over = answered('How many days did buses exceed 99% of the pre-pandemic day?');
  expect(over.answer).toBe('0');
  expect(over.explanation).toContain('where Buses: % of Comparable Pre-Pandemic Day is above 99');
  expect(answered('How many days did buses exceed 61% of the pre-pandemic day?').answer).toBe('3');
});

test('"riders" are counted by the Ridership columns', () => {
  const buses = answered('How many bus riders were there in March 2022?');
  expect(buses.value).toBe(2_384_000);
  expect(buses.explanation).toMatch(/^Sum of Buses: Total Estimated Ridership where Date/);
});

test('"average daily" and "per month" average each period\'s total over the periods', () => {
  // One row a day: the average over the days is the rows' average.
  const daily = answered('What was the average daily subway ridership in 2022?');
  expect(daily.value).toBe(3_175_300);
  expect(daily.explanation).toMatch(/^Average of Subways: Total Estimated Ridership where Date/);
  const monthly = answered('What were the average monthly bus riders?');
  expect(monthly.value).toBe((984_908 + 2_209_066 + 2_228_608 + 1_204_000 + 1_180_000) / 2);
  expect(monthly.explanation).toMatch(/^Average per Month of Date of the sum of buses/);
  // 'by month' still lists each month's own average.
  expect(answered('Average bus ridership by month').table?.rows).toHaveLength(2);
});

test('"daily" after an average of one row a day is each row: "by year" still groups', () => {
  const yearly = answered('What was the average daily subway ridership by year?');
  expect(yearly.explanation).toMatch(/^Average of Subways: Total Estimated Ridership by Year/);
  expect(yearly.table?.values).toEqual([(2_212_965 + 5_329_915 + 5_481_103) / 3, 3_175_300]);
  expect(answered('Which year had the highest average daily subway ridership?').names[0]).toBe(
    '2020',
  );
  const median = answered('What was the median daily subway ridership?');
  expect(median.value).toBe(3_250_400);
  expect(median.explanation).toMatch(/^Median of Subways/);
});

test('a figure with a percent sign compares the percentage column of the service named', () => {
  const below = answered('How many days was bus ridership below 70%?');
  expect(below.answer).toBe('2');
  expect(below.explanation).toContain('where Buses: % of Comparable Pre-Pandemic Day is below 70');
  // Words either side of the figure name one column together.
  const joint = answered(
    'How many days was subway ridership below 60% of the comparable pre-pandemic day?',
  );
  expect(joint.answer).toBe('2');
  expect(joint.explanation).toContain(
    'where Subways: % of Comparable Pre-Pandemic Day is below 60',
  );
});

test('"what percentage of days" is a share of the days', () => {
  expect(answered('What percentage of days had subway ridership below 60%?').answer).toBe('40%');
});

test('the average of a column headed "%" is that column averaged, not a share of it', () => {
  const average = answered('What was the average bus percentage of comparable pre-pandemic day?');
  expect(average.explanation).toMatch(/^Average of Buses: % of Comparable Pre-Pandemic Day/);
  expect(average.value).toBe(83.6);
});
