import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * Shop transactions in the shape of a retail SQL exercise's export: each sale's date and time
 * headed `sale_…`, its money `total_sale` and its cost of goods `cogs`, and no profit column.
 */
const SALES = csvTables(
  'retail',
  'retail_sales.csv',
  [
    'transactions_id,sale_date,sale_time,customer_id,gender,age,category,quantity,price_per_unit,cogs,total_sale',
    '1,2022-12-16,19:10:00,50,Male,34,Beauty,3,50,16,150',
    '2,2022-06-24,10:07:00,104,Female,26,Clothing,2,500,135,1000',
    '3,2022-06-14,07:08:00,114,Male,50,Electronics,1,30,8.1,30',
    '4,2023-08-27,18:12:00,3,Male,37,Clothing,1,500,200,500',
    '5,2023-09-05,22:10:00,3,Male,30,Beauty,2,50,24,100',
    '6,2023-09-15,22:16:00,2,Female,45,Beauty,1,30,15,30',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, SALES);

describe('a date headed by the money word', () => {
  test("'monthly sales' add up total_sale by month, not list the sale dates", () => {
    const monthly = answered('What are the monthly sales in 2022?');
    expect(monthly.explanation).toMatch(/^Sum of total_sale by Month of sale_date/);
    expect(monthly.table?.rows).toEqual([
      ['Jun 2022', '1,030'],
      ['Dec 2022', '150'],
    ]);
    expect(answered('What are sales by gender?').names).toEqual(['Female', 'Male']);
  });
});

describe('profit where no column holds it', () => {
  test('is each sale less its cost of goods, added up', () => {
    const profit = answered('What is the total profit?');
    expect(profit.value).toBeCloseTo(1411.9);
    expect(profit.explanation).toBe('Sum of total_sale − cogs, 6 rows.');
    expect(answered('Which category made the most profit?').names).toEqual(['Clothing']);
  });

  test('the profit margin is that profit over the sales, in all and per group', () => {
    // Sales 1,810 in all, costs 398.1; Beauty's 280 less 55.
    const margin = answered('What is the profit margin?');
    expect(margin.value).toBeCloseTo((1411.9 / 1810) * 100);
    expect(margin.explanation).toBe('(total_sale − cogs) as % of total_sale, 6 rows.');
    const byCategory = answered('What is the profit margin by category?');
    expect(byCategory.table?.rows).toContainEqual(['Beauty', `${((225 / 280) * 100).toFixed(2)}%`]);
  });

  test('"earnings" is profit too, while "profit" implies no pay', () => {
    expect(answered('What were the total earnings in 2023?').value).toBeCloseTo(391);
  });
});

test("'Beauty products', 'Electronics items': the rows of that value, with no product column", () => {
  expect(answered('What are the total sales of Beauty products?').value).toBe(280);
  expect(answered('What is the average age of customers who bought Beauty products?').value).toBe(
    (34 + 30 + 45) / 3,
  );
  expect(answered('How many Electronics items were sold?').value).toBe(1);
});

describe('a figure compared right after people is their age', () => {
  test("'customers under 30', 'customers aged over 40', 'aged between 30 and 40'", () => {
    expect(answered('What is the average total sale for customers under 30?').value).toBe(1000);
    expect(answered('What are the total sales of customers aged over 40?').value).toBe(60);
    // Ages 34, 37 and 30: customers 50 and 3 (twice).
    expect(answered('How many customers are aged between 30 and 40?').value).toBe(2);
  });

  test("'spent by customers older than 40' is who spent it, filtered, not a grouping by customer", () => {
    // Ages 45 and 50: 30 + 30.
    expect(answered('What is the total sale spent by customers older than 40?').value).toBe(60);
  });

  test('a figure too large for an age is not one', () => {
    expect(() => answered('How many customers spent over 500?')).not.toThrow();
    expect(answered('How many customers spent over 500?').explanation).not.toContain('age');
  });
});

test("'transactions with more than 2 items' compare the quantity, where no column is items", () => {
  expect(answered('How many transactions had more than 2 items?').value).toBe(1);
  expect(answered('What are the total sales of transactions with at least 2 items?').value).toBe(
    1250,
  );
});

test("a header missing the question word's last letter but one is that word: 'quantiy'", () => {
  const misspelt = csvTables(
    'retail',
    'retail_sales.csv',
    ['category,quantiy,county', 'Beauty,3,Kent', 'Clothing,2,Kent', 'Beauty,1,Essex'].join('\n'),
  );
  expect(tableAnswerTo('What is the average quantity?', misspelt).value).toBe(2);
  // 'county' is a word of its own, never 'country' misspelt.
  expect(() => tableAnswerTo('How many countries are there?', misspelt)).toThrow();
});
