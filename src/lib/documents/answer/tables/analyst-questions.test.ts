import type { ResultTable } from '../../types';
import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';
import { answerTableQuestion, type TableReply } from './answer-table-question';

/**
 * Questions as an analyst reads them, over small tables shaped like real exports: an order-line
 * export with ID and name columns side by side and two date columns, monthly figures with their
 * budgets, and a rota with scheduled and actual hours.
 */

const ORDERS = csvTables(
  'orders',
  'superstore.csv',
  [
    'Row ID,Order ID,Order Date,Ship Date,Ship Mode,Customer ID,Customer Name,Segment,Region,Product ID,Category,Sub-Category,Product Name,Sales,Quantity,Discount,Profit',
    '1,CA-2016-100001,11/8/2016,11/11/2016,Second Class,CG-12520,Claire Gute,Consumer,South,FUR-BO-10001798,Furniture,Bookcases,Bush Somerset Collection Bookcase,$261.96,2,0%,$41.91',
    '2,CA-2016-100001,11/8/2016,11/11/2016,Second Class,CG-12520,Claire Gute,Consumer,South,FUR-CH-10000454,Furniture,Chairs,Hon Deluxe Fabric Chairs,$731.94,3,0%,$219.58',
    '3,CA-2016-100002,6/12/2016,6/16/2016,Second Class,DV-13045,Darrin Van Huff,Corporate,West,OFF-LA-10000240,Office Supplies,Labels,Self-Adhesive Address Labels,$14.62,2,0%,$6.87',
    "4,US-2015-100003,10/11/2015,10/18/2015,Standard Class,SO-20335,Sean O'Donnell,Consumer,South,FUR-TA-10000577,Furniture,Tables,Bretford Rectangular Conference Table,$957.58,5,45%,-$383.03",
    "5,US-2015-100003,10/11/2015,10/18/2015,Standard Class,SO-20335,Sean O'Donnell,Consumer,South,OFF-ST-10000760,Office Supplies,Storage,Eldon Fold 'N Roll Cart,$22.37,2,20%,$2.52",
    '6,CA-2017-100004,3/15/2017,3/20/2017,Standard Class,BH-11710,Brosina Hoffman,Consumer,West,TEC-PH-10002275,Technology,Phones,Mitel 5320 IP Phone,$907.15,6,20%,$90.72',
    '7,CA-2017-100004,3/15/2017,3/20/2017,Standard Class,BH-11710,Brosina Hoffman,Consumer,West,FUR-TA-10001539,Furniture,Tables,Chromcraft Rectangular Conference Table,$1706.18,9,20%,$85.31',
    '8,CA-2017-100005,6/30/2017,7/2/2017,First Class,AA-10480,Andrew Allen,Consumer,West,TEC-PH-10002033,Technology,Phones,Konftel 250 Conference Phone,$911.42,4,20%,$68.36',
    '9,CA-2017-100006,12/28/2017,1/3/2018,Same Day,IM-15070,Irene Maddox,Home Office,East,TEC-PH-10002275,Technology,Phones,Mitel 5320 IP Phone,$500.00,3,0%,$120.00',
    '10,CA-2017-100007,12/1/2017,12/5/2017,First Class,HP-14815,Harold Pawlan,Home Office,Central,OFF-BI-10003910,Office Supplies,Binders,DXL Angle-View Binders,$22.72,4,80%,-$18.18',
    '11,CA-2017-100007,12/1/2017,12/5/2017,First Class,HP-14815,Harold Pawlan,Home Office,Central,TEC-AC-10002167,Technology,Accessories,Imation 8GB Flash Drive,$45.00,3,0%,$4.95',
  ].join('\n'),
);

const MONTHLY = csvTables(
  'monthly',
  'coffee-chain.csv',
  [
    'Market,Product,Date,Sales,Budget Sales,COGS,Budget COGS,Profit,Budget Profit',
    'Central,Amaretto,1/1/2013,219,220,89,90,104,100',
    'Central,Lemon,1/1/2013,110,90,40,30,30,20',
    'East,Amaretto,2/1/2013,150,160,70,60,40,50',
    'East,Lemon,2/1/2013,120,100,50,45,35,30',
    'Central,Amaretto,3/1/2013,200,210,75,90,80,90',
    'East,Lemon,3/1/2013,90,110,45,40,-5,20',
  ].join('\n'),
);

const ROTA = csvTables(
  'rota',
  'rota.csv',
  [
    'Store,Week of,Scheduled hours,Actual hours',
    'Elmstead,2024-03-04,40,42',
    'Elmstead,2024-03-11,40,38',
    'Northgate,2024-03-04,30,28',
    'Northgate,2024-03-11,30,31',
    'Seaview,2024-03-04,35,40',
  ].join('\n'),
);

const TIMESHEET = csvTables(
  'timesheet',
  'homebase-timesheet.csv',
  [
    'DF02 HP',
    'Payroll Period,07/20/2026 To 08/02/2026',
    '',
    'Name,Clock in date,Clock out date,Role,Wage rate,Scheduled hours,Actual hours,Estimated wages',
    'Gaspar Lopez,July 23 2026,July 24 2026,Overnight Baker,$25.00,11.00,13.15,$407.50',
    'Gaspar Lopez,July 28 2026,July 28 2026,Overnight Baker,$25.00,6.50,4.68,$117.00',
    'Ana Reyes,July 23 2026,July 23 2026,Cashier,$18.00,8.00,8.50,$153.00',
    'Ana Reyes,July 24 2026,July 24 2026,Cashier,$18.00,8.00,7.50,$135.00',
    'Ben Ortiz,July 25 2026,July 25 2026,Cook,$20.00,6.00,6.25,$125.00',
  ].join('\n'),
);

const INVOICES = csvTables(
  'invoices',
  'supermarket_sales.csv',
  [
    'InvoiceID,Branch,City,Customer type,Product line,Unit price,Quantity,Tax 5%,Total,Date,Payment,Rating',
    '750-67-8428,A,Yangon,Member,Health and beauty,74.69,7,26.14,548.97,1/5/2019,Ewallet,9.1',
    '226-31-3081,C,Naypyitaw,Normal,Electronic accessories,15.28,5,3.82,80.22,3/8/2019,Cash,9.6',
    '631-41-3108,A,Yangon,Normal,Home and lifestyle,46.33,7,16.22,340.53,3/3/2019,Credit card,7.4',
    '123-19-1176,A,Yangon,Member,Health and beauty,58.22,8,23.29,489.05,1/27/2019,Ewallet,8.4',
    '373-73-7910,B,Mandalay,Normal,Sports and travel,86.31,7,30.21,634.38,2/8/2019,Ewallet,5.3',
  ].join('\n'),
);

const NONE = { previous: null, chosen: null };

function ask(question: string, tables = ORDERS): TableReply | null {
  return answerTableQuestion(question, tables, NONE);
}

function answered(question: string, tables = ORDERS) {
  const reply = ask(question, tables);
  if (reply?.kind !== 'table-answer') throw new Error(`Not answered: ${JSON.stringify(reply)}`);
  return reply;
}

/** The result table's first column and figures, as a person reads them. */
const rowsOf = (table: ResultTable | null) =>
  table?.rows.map((row, index) => [row[0], table.values[index]]);

describe('columns read by the whole phrase and by what they hold', () => {
  test('"customer segment" is Segment, not the customer columns', () => {
    const reply = answered('What were total sales by customer segment?');
    expect(rowsOf(reply.table)).toEqual([
      ['Consumer', 5498.6],
      ['Home Office', 567.72],
      ['Corporate', 14.62],
    ]);
    expect(reply.explanation).toMatch(/^Sum of Sales by Segment/);
  });

  test('"sub-category" is Sub-Category, and "ship mode" Ship Mode', () => {
    expect(answered('Which sub-category had the highest sales?').names).toEqual(['Tables']);
    const modes = answered('How many order lines went by each ship mode?');
    expect(modes.table?.columns).toEqual(['Ship Mode', 'Count of rows']);
    expect(rowsOf(modes.table)).toEqual([
      ['Standard Class', 4],
      ['Second Class', 3],
      ['First Class', 3],
      ['Same Day', 1],
    ]);
  });

  test('"which product" is answered with the product name, its ID beside it', () => {
    const reply = answered('Which product had the highest sales?');
    expect(reply.names).toEqual(['Chromcraft Rectangular Conference Table']);
    expect(reply.answer).toBe(
      'Chromcraft Rectangular Conference Table (Product ID FUR-TA-10001539) ($1,706.18)',
    );
    expect(answered('Which customer had the highest sales?').names).toEqual(['Brosina Hoffman']);
  });

  test('a word that names no column or value is said, with what the table can answer', () => {
    const reply = ask('What were total sales by flavour?');
    expect(reply?.kind).toBe('no-match');
    const message = reply?.kind === 'no-match' ? reply.message : '';
    expect(message).toContain(
      "I couldn't match “flavour” to a column or a value in superstore.csv",
    );
    expect(message).toContain('It has figures for');
    expect(message).toContain('Sales');
    expect(message).not.toMatch(/\$/);
  });

  test('a value spelled nearly like one the table holds is suggested', () => {
    const reply = ask('What were total sales of Lemmon?', MONTHLY);
    expect(reply?.kind === 'no-match' && reply.message).toContain('Did you mean “Lemon”?');
  });
});

describe('counting rows, distinct values and rows meeting a condition', () => {
  test('order lines and transactions are rows; orders and customers are distinct IDs', () => {
    expect(answered('How many order lines are there?').value).toBe(11);
    expect(answered('How many transactions are recorded?').value).toBe(11);
    expect(answered('How many orders are there?')).toMatchObject({
      value: 7,
      explanation: 'Count of distinct Order ID, 11 rows.',
    });
    expect(answered('How many customers do we have?').value).toBe(7);
  });

  test('"had no discount" is Discount 0; "lost money" and "a negative profit" Profit below 0', () => {
    expect(answered('How many order lines had no discount?')).toMatchObject({
      value: 5,
      explanation: 'Count of rows where Discount is 0%.',
    });
    expect(answered('How many order lines lost money?').value).toBe(2);
    expect(answered('How many Consumer order lines had a negative profit?').value).toBe(1);
  });

  test('two years set against each other, whichever comes first; year over year in one year', () => {
    // 2016: $1,008.52; 2017: $4,092.47.
    for (const question of [
      'How did sales in 2017 compare with 2016?',
      'What were sales in 2017 compared to 2016?',
    ])
      expect(answered(question).answer).toBe('2016 ($1,008.52), 2017 ($4,092.47)');
    expect(answered('What was year-over-year sales growth in 2017?').answer).toBe(
      '2 years, 2016 to 2017; change +$3,083.95 (+305.8 %)',
    );
    expect(answered('What were total sales in December across all years?').answer).toBe('$567.72');
  });

  test('"more than 10 percent" is a discount above 10%, not a share of the lines', () => {
    const percent = answered('How many order lines had a discount of more than 10 percent?');
    expect(percent).toMatchObject({
      value: 6,
      explanation: 'Count of rows where Discount is above 10%.',
    });
    expect(answered('How many order lines had a discount of more than 10%?').value).toBe(6);
  });

  test('"how much money did we lose" is the losses, not the money taken', () => {
    const reply = answered('How much money did we lose?');
    expect(reply.explanation).toMatch(/^Sum of Profit where Profit is below \$0/);
    expect(reply.value).toBeLessThan(0);
  });

  test('"the biggest loss" is the lowest profit', () => {
    expect(answered('Which product had the biggest loss?')).toMatchObject({
      names: ['Bretford Rectangular Conference Table'],
      value: -383.03,
    });
  });
});

describe('dates', () => {
  test('a year reads the order date, says so, and offers the ship date', () => {
    const reply = answered('What were total sales in 2016?');
    expect(reply.value).toBeCloseTo(1008.52);
    expect(reply.explanation).toBe(
      'Sum of Sales where Order Date is in 2016, 3 rows. Dates are read from Order Date (the table also has Ship Date).',
    );
    expect(reply.alternatives.map((choice) => choice.label)).toEqual(['Use Ship Date instead']);
    const shipped = answerTableQuestion('Use Ship Date instead', ORDERS, {
      previous: null,
      chosen: reply.alternatives[0]!.subject,
    });
    expect(shipped).toMatchObject({
      kind: 'table-answer',
      explanation: expect.stringContaining('Ship Date is in 2016'),
    });
  });

  test('a question that names the ship date uses it', () => {
    expect(answered('How many order lines shipped in January 2018?')).toMatchObject({
      value: 1,
      alternatives: [],
    });
  });

  test('quarters, months, ranges and the last month of the data', () => {
    expect(answered('What were total sales in Q4 2016?').value).toBeCloseTo(993.9);
    expect(answered('How much did we sell in December 2017?').value).toBeCloseTo(567.72);
    expect(answered('What were sales between March and June 2017?').value).toBeCloseTo(3524.75);
    const last = answered('What was the profit in the last month of the data?');
    expect(last.value).toBeCloseTo(106.77);
    expect(last.explanation).toContain('Order Date is in December 2017');
  });

  test('a trend: one line per month, in time order, drawn as a line', () => {
    const reply = answered('Show monthly sales in 2017.');
    expect(reply.table).toMatchObject({
      columns: ['Month of Order Date', 'Sum of Sales'],
      rows: [
        ['Mar 2017', '$2,613.33'],
        ['Jun 2017', '$911.42'],
        ['Dec 2017', '$567.72'],
      ],
      chart: 'line',
    });
    expect(answered('What were sales by year?').table?.rows).toEqual([
      ['2015', '$979.95'],
      ['2016', '$1,008.52'],
      ['2017', '$4,092.47'],
    ]);
    expect(answered('Which quarter of 2017 had the highest sales?').names).toEqual(['Q1 2017']);
  });

  test('monthly figures dated the 1st read month-first', () => {
    expect(answered('What were total sales in February 2013?', MONTHLY).value).toBe(270);
  });

  test('two columns that fit are offered with labels that differ', () => {
    const tables = csvTables(
      'two',
      'two.csv',
      'Store,Order Date,Ship Date,Sales,Sales\nElmstead,3/15/2024,3/18/2024,5,500\nNorthgate,4/1/2024,4/3/2024,7,700',
    );
    const reply = ask('What were the sales at Elmstead in 2024?', tables);
    const labels = reply?.kind === 'clarify' ? reply.choices.map((choice) => choice.label) : [];
    expect(labels).toEqual(['Sales (column D)', 'Sales (column E)']);
  });
});

describe('groups, comparisons, ratios and shares', () => {
  test('"average sales by region" gives one line per region, drawn as bars', () => {
    const reply = answered('What are average sales by region?');
    expect(reply.table).toMatchObject({
      columns: ['Region', 'Average of Sales'],
      values: [884.8425, 500, 493.4625, 33.86],
      chart: 'bar',
    });
    expect(reply.answer).toBe('4 regions; highest West ($884.84)');
  });

  test('one column against another: per row, and per group', () => {
    expect(answered('In how many rows were sales above budget sales?', MONTHLY).value).toBe(2);
    expect(answered('How many rows had sales below budget?', MONTHLY)).toMatchObject({
      value: 4,
      explanation: 'Count of rows where Sales is below Budget Sales.',
    });
    expect(answered('Which products went over their COGS budget?', MONTHLY).names).toEqual([
      'Lemon',
    ]);
    expect(answered('Which markets missed their profit budget?', MONTHLY).names).toEqual(['East']);
    expect(answered('Where did sales beat budget sales?', MONTHLY).names).toEqual(['Central']);
    expect(answered('Which stores went over their scheduled hours?', ROTA)).toMatchObject({
      names: ['Seaview'],
      explanation: expect.stringContaining('where it is above sum of scheduled hours'),
    });
  });

  test('people: "which employees went over their scheduled hours", "who worked the most"', () => {
    expect(answered('Which employees went over their scheduled hours?', TIMESHEET)).toMatchObject({
      names: ['Gaspar Lopez', 'Ben Ortiz'],
      table: { columns: ['Name', 'Sum of Actual hours', 'Sum of Scheduled hours', 'Difference'] },
    });
    expect(answered('Who worked the most hours?', TIMESHEET)).toMatchObject({
      names: ['Gaspar Lopez'],
      value: 17.83,
    });
  });

  test('profit margin is the sum of profit over the sum of sales, per group', () => {
    const reply = answered('What is the profit margin by category?');
    expect(reply.table?.rows).toEqual([
      ['Technology', '12.02%'],
      ['Furniture', '-0.99%'],
      ['Office Supplies', '-14.72%'],
    ]);
  });

  test('a share of the total', () => {
    expect(answered('What share of total sales came from the West region?').value).toBeCloseTo(
      58.2,
      1,
    );
  });

  test('the share of the top N together, each one listed', () => {
    const reply = answered('What share of total sales came from the top 2 customers?');
    // Brosina Hoffman 2,613.33 and Claire Gute 993.90 of 6,080.94.
    expect(reply.answer).toMatch(/^Top 2 customers, 59\.32% together; first Brosina Hoffman/);
    expect(reply.table?.rows).toHaveLength(2);
  });

  test('the top N within each group, each with its group', () => {
    const reply = answered('What are the top 2 products by sales in each category?');
    expect(reply.table?.columns).toEqual([
      'Category',
      'Product Name',
      'Product ID',
      'Sum of Sales',
    ]);
    expect(reply.table?.rows.slice(0, 2)).toEqual([
      ['Furniture', 'Chromcraft Rectangular Conference Table', 'FUR-TA-10001539', '$1,706.18'],
      ['Furniture', 'Bretford Rectangular Conference Table', 'FUR-TA-10000577', '$957.58'],
    ]);
    expect(reply.answer).toBe('Top 2 products by Sum of Sales in each of 3 categories');
  });

  test('two groupings, two periods side by side, the most profitable, a share of orders', () => {
    const nested = answered('Break down sales by category and region');
    expect(nested.table?.columns).toEqual(['Category', 'Region', 'Sum of Sales']);
    expect(nested.table?.rows.slice(0, 2)).toEqual([
      ['Furniture', 'South', '$1,951.48'],
      ['Furniture', 'West', '$1,706.18'],
    ]);
    expect(answered('Compare sales in 2016 and 2017').table?.rows).toEqual([
      ['2016', '$1,008.52'],
      ['2017', '$4,092.47'],
    ]);
    expect(answered('Which category is most profitable?').names).toEqual(['Technology']);
    expect(answered('What percentage of orders had a discount?')).toMatchObject({
      value: (100 * 4) / 7,
      explanation:
        'Share of distinct Order ID where Discount is above 0% (6 rows), out of 11 rows.',
    });
  });

  test('a single figure has no table; the largest rows are a table of rows, named by what names each', () => {
    expect(answered('What were total sales?').table).toBeNull();
    // Every product name here is its row's own, and says more than the order's code before it.
    expect(answered('What were the 2 largest sales?').table).toMatchObject({
      columns: ['Product Name', 'Sales'],
      rows: [
        ['Chromcraft Rectangular Conference Table', '$1,706.18'],
        ['Bretford Rectangular Conference Table', '$957.58'],
      ],
      chart: 'bar',
    });
  });
});

describe('headers and values as other exports write them', () => {
  test('a header followed by a short value of its column: "branch A"', () => {
    expect(answered('What was the total in branch A?', INVOICES)).toMatchObject({
      value: 548.97 + 340.53 + 489.05,
      explanation: 'Sum of Total where Branch is A, 3 rows.',
    });
  });

  test('"sales" is the Total column of a table with no sales column; "total tax" is the tax', () => {
    expect(answered('What were total sales in January 2019?', INVOICES).value).toBeCloseTo(1038.02);
    expect(answered('What is the total tax by branch?', INVOICES).table?.columns).toEqual([
      'Branch',
      'Sum of Tax 5%',
    ]);
  });

  test('"product line" is a column, not a count of lines; "how many members" counts rows', () => {
    expect(answered('Which product line had the highest total?', INVOICES).names).toEqual([
      'Health and beauty',
    ]);
    expect(answered('How many members are there?', INVOICES).value).toBe(2);
    expect(answered('How many invoices are there?', INVOICES)).toMatchObject({
      value: 5,
      explanation: 'Count of distinct InvoiceID, 5 rows.',
    });
  });

  test('the most popular, the top N by "which", one figure as a percentage of another', () => {
    expect(answered('Which payment method is the most popular?', INVOICES)).toMatchObject({
      names: ['Ewallet'],
      value: 3,
    });
    expect(answered('Which 2 customers spent the most?').names).toEqual([
      'Brosina Hoffman',
      'Claire Gute',
    ]);
    expect(answered('What is the tax as a percentage of the total?', INVOICES).value).toBeCloseTo(
      (100 * 99.68) / 2093.15,
    );
    expect(answered('What is the profit ratio by region?').table?.columns).toEqual([
      'Region',
      'Profit as % of Sales',
    ]);
  });

  test('the first quarter of a year is that quarter; the last quarter is the data’s', () => {
    expect(answered('What were sales in the first quarter of 2017?').value).toBeCloseTo(2613.33);
    expect(answered('What was the profit in the last quarter?').explanation).toContain(
      'Order Date is in Q4 2017',
    );
  });
});

describe('follow-ups keep what the question does not change', () => {
  const then = (question: string, previous: TableReply | null) =>
    answerTableQuestion(question, ORDERS, {
      previous: previous?.kind === 'table-answer' ? previous.subject : null,
      chosen: null,
    });

  test('a trend for another year, the groups of an average, the groups kept', () => {
    const trend = then('And for 2016?', ask('Show monthly sales in 2017.'));
    expect(trend).toMatchObject({
      table: {
        chart: 'line',
        rows: [
          ['Jun 2016', '$14.62'],
          ['Nov 2016', '$993.90'],
        ],
      },
    });
    const averages = then('And in 2017?', ask('What are average sales by region?'));
    expect(averages?.kind === 'table-answer' && averages.table?.columns).toEqual([
      'Region',
      'Average of Sales',
    ]);
    expect(then('And in 2017?', ask('Which sub-categories lost money overall?'))).toMatchObject({
      names: ['Binders'],
    });
  });

  test('the date column chosen stays chosen', () => {
    const first = answered('What were total sales in 2016?');
    const shipped = answerTableQuestion('Use Ship Date instead', ORDERS, {
      previous: null,
      chosen: first.alternatives[0]!.subject,
    });
    expect(then('And in 2017?', shipped)).toMatchObject({
      explanation: 'Sum of Sales where Ship Date is in 2017, 5 rows.',
    });
  });
});

describe('the file named in the question', () => {
  test.each([
    'How many order lines are in superstore.csv?',
    'How many order lines are in the Superstore file?',
    'How many rows does the superstore table have?',
  ])('%s counts the rows, as without the name', (question) => {
    expect(answered(question).value).toBe(11);
  });

  test('naming the file changes no figure', () => {
    expect(answered('What were total sales in superstore.csv?').value).toBe(
      answered('What were total sales?').value,
    );
  });
});

describe('the average order value', () => {
  const lines = csvTables(
    'lines',
    'order-lines.csv',
    [
      'Order ID,Region,Sales',
      'A1,West,100',
      'A1,West,50',
      'A2,West,30',
      'B1,East,200',
      'B2,East,100',
      'B2,East,100',
    ].join('\n'),
  );

  test("is each order's total averaged over the orders, overall or per group", () => {
    const overall = tableAnswerTo('What is the average order value?', lines);
    expect(overall.value).toBe(580 / 4);
    expect(overall.explanation).toContain('over 4 orders');
    const byRegion = tableAnswerTo('Average order value by region', lines);
    expect(byRegion.table?.rows.map((row) => row[0])).toEqual(['East', 'West']);
    expect(byRegion.table?.values).toEqual([200, 90]);
    expect(byRegion.explanation).toMatch(/^Average per Order ID of the sum of sales by Region/);
  });
  test("by a period, each order's total is averaged within its period", () => {
    const byYear = answered('What is the average order value by year?');
    expect(byYear.explanation).toMatch(
      /^Average per Order ID of the sum of sales by Year of Order Date, 3 years, in time order/,
    );
    expect(byYear.table?.rows.map((row) => row[0])).toEqual(['2015', '2016', '2017']);
    expect(byYear.table?.values[1]).toBeCloseTo(504.26, 2);
    expect(byYear.table?.values[2]).toBeCloseTo(1023.1175, 4);
  });
});

describe('the standard deviation', () => {
  test('is the spread of a column, overall or per group, by its name or its short form', () => {
    const overall = answered('What is the standard deviation of profit?');
    expect(overall.value).toBeCloseTo(150.4926, 4);
    expect(overall.answer).toBe('$150.49');
    expect(overall.explanation).toMatch(/^Standard deviation of Profit, 11 rows/);
    const byCategory = answered('Which category has the highest std dev of profit?');
    expect(byCategory.names).toEqual(['Furniture']);
  });

  test('"standard" in it names no value: Standard Class is filtered only when named', () => {
    const spread = answered('What is the standard deviation of profit for Standard Class?');
    expect(spread.value).toBeCloseTo(224.9246, 4);
    expect(spread.explanation).toBe(
      'Standard deviation of Profit where Ship Mode is Standard Class, 4 rows.',
    );
  });
});

describe('a percentile', () => {
  test('"the 90th percentile of sales", "percentile 25", overall or per group', () => {
    // Sales sorted: 14.62 22.37 22.72 45 261.96 500 731.94 907.15 911.42 957.58 1706.18.
    const high = answered('What is the 90th percentile of sales?');
    expect(high.value).toBeCloseTo(957.58, 2);
    expect(high.explanation).toMatch(/^90th percentile of Sales, 11 rows/);
    // The 25th is 2.5 places up: 22.72 + 0.5 × (45 − 22.72).
    expect(answered('What is the percentile 25 of sales?').value).toBeCloseTo(33.86, 2);
    const byRegion = answered('75th percentile of sales by region');
    expect(byRegion.table?.columns).toEqual(['Region', '75th percentile of Sales']);
  });
});

describe('a running total', () => {
  test('"cumulative sales by month", "the running total of profit by year": each period adds to those before', () => {
    // 2015: 979.95; 2016: 1,008.52; 2017: 4,092.47.
    const byYear = answered('What was the running total of sales by year?');
    expect(byYear.table?.rows.map((row) => row[0])).toEqual(['2015', '2016', '2017']);
    const totals = [979.95, 1988.47, 6080.94];
    byYear.table?.values.forEach((value, at) => expect(value).toBeCloseTo(totals[at]!, 2));
    expect(byYear.answer).toBe('3 years, 2015 to 2017; $6,080.94 by 2017');
    expect(byYear.explanation).toMatch(/^Running total of Sales by Year of Order Date/);
    const orders = answered('Cumulative number of orders by year');
    expect(orders.table?.values).toEqual([1, 3, 7]);
    expect(orders.table?.columns[1]).toBe('Count of distinct Order ID, running total');
  });
});

describe('one thing looked up', () => {
  test('"what was the ship mode for order …" is the column\'s value on that order\'s rows', () => {
    const mode = answered('What was the ship mode for order CA-2017-100007?');
    expect(mode.answer).toBe('First Class');
    expect(mode.explanation).toBe('Ship Mode where Order ID is CA-2017-100007, 2 rows.');
    // A figure's column still asks the figure.
    expect(answered('What is the total sales for order CA-2017-100007?').value).toBeCloseTo(67.72);
  });

  test('"what is the ship date of order …", "when was order … shipped": that order\'s date', () => {
    const named = answered('What is the ship date of order CA-2017-100007?');
    expect(named.answer).toBe('2017-12-05');
    expect(named.explanation).toBe('Ship Date where Order ID is CA-2017-100007, 2 rows.');
    expect(answered('When was order CA-2016-100002 shipped?').answer).toBe('2016-06-16');
  });
});

describe('a customer per row, where only the kinds of customers are a column', () => {
  test('"how many customers paid by Ewallet" counts rows, not the customer types', () => {
    const reply = answered('How many customers paid by Ewallet?', INVOICES);
    expect(reply.value).toBe(3);
    expect(reply.explanation).toBe('Count of rows where Payment is Ewallet.');
    expect(answered('How many customer types are there?', INVOICES).value).toBe(2);
  });
});

describe('sorting words list every group in their order', () => {
  test('"sorted descending", "in ascending order", "from lowest to highest"', () => {
    const descending = answered('Total sales by region sorted descending');
    expect(rowsOf(descending.table)).toEqual([
      ['West', 3539.37],
      ['South', 1973.85],
      ['East', 500],
      ['Central', 67.72],
    ]);
    const ascending = answered('Total sales by region in ascending order');
    expect(ascending.table?.rows.map((row) => row[0])).toEqual([
      'Central',
      'East',
      'South',
      'West',
    ]);
    expect(ascending.explanation).toContain('4 regions, smallest first');
    const lowestFirst = answered('Profit by category from lowest to highest');
    expect(lowestFirst.table?.rows).toHaveLength(3);
  });

  test('"regions sorted by profit" groups the regions, ranked by the figure', () => {
    const reply = answered('Show regions sorted by profit');
    expect(reply.explanation).toMatch(/^Sum of Profit by Region, 4 regions, largest first/);
  });
});

describe('the hour of the day', () => {
  const tills = csvTables(
    'tills',
    'tills.csv',
    [
      'Receipt,Time,Total',
      'R1,09:15,10',
      'R2,09:40,5',
      'R3,13:05,30',
      'R4,13:30,2',
      'R5,13:55,4',
      'R6,18:20,12',
    ].join('\n'),
  );

  test('"which hour of the day" groups by the hour, as "which hour" does', () => {
    const busiest = tableAnswerTo('What is the busiest hour of the day?', tills);
    expect(busiest.names).toEqual(['13:00']);
    const most = tableAnswerTo('Which hour of the day has the highest total?', tills);
    expect(most.names).toEqual(['13:00']);
    expect(most.value).toBe(36);
  });
});

describe('the range of a column', () => {
  test('is the largest less the smallest, with both ends, however it is asked', () => {
    for (const question of [
      'What is the range of profit?',
      'What is the difference between the highest and lowest profit?',
      'What is the gap between the lowest and the highest profit?',
    ]) {
      const range = answered(question);
      expect(range.value).toBeCloseTo(602.61, 2);
      expect(range.answer).toBe('$602.61 (-$383.03 to $219.58)');
      expect(range.explanation).toMatch(/^Range of Profit, 11 rows/);
    }
  });

  test('is ranked per group, the widest or the narrowest', () => {
    const widest = answered('Which category has the widest range of sales?');
    expect(widest.names).toEqual(['Furniture']);
    expect(widest.value).toBeCloseTo(1444.22, 2);
    const narrowest = answered('Which category has the narrowest range of sales?');
    expect(narrowest.names).toEqual(['Office Supplies']);
  });

  test('"in the range of 5 to 9" keeps the rows between them, both included', () => {
    const between = answered('How many order lines have a quantity in the range of 3 to 5?');
    expect(between.value).toBe(6);
    expect(between.explanation).toMatch(/Quantity is at least 3 and Quantity is at most 5/);
  });
});

describe('the correlation between two figures', () => {
  test("is Pearson's r over the rows, with how strong it is", () => {
    const r = answered('What is the correlation between discount and profit?');
    expect(r.value).toBeCloseTo(-0.4857, 4);
    expect(r.answer).toBe('-0.49, a moderate negative correlation');
    expect(r.explanation).toMatch(/^Correlation of Discount with Profit \(Pearson's r\), 11 rows/);
    // 'with sales' names the figure paired, not the rows that have sales.
    const paired = answered('How does quantity correlate with sales?');
    expect(paired.value).toBeCloseTo(0.8631, 4);
    expect(paired.answer).toBe('0.86, a strong positive correlation');
    expect(answered('Is there a relationship between quantity and sales?').value).toBeCloseTo(
      0.8631,
      4,
    );
  });

  test('the strongest per group is the one furthest from 0, either way', () => {
    const strongest = answered(
      'Which category has the strongest correlation between discount and profit?',
    );
    expect(strongest.names).toEqual(['Office Supplies']);
    expect(strongest.value).toBeCloseTo(-0.9969, 4);
    expect(strongest.explanation).toMatch(/the strongest of 3 categories/);
  });

  test('a follow-up keeps the pair and changes the rows', () => {
    const first = ask('Is discount correlated with profit?');
    const west = answerTableQuestion('And in the West region?', ORDERS, {
      previous: first?.kind === 'table-answer' ? first.subject : null,
      chosen: null,
    });
    expect(west).toMatchObject({ kind: 'table-answer' });
    expect(west?.kind === 'table-answer' && west.value).toBeCloseTo(0.9689, 4);
  });
});

describe('a participle of a longer header before one of its values', () => {
  const apps = csvTables(
    'apps',
    'apps.csv',
    [
      'App,Category,Rating,Reviews,Content Rating,Genres',
      'Chess Pro,GAME,4.5,1200,Everyone,Board',
      'Zombie Run,GAME,4.1,800,Teen,Action',
      'Zombie Run,GAME,4.1,800,Teen,Action',
      'Budget Pal,FINANCE,4.7,300,Everyone,Finance',
      'Night Chat,SOCIAL,3.9,5000,Teen,Social',
    ].join('\n'),
  );

  test('"rated Teen" filters the Content Rating column and names no figure', () => {
    const teen = tableAnswerTo('How many apps are rated Teen?', apps);
    expect(teen.value).toBe(2);
    expect(teen.explanation).toBe('Count of distinct App where Content Rating is Teen, 3 rows.');
    // The Rating column is still the figure when it is asked for.
    expect(tableAnswerTo('What is the average rating of apps rated Everyone?', apps).value).toBe(
      4.6,
    );
  });

  test('a header already in the plural counts its groups as written', () => {
    const genres = tableAnswerTo('Which genres have the most reviews?', apps);
    expect(genres.explanation).toMatch(/, the largest of 4 genres \(5 rows\)/);
  });
});

describe('one order named by its number', () => {
  // 60 orders of two lines each: too many IDs for a question to name them without their header.
  const lines = Array.from({ length: 120 }, (_, row) => {
    const order = String(500000000 + Math.floor(row / 2)).padStart(10, '0');
    return `${order},${row % 2 === 0 ? 'MB-1034' : 'CB-1161'},${row + 1}00`;
  });
  const items = csvTables(
    'items',
    'order-items.csv',
    ['Sales Order ID,Product ID,Gross Amount', ...lines].join('\n'),
  );

  test('"sales order 0500000007" keeps its lines, written with or without the leading zero', () => {
    const total = tableAnswerTo('What is the total gross amount of sales order 0500000007?', items);
    expect(total.value).toBe(1500 + 1600);
    expect(total.explanation).toBe(
      'Sum of Gross Amount where Sales Order ID is 0500000007, 2 rows.',
    );
    expect(tableAnswerTo('How many items are in order 500000007?', items).value).toBe(2);
  });
});

describe('halves of a year and trends by a named period', () => {
  test('"the first half of 2017", "H2 2017" and "the first half and the second half"', () => {
    const first = answered('What were sales in the first half of 2017?');
    expect(first.value).toBeCloseTo(3524.75, 2);
    expect(first.explanation).toMatch(/Order Date is in H1 2017/);
    expect(answered('What were sales in H2 2017?').value).toBeCloseTo(567.72, 2);
    const halves = answered('Compare sales in the first half and the second half of 2017.');
    expect(rowsOf(halves.table)).toEqual([
      ['H1 2017', 3524.75],
      ['H2 2017', 567.72],
    ]);
    expect(halves.explanation).toMatch(/^Sum of Sales by Half-year of Order Date/);
  });

  test('"the sales trend by quarter" groups by the period named, "the trend" alone by month', () => {
    const byQuarter = answered('Show the sales trend by quarter.');
    expect(byQuarter.explanation).toMatch(/^Sum of Sales by Quarter of Order Date/);
    expect(answered('What is the sales trend?').explanation).toMatch(
      /^Sum of Sales by Month of Order Date/,
    );
  });
});

describe('the month of the year', () => {
  test('"which month of the year" groups the months of every year together, January first', () => {
    // June: 14.62 (2016) and 911.42 (2017); March: 907.15 and 1706.18 (2017).
    const best = answered('Which month of the year has the highest sales?');
    expect(best.names).toEqual(['March']);
    expect(best.value).toBeCloseTo(2613.33, 2);
    const all = answered('Show sales by month of the year.');
    expect(all.explanation).toMatch(
      /^Sum of Sales by Calendar month of Order Date, 5 calendar months, January first/,
    );
    expect(all.table?.chart).toBe('bar');
    expect(rowsOf(all.table)?.[1]).toEqual(['June', 926.04]);
  });
});

describe('a time between two dates as a condition', () => {
  test('"took more than 5 days to ship" keeps the rows whose ship date is that long after the order', () => {
    const slow = answered('How many orders took more than 5 days to ship?');
    expect(slow.value).toBe(2);
    expect(slow.explanation).toBe(
      'Count of distinct Order ID where Ship Date is more than 5 days after Order Date, 3 rows.',
    );
    const fast = answered('What were total sales of orders shipped within 3 days?');
    expect(fast.value).toBeCloseTo(1905.32, 2);
    // Without a comparison it is still the time itself.
    expect(answered('What is the average shipping time?').answer).toBe('4.55 days');
  });
});

describe('days of the week as a condition', () => {
  test('"on weekends", "on Fridays", "weekday sales" keep those days of the order date', () => {
    const weekend = answered('How many orders were placed on weekends?');
    expect(weekend.value).toBe(2);
    expect(weekend.explanation).toMatch(
      /^Count of distinct Order ID where Order Date is on a weekend, 3 rows/,
    );
    expect(answered('What were total sales on Fridays?').value).toBeCloseTo(979.14, 2);
    expect(answered('What were weekday sales in 2017?').value).toBeCloseTo(4092.47, 2);
  });

  test('the weekend against weekdays is two groups, weekdays first, and how far apart they are', () => {
    const split = answered('How did weekend sales compare with weekday sales?');
    expect(split.table?.rows.map((row) => row[0])).toEqual(['Weekdays', 'Weekend']);
    expect(split.table?.values[0]).toBeCloseTo(5086.37, 2);
    expect(split.table?.values[1]).toBeCloseTo(994.57, 2);
    expect(split.explanation).toMatch(/by Day type of Order Date, 2 day types, weekdays first/);
    expect(split.explanation).toMatch(/difference \$4,091\.80/);
  });

  test('"by weekday" and "which weekday" still group by the day', () => {
    expect(answered('Which weekday has the highest sales?').names).toEqual(['Wednesday']);
  });
});

describe('a group and a period side by side', () => {
  test('"sales by region and year" lists each region\'s years in time order', () => {
    for (const question of [
      'Show sales by region and year.',
      'What were sales by year in each region?',
    ]) {
      const split = answered(question);
      expect(split.answer).toBe('Sum of Sales for 3 years across 4 regions');
      expect(split.explanation).toMatch(
        /^Sum of Sales by Year of Order Date in each Region, in time order \(11 rows\): Central: 2017 \$67\.72; East: 2017 \$500\.00; South: 2015 \$979\.95; South: 2016 \$993\.90; West: 2016 \$14\.62; West: 2017 \$3,524\.75/,
      );
    }
  });
});

describe('a change asked as a percentage or a growth rate', () => {
  test('is the change between the periods, led by its percent, not a share of the whole', () => {
    for (const question of [
      'What was the percentage change in sales from 2016 to 2017?',
      'By what percent did sales grow from 2016 to 2017?',
      'What is the growth rate of sales from 2016 to 2017?',
    ]) {
      const change = answered(question);
      expect(change.answer).toBe('2 years, 2016 to 2017; change +305.8 % (+$3,083.95)');
      expect(change.explanation).toMatch(/^Sum of Sales by Year of Order Date/);
    }
  });
});

describe('orders numbered by an invoice', () => {
  // Invoice lines with no order column: C1 has three invoices, C2 one of four lines.
  const lines = csvTables(
    'invoice-lines',
    'retail-lines.csv',
    [
      'InvoiceNo,StockCode,Quantity,UnitPrice,CustomerID',
      '536527,22809,6,2.95,C1',
      '536527,84347,6,2.55,C1',
      '536840,22632,12,1.85,C1',
      '536861,22697,2,2.95,C1',
      '536983,21212,24,0.55,C2',
      '536983,84991,24,0.55,C2',
      '536983,22951,12,0.85,C2',
      '536983,22193,4,4.25,C2',
    ].join('\n'),
  );

  test('"how many orders" counts invoices, and "bought more than 2 times" keeps customers by them', () => {
    expect(tableAnswerTo('How many orders are there?', lines).value).toBe(4);
    const loyal = tableAnswerTo('How many customers bought more than 2 times?', lines);
    expect(loyal.value).toBe(1);
    expect(loyal.explanation).toMatch(
      /^Count of distinct InvoiceNo by CustomerID, where it is above 2/,
    );
  });
});

describe("a time taken between a table's only two dates as a condition", () => {
  const trips = csvTables(
    'trips',
    'taxi-trips.csv',
    [
      'pickup_datetime,dropoff_datetime,trip_distance,fare_amount',
      '2019-01-15 03:36:12,2019-01-15 03:42:19,1.0,6.5',
      '2019-01-15 08:00:00,2019-01-15 08:45:00,9.2,32',
      '2019-01-15 09:10:00,2019-01-15 10:20:00,20.5,52',
      '2019-01-15 11:00:00,2019-01-15 11:04:00,0.6,4.5',
    ].join('\n'),
  );

  test('"trips that lasted more than 30 minutes", "took longer than an hour" compare dropoff with pickup', () => {
    const long = tableAnswerTo('How many trips lasted more than 30 minutes?', trips);
    expect(long.value).toBe(2);
    expect(long.explanation).toBe(
      'Count of rows where dropoff_datetime is more than 30 minutes after pickup_datetime.',
    );
    expect(tableAnswerTo('How many trips took longer than an hour?', trips).value).toBe(1);
    expect(
      tableAnswerTo('What is the average fare of trips that took less than 10 minutes?', trips)
        .value,
    ).toBe(5.5);
  });
  test('"the average fare per mile" is the fares over the distances', () => {
    const perMile = tableAnswerTo('What is the average fare per mile?', trips);
    expect(perMile.value).toBeCloseTo(95 / 31.3, 6);
    expect(perMile.explanation).toBe('fare_amount divided by trip_distance, 4 rows.');
  });
});

describe('growth over the periods', () => {
  test('"year-over-year growth" lists each year with its change from the year before', () => {
    const growth = answered('What is the year-over-year growth in sales?');
    expect(growth.explanation).toMatch(
      /^Sum of Sales by Year of Order Date, 3 years, in time order \(11 rows\): 2015 \$979\.95; 2016 \$1,008\.52 \(\+2\.9 %\); 2017 \$4,092\.47 \(\+305\.8 %\)/,
    );
    // Listed without a word for growth, the years carry no change.
    expect(answered('What were sales by year?').explanation).toContain('2016 $1,008.52; 2017');
  });
});

describe('a word for a grade after a header', () => {
  const staff = csvTables(
    'staff',
    'employee.csv',
    [
      'satisfaction_level,average_montly_hours,salary,left',
      '0.38,157,low,1',
      '0.80,262,medium,1',
      '0.11,272,medium,0',
      '0.72,223,low,0',
      '0.37,159,high,0',
    ].join('\n'),
  );

  test('"salary level" is the salary column, not satisfaction_level', () => {
    const hours = tableAnswerTo('What is the average monthly hours by salary level?', staff);
    expect(hours.explanation).toMatch(/^Average of average_montly_hours by salary, 3 salaries/);
    const counted = tableAnswerTo('How many employees are in each salary level?', staff);
    expect(counted.explanation).toMatch(/^Count of rows by salary, 3 salaries/);
    expect(counted.table?.values).toEqual([2, 2, 1]);
  });
});

describe('money in and out of a ledger', () => {
  const ledger = csvTables(
    'ledger',
    'transactions.csv',
    [
      'Date,Description,Amount,Transaction Type,Category',
      '01/01/2018,Amazon,11.11,debit,Shopping',
      '01/02/2018,Mortgage Payment,1247.44,debit,Mortgage and Rent',
      '01/05/2018,Paycheck,2000.00,credit,Paycheck',
      '01/09/2018,Grocery Outlet,52.10,debit,Groceries',
      '01/12/2018,Amazon refund,11.11,credit,Shopping',
    ].join('\n'),
  );

  test('"spending" keeps the debits, "income" the credits, "amount" all of them', () => {
    const spent = tableAnswerTo('What was my total spending in 2018?', ledger);
    expect(spent.value).toBeCloseTo(11.11 + 1247.44 + 52.1, 2);
    expect(spent.explanation).toMatch(/Transaction Type is debit/);
    expect(tableAnswerTo('How much did I spend on shopping?', ledger).value).toBeCloseTo(11.11, 2);
    expect(tableAnswerTo('What was my total income in 2018?', ledger).value).toBeCloseTo(
      2011.11,
      2,
    );
    expect(tableAnswerTo('What is the total amount in 2018?', ledger).value).toBeCloseTo(
      3321.76,
      2,
    );
  });

  test('"my biggest expense category" ranks the categories by their debits', () => {
    const biggest = tableAnswerTo('What is my biggest expense category?', ledger);
    expect(biggest.names).toEqual(['Mortgage and Rent']);
    expect(biggest.explanation).toMatch(
      /^Sum of Amount by Category where Transaction Type is debit/,
    );
  });

  test('"the largest single purchase" is the largest row, as "the largest purchase" is', () => {
    for (const question of [
      'What was the largest single purchase?',
      'What was the largest purchase?',
    ])
      expect(tableAnswerTo(question, ledger).value).toBe(2000);
  });
});

describe('a bare figure after a noun for sales', () => {
  test('"how many transactions were over $500" compares what each sale brought in', () => {
    // Totals 548.97 and 634.38 of five.
    const large = tableAnswerTo('How many transactions were over $500?', INVOICES);
    expect(large.value).toBe(2);
    expect(large.explanation).toBe('Count of rows where Total is above 500.');
  });
});
