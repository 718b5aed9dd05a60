import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * Monthly sales by segment and country (the shape of Microsoft's Financial Sample workbook,
 * fifth blind round): a Sales column, a Date column and a Month Name column holding the same
 * months as text.
 */
const SALES = csvTables(
  'monthly sales',
  'Financial Sample.xlsx',
  [
    'Segment,Country,Product,Discount Band,Units Sold,Sales,Profit,Date,Month Name,Year',
    'Government,Canada,Paseo,None,100,1000,200,2014-02-01,February,2014',
    'Government,Germany,Paseo,Low,200,2000,300,2014-03-01,March,2014',
    'Midmarket,France,Velo,High,300,3000,-100,2014-04-01,April,2014',
    'Midmarket,Canada,Velo,None,400,4000,500,2014-06-01,June,2014',
    'Enterprise,Mexico,VTT,Low,500,5000,700,2014-07-01,July,2014',
    'Enterprise,Germany,VTT,High,600,6000,900,2013-03-01,March,2013',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, SALES);

describe('a range of months where a column holds month names', () => {
  test('"from March to June 2014" keeps March, April, May and June of 2014, not March or June', () => {
    expect(answered('What was the total profit from March to June 2014?').answer).toBe('700');
    expect(answered('What was the total profit between March and June 2014?').answer).toBe('700');
  });

  test('one month is still its value or its dates', () => {
    expect(answered('What was the total profit in March 2014?').answer).toBe('300');
  });
});

describe('"other than" denies the value after it', () => {
  test('"countries other than Canada" keeps every other country', () => {
    expect(answered('What was the total profit for countries other than Canada?').answer).toBe(
      '1,800',
    );
  });
});

describe('sales counted', () => {
  test('"how many sales" counts rows even where a column is called Sales', () => {
    expect(answered('How many sales had no discount?').answer).toBe('2');
    expect(answered('How many sales were there in 2014?').answer).toBe('5');
  });

  test('"a high discount" is the Discount Band value High, not a sum of another column', () => {
    expect(answered('How many sales had a high discount?').answer).toBe('2');
  });

  test('"how many sales were over 2500" compares the Sales column; "the most sales" sums it', () => {
    expect(answered('How many sales were over 2500?').answer).toBe('4');
    expect(answered('Which country had the most sales?').answer).toMatch(/^Germany/);
  });
});

describe('more readings of the same sheet', () => {
  test('"outside of Canada" denies Canada, as "outside Canada" does', () => {
    expect(answered('What was the total profit outside of Canada?').answer).toBe('1,800');
  });

  test('"which product sold the most units": "sold" and "units" name the one Units Sold', () => {
    expect(answered('Which product sold the most units?').answer).toMatch(/^VTT/);
  });

  test('"the average profit per sale" is per row (each row a sale), not per Sales figure', () => {
    expect(answered('What was the average profit per sale?').answer).toBe('416.67');
  });

  test('"above 5 thousand" is 5,000', () => {
    expect(answered('Which countries had sales above 5 thousand?').answer).toBe('Germany (8,000)');
  });
});

/** A percentage column named by a header holding the share word ('Gross margin percentage'). */
const MARGINS = csvTables(
  'margins',
  'margins.csv',
  ['City,Total,Gross margin percentage', 'Yangon,100,4.5', 'Yangon,200,5.5', 'Mandalay,300,4'].join(
    '\n',
  ),
);

describe('a header holding a share word', () => {
  test('"the average gross margin percentage by city" averages the column, not its share', () => {
    const reply = tableAnswerTo('What is the average gross margin percentage by city?', MARGINS);
    expect(reply.explanation).toMatch(/^Average of Gross margin percentage by City/);
    expect(reply.answer).toMatch(/Yangon \(5/);
  });
});
