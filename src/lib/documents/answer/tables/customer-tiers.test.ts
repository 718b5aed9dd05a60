import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * Customers scored by recency, frequency and money, one row each: a level Top, Middle or Low,
 * one-letter score headers beside the score they add up to, and a CustomerID as the only name
 * (the shape of the thirty-sixth eval round's RFM segments).
 */
const TIERS = csvTables(
  'tiers',
  'rfm.csv',
  [
    'CustomerID,Recency,Frequency,MonetaryValue,R,F,M,RFM_Segment,RFM_Score,RFM_Level',
    '12747,3,25,948.7,4,4,4,444,12.0,Top',
    '12748,1,88,7046.16,4,4,4,444,12.0,Top',
    '12749,4,5,813.45,4,2,4,424,10.0,Top',
    '12820,45,4,268.02,2,3,3,233,8.0,Middle',
    '12821,214,1,19.92,1,1,1,111,3.0,Low',
    '12822,71,9,948.88,2,4,3,243,9.0,Middle',
    '12823,75,5,1759.5,2,2,4,224,8.0,Middle',
    '12824,60,24,397.12,2,3,2,232,7.0,Middle',
  ].join('\n'),
);

test("a value written 'Top' filters the rows and ranks nothing", () => {
  const average = tableAnswerTo('What is the average frequency of Top customers?', TIERS);
  expect(average.value).toBeCloseTo(39.33, 2);
  const share = tableAnswerTo(
    'What share of total monetary value comes from Top customers?',
    TIERS,
  );
  expect(share.value).toBeCloseTo((100 * 8808.31) / 12201.75, 1);
  // Written in lower case before a number, 'top' still ranks.
  const top = tableAnswerTo('Who are the top 2 customers by monetary value?', TIERS);
  expect(top.names).toEqual(['12748', '12823']);
});

test('a customer named only by its ID is answered with the ID, not with its level', () => {
  expect(tableAnswerTo('Which customer has the highest monetary value?', TIERS).names[0]).toBe(
    '12748',
  );
  expect(tableAnswerTo('Which customer has the lowest monetary value?', TIERS).names[0]).toBe(
    '12821',
  );
});

test("'30 days or less' compares with the figure, its unit of time between", () => {
  expect(tableAnswerTo('How many customers have a recency of 30 days or less?', TIERS).value).toBe(
    3,
  );
  expect(tableAnswerTo('How many customers have a recency of 60 days or more?', TIERS).value).toBe(
    4,
  );
});

test("'the R score' names the column R, not the RFM_Score beside it", () => {
  const each = tableAnswerTo('What is the average recency for each R score?', TIERS);
  expect(each.table?.rows.map((row) => row[0]).sort()).toEqual(['1', '2', '4']);
  expect(
    tableAnswerTo('How many customers have an F score higher than their R score?', TIERS).value,
  ).toBe(3);
});
