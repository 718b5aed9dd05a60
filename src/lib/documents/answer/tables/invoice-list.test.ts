import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';
import { answerTableQuestion } from './answer-table-question';

/**
 * A list of invoices with sentence-case headers and no column named sales: the money is
 * 'Total' (tax included), the units 'Quantity', and a percentage in a header ('Tax 5%').
 */
const INVOICES = csvTables(
  'invoices',
  'supermarket_Sales.csv',
  [
    'Invoice ID,City,Customer type,Gender,Product line,Unit price,Quantity,Tax 5%,Total,Date,Payment,Gross income',
    '750-67-8428,Yangon,Member,Female,Health and beauty,74.69,7,26.14,548.97,1/5/2019,Ewallet,26.14',
    '226-31-3081,Naypyitaw,Normal,Female,Electronic accessories,15.28,5,3.82,80.22,3/8/2019,Cash,3.82',
    '631-41-3108,Yangon,Normal,Male,Home and lifestyle,46.33,7,16.22,340.53,3/3/2019,Cash,16.22',
    '123-19-1176,Yangon,Member,Male,Health and beauty,58.22,8,23.29,489.05,1/27/2019,Ewallet,23.29',
    '373-73-7910,Mandalay,Normal,Female,Sports and travel,86.31,7,30.21,634.38,2/8/2019,Ewallet,30.21',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, INVOICES);

describe('what was sold, with no column named sales', () => {
  test('"how much did we sell" is the money (Total), "how many did we sell" the units', () => {
    expect(answered('How much did we sell in March 2019?').answer).toBe('420.75');
    expect(answered('How many did we sell in March 2019?').answer).toBe('12');
  });
});

describe('counting the rows a figure condition keeps', () => {
  test('"how many sales were over 500" counts the rows whose Total is over 500', () => {
    expect(answered('How many sales were over 500?').answer).toBe('2');
    expect(answered('How many sales over 300 were there?').answer).toBe('4');
  });
});

describe('a figure as a percentage of another', () => {
  test('"gross income as a percentage of total sales" divides the sums, not grouped by income', () => {
    expect(answered('What is gross income as a percentage of total sales?').answer).toBe('4.76%');
  });
});

describe('"by" before a value', () => {
  test('"bought by female customers" keeps the female rows instead of grouping by customer type', () => {
    expect(answered('What was the average quantity bought by female customers?').answer).toBe(
      '6.33',
    );
    expect(answered('Average quantity by customer type').table?.rows).toHaveLength(2);
  });
});

describe('an all-in total', () => {
  test('"sales including tax" is the Total, not a second figure or an unknown word', () => {
    expect(answered('What were total sales including tax?').answer).toBe('2,093.15');
  });
});

describe('counting the rows of one value', () => {
  test('"how many customers are members" counts the member rows, not 1 customer type', () => {
    expect(answered('How many customers are members?').answer).toBe('2');
  });
});

describe('a rating per group', () => {
  const RATINGS = csvTables(
    'ratings',
    'ratings.csv',
    ['Product line,Rating', 'Apparel,9', 'Apparel,1', 'Apparel,5', 'Books,6'].join('\n'),
  );

  test('"the lowest rated product line" compares average ratings, not their sums', () => {
    expect(tableAnswerTo('What was the lowest rated product line?', RATINGS).names).toEqual([
      'Apparel',
    ]);
    expect(tableAnswerTo('What was the total rating?', RATINGS).answer).toBe('21');
  });
});

describe('a day after "on"', () => {
  test('"on March 8, 2019" is that day', () => {
    expect(answered('What were sales on March 8, 2019?').answer).toBe('80.22');
  });
});

describe('the most rows without "how many"', () => {
  test('"used most" and "the quietest month" rank by rows', () => {
    expect(answered('Which payment method was used most?').names).toEqual(['Ewallet']);
    expect(answered('Which payment method is used the least?').names).toEqual(['Cash']);
    expect(answered('What was the quietest month?').names[0]).toMatch(/^Feb/);
  });
});

describe('"per" a column with a value on every row', () => {
  test('"the average total per invoice by payment method" averages rows per payment method', () => {
    expect(
      answered('What is the average total per invoice by payment method?').table?.rows,
    ).toEqual([
      ['Ewallet', '557.47'],
      ['Cash', '210.38'],
    ]);
  });
});

describe('words that also name a column', () => {
  const MARGINS = csvTables(
    'margins',
    'margins.csv',
    [
      'Product line,Quantity,Total,Payment,Gross margin percentage',
      'Apparel,7,100,Cash,4.76',
      'Apparel,1,300,Card,4.76',
      'Books,5,100,Card,4.76',
    ].join('\n'),
  );
  const ask = (question: string) => tableAnswerTo(question, MARGINS);

  test('"what percentage of sales" is a share, not a grouping by Gross margin percentage', () => {
    // Sales that "were paid" are the sales made, counted; what they came to is a share of money.
    expect(ask('What percentage of sales were paid by card?').answer).toBe('66.67%');
    expect(ask('What percentage of sales came from card payments?').answer).toBe('80%');
  });

  test('"the most sold product line by quantity" ranks product lines by their quantity', () => {
    expect(ask('What was the most sold product line by quantity?').names).toEqual(['Apparel']);
    expect(ask('What was the most sold product line?').names).toEqual(['Apparel']);
  });
});

describe('a number before a month', () => {
  test('"the top 2 March 2019 …" is a limit and a month, not the 2nd of March', () => {
    const top = answered('What were the top 2 March 2019 product lines by sales?');
    expect(top.explanation).toContain('in March 2019');
    expect(answered('What were sales on 8 March 2019?').answer).toBe('80.22');
  });
});

describe('a number before "most" with another figure', () => {
  test('"sales in the 2 most profitable cities" is not answered as a ranking of sales', () => {
    const reply = answerTableQuestion(
      'What were sales in the 2 most profitable cities?',
      INVOICES,
      { previous: null, chosen: null },
    );
    expect(reply?.kind).not.toBe('table-answer');
  });
});

describe('people named after a value', () => {
  const RATED = csvTables(
    'rated invoices',
    'rated-invoices.csv',
    [
      'Invoice ID,City,Gender,Total,Customer stratification rating',
      '750-67-8428,Yangon,Female,548.97,9.1',
      '226-31-3081,Naypyitaw,Female,80.22,9.6',
      '631-41-3108,Yangon,Male,340.53,7.4',
      '123-19-1176,Naypyitaw,Female,489.05,8.4',
      '373-73-7910,Mandalay,Male,634.38,5.3',
    ].join('\n'),
  );

  test('"female customers" are the rows of women, not a customer figure', () => {
    expect(tableAnswerTo('How many female customers are there?', RATED).answer).toBe('3');
    expect(tableAnswerTo('Which city had the most female customers?', RATED).answer).toBe(
      'Naypyitaw (2)',
    );
    // The header's own head word after the value still names the figure.
    expect(tableAnswerTo('What is the female customer rating?', RATED).explanation).toMatch(
      /Customer stratification rating where Gender is Female/,
    );
  });
});
