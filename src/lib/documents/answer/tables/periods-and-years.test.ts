import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';
import { answerTableQuestion } from './answer-table-question';

/** Deaths by kind of disaster and year, with a Year number column and no dates. */
const DISASTERS = csvTables(
  'disasters',
  'disasters.csv',
  [
    'Entity,Year,Deaths',
    'Earthquake,1995,7000',
    'Earthquake,2004,227000',
    'Earthquake,2010,226733',
    'Flood,1998,6000',
    'Flood,2010,8500',
    'Drought,2011,20000',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, DISASTERS);

test('a year named in the question filters the Year column of a table without dates', () => {
  const in2010 = answered('What were the total deaths in 2010?');
  expect(in2010.value).toBe(235_233);
  expect(in2010.explanation).toBe('Sum of Deaths where Year is 2010, 2 rows.');
  expect(answered('What were the deaths from earthquakes in 2004 and 2010?').value).toBe(453_733);
});

test('decades, ranges and open ranges of years', () => {
  const decade = answered('How many deaths did earthquakes cause in the 2000s?');
  expect(decade.value).toBe(227_000);
  expect(decade.explanation).toContain('Year is at least 2000 and Year is at most 2009');
  expect(answered('What were the deaths from floods between 1990 and 1999?').value).toBe(6000);
  expect(answered('What were the total deaths since 2010?').value).toBe(255_233);
});

/** A memorial list of officers who died: each row is a death, no column says so. */
const MEMORIAL = csvTables(
  'memorial',
  'officer-deaths.csv',
  [
    'person,cause_short,date,state,canine',
    'Officer Roy Leon,Gunfire,1984-07-13,AR,False',
    'Officer Ann Cole,Gunfire,2016-02-05,TX,False',
    'K9 Roscoe,Struck by vehicle,2016-07-13,TX,True',
    'Deputy Jo Lane,Heart attack,2015-03-01,CA,False',
  ].join('\n'),
);

test('"deaths" are the rows of a list of deaths', () => {
  expect(tableAnswerTo('How many deaths were in 2016?', MEMORIAL).answer).toBe('2');
  expect(tableAnswerTo('Which state had the most deaths?', MEMORIAL).answer).toBe('TX (2)');
});

test('a yes/no column before the row noun keeps the rows marked yes ("canine deaths")', () => {
  const canine = tableAnswerTo('How many canine deaths were there?', MEMORIAL);
  expect(canine.answer).toBe('1');
  expect(canine.explanation).toBe('Count of rows where canine is True.');
  expect(tableAnswerTo('How many canine deaths in Texas?', MEMORIAL).answer).toBe('1');
});

/** Sales laid out by month, a column per month, as store reports often are. */
const BY_MONTH = csvTables(
  'by-month',
  'store-sales-h1.csv',
  [
    'Store,Region,Jan,Feb,Mar,Apr,May,Jun',
    'Pinecrest,North,"$12,400","$11,900","$13,250","$12,800","$14,100","$15,300"',
    'Northgate,North,"$9,800","$10,200","$10,950","$11,400","$11,900","$12,250"',
    'Harbour Point,South,"$15,600","$14,900","$16,200","$17,050","$18,300","$19,100"',
  ].join('\n'),
);

test('a month named in full is its column in a sheet laid out by month, and holds the sales', () => {
  expect(tableAnswerTo('What were total sales in March?', BY_MONTH).answer).toBe('$40,400');
  expect(tableAnswerTo('Which store had the highest sales in June?', BY_MONTH).names).toEqual([
    'Harbour Point',
  ]);
  expect(tableAnswerTo("What were Northgate's sales in April?", BY_MONTH).answer).toBe('$11,400');
});

test('a quarter or a range of months adds up its month columns; sales alone are all of them', () => {
  const q1 = tableAnswerTo('Sales in Q1', BY_MONTH);
  expect(q1.answer).toBe('$115,200');
  expect(q1.explanation).toBe('Sum of Jan + Feb + Mar, 3 rows.');
  expect(tableAnswerTo('What were total sales in the first quarter?', BY_MONTH).value).toBe(
    115_200,
  );
  expect(tableAnswerTo('Total sales between February and April', BY_MONTH).value).toBe(118_650);
  const q2 = tableAnswerTo('Which store had the highest sales in Q2?', BY_MONTH);
  expect(q2.names).toEqual(['Harbour Point']);
  expect(q2.value).toBe(54_450);
  const regions = tableAnswerTo('What were total sales by region?', BY_MONTH);
  expect(regions.table?.rows.map((row) => row[0])).toEqual(['North', 'South']);
  expect(regions.table?.values).toEqual([146_250, 101_150]);
});

test('a follow-up asks the same of another quarter', () => {
  const q1 = tableAnswerTo('Sales in Q1', BY_MONTH);
  const q2 = answerTableQuestion('And in Q2?', BY_MONTH, { previous: q1.subject, chosen: null });
  expect(q2).toMatchObject({ kind: 'table-answer', value: 132_200 });
});

test('"which month" ranks the month columns themselves, each added up over the rows', () => {
  const best = tableAnswerTo('Which month had the highest sales?', BY_MONTH);
  expect(best.names).toEqual(['Jun']);
  expect(best.value).toBe(46_650);
  expect(best.explanation).toMatch(/^Sum of each month, Jan to Jun, the largest of 6 months/);
  expect(tableAnswerTo('Which month had the lowest sales?', BY_MONTH).names).toEqual(['Feb']);
  expect(tableAnswerTo('Which month in Q1 had the most sales?', BY_MONTH).names).toEqual(['Mar']);
  const north = tableAnswerTo('Which month had the highest sales in the North region?', BY_MONTH);
  expect(north.value).toBe(27_550);
});

test('"monthly sales" lists every month column in order, as a line', () => {
  for (const question of ['Monthly sales', 'Sales by month', 'Show sales for each month']) {
    const monthly = tableAnswerTo(question, BY_MONTH);
    expect(monthly.table?.rows.map((row) => row[0])).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
    ]);
    expect(monthly.table?.values).toEqual([37_800, 37_000, 40_400, 41_250, 44_300, 46_650]);
    expect(monthly.table?.chart).toBe('line');
  }
  const average = tableAnswerTo('What were the average monthly sales?', BY_MONTH);
  expect(average.value).toBeCloseTo(41_233.33, 2);
  expect(average.explanation).toBe(
    'Sum of each month, Jan to Jun, averaged over 6 months (3 rows).',
  );
});

test('"how did sales change from January to June" gives each month and the change, not a sum', () => {
  const change = tableAnswerTo('How did sales change from January to June?', BY_MONTH);
  expect(change.table?.values).toHaveLength(6);
  expect(change.answer).toBe('6 months, Jan to Jun; change +$8,850 (+23.4 %)');
  const follow = answerTableQuestion('And in the North region?', BY_MONTH, {
    previous: change.subject,
    chosen: null,
  });
  expect(follow).toMatchObject({ answer: '6 months, Jan to Jun; change +$5,350 (+24.1 %)' });
});

/** Sales laid out by year, a column per year, as budget and annual reports are. */
const BY_YEAR = csvTables(
  'by-year',
  'store-sales.csv',
  [
    'Store,Region,2019,2020,2021,FY2022',
    'Pinecrest,North,"$120,400","$98,900","$131,250","$142,800"',
    'Northgate,North,"$98,800","$80,200","$105,950","$111,400"',
    'Harbour Point,South,"$156,600","$124,900","$162,200","$170,050"',
  ].join('\n'),
);

test('a sheet laid out by year reads its years as its month columns are read', () => {
  expect(tableAnswerTo('What were total sales in 2021?', BY_YEAR)).toMatchObject({
    value: 399_400,
    explanation: 'Sum of 2021, 3 rows.',
  });
  const change = tableAnswerTo('How did sales change from 2020 to 2021?', BY_YEAR);
  expect(change.table?.values).toEqual([304_000, 399_400]);
  expect(change.explanation).toContain('change +$95,400 (+31.4 %)');
  const best = tableAnswerTo('Which year had the highest sales?', BY_YEAR);
  expect(best.names).toEqual(['FY2022']);
  expect(best.explanation).toMatch(/^Sum of each year, 2019 to FY2022, the largest of 4 years/);
  expect(tableAnswerTo('Sales by year', BY_YEAR).table?.columns[0]).toBe('Year');
  expect(tableAnswerTo('Which store had the highest sales in 2020?', BY_YEAR).names).toEqual([
    'Harbour Point',
  ]);
});

/** Order lines over two years. */
const ORDERS = csvTables(
  'orders',
  'orders.csv',
  [
    'Order Date,Region,Sales',
    '3/1/2016,West,100',
    '7/9/2016,East,300',
    '2/2/2017,West,250',
    '8/8/2017,East,250',
  ].join('\n'),
);

test('"how did sales change from 2016 to 2017" shows each year and the change, not one sum', () => {
  for (const question of [
    'How did sales change from 2016 to 2017?',
    'What was the growth in sales from 2016 to 2017?',
    'What is the difference in sales between 2016 and 2017?',
  ]) {
    const change = tableAnswerTo(question, ORDERS);
    expect(change.table?.rows.map((row) => row[0])).toEqual(['2016', '2017']);
    expect(change.table?.values).toEqual([400, 500]);
    expect(change.explanation).toContain('change +100 (+25 %)');
  }
});

test('two periods named side by side keep only those two, not the months between', () => {
  const monthly = csvTables(
    'monthly',
    'monthly.csv',
    ['Order Date,Sales', '2016-03-04,100', '2016-05-06,300', '2016-08-09,250'].join('\n'),
  );
  for (const question of [
    'What were sales in March and August 2016?',
    'Were sales higher in March or in August 2016?',
  ]) {
    const pair = tableAnswerTo(question, monthly);
    expect(pair.explanation).toContain('Order Date is in March 2016 or August 2016');
    expect(pair.explanation).not.toContain('May 2016');
  }
  const between = tableAnswerTo('What were total sales between March and August 2016?', monthly);
  expect(between.value).toBe(650);
  expect(between.explanation).toContain('Order Date is in March to August 2016');
});

test('a change over more than two periods is given from the first to the last named', () => {
  const change = tableAnswerTo('How did sales change from 2016 to 2017 by quarter?', ORDERS);
  expect(change.answer).toBe('4 quarters, Q1 2016 to Q3 2017; change +150 (+150 %)');
  // Over time, no two ends were named: the highest, not a change between any two months.
  expect(tableAnswerTo('How did sales change over time?', ORDERS).answer).toMatch(/; highest /);
});

/** Employment by industry, one row a month: levels, not flows. */
const EMPLOYMENT = csvTables(
  'employment',
  'us-employment.csv',
  [
    'month,construction,retail_trade',
    '2009-01-01,6000,15000',
    '2009-02-01,5800,14900',
    '2010-01-01,5500,14800',
    '2010-02-01,5300,14700',
  ].join('\n'),
);

test('a level (employment, population) over a period is averaged, even when called a total', () => {
  const y2009 = tableAnswerTo('What was construction employment in 2009?', EMPLOYMENT);
  expect(y2009.value).toBe(5900);
  expect(y2009.explanation).toMatch(/^Average of construction where month is in 2009/);
  expect(tableAnswerTo('Total retail trade employment in 2010', EMPLOYMENT).value).toBe(14_750);
  expect(tableAnswerTo('Construction employment by year', EMPLOYMENT).table?.values).toEqual([
    5900, 5400,
  ]);
  // Over places, not time, a level adds up.
  const regions = csvTables('pop', 'countries.csv', 'country,region,population\nA,X,10\nB,X,20');
  expect(tableAnswerTo('What is the total population of X?', regions).value).toBe(30);
});

test('"the average number of orders per year" counts each year, then averages, and says so', () => {
  const orders = csvTables(
    'orders',
    'orders.csv',
    'Order ID,Order Date,Sales\nA1,3/1/2016,100\nA2,7/9/2016,300\nA3,2/2/2017,250\nA4,8/8/2017,250',
  );
  const perYear = tableAnswerTo('What is the average number of orders per year?', orders);
  expect(perYear.value).toBe(2);
  expect(perYear.explanation).toMatch(
    /^Average per Year of Order Date of the count of distinct order id, over 2 years/,
  );
});
