import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * Order lines of a sales export whose headers run their words together in capitals
 * (ORDERNUMBER, PRODUCTLINE, DEALSIZE), as the classic sample sales data does.
 */
const ORDERS = csvTables(
  'sales sample',
  'sales_data_sample.csv',
  [
    'ORDERNUMBER,QUANTITYORDERED,PRICEEACH,SALES,ORDERDATE,STATUS,PRODUCTLINE,CUSTOMERNAME,COUNTRY,TERRITORY,DEALSIZE',
    '10107,30,95.7,2871,2/24/2003 0:00,Shipped,Motorcycles,Land of Toys Inc.,USA,NA,Small',
    '10107,50,80,4000,2/24/2003 0:00,Shipped,Classic Cars,Land of Toys Inc.,USA,NA,Medium',
    '10121,34,81.35,2765.9,5/7/2003 0:00,Shipped,Motorcycles,Reims Collectables,France,EMEA,Small',
    '10134,41,94.74,3884.34,7/1/2003 0:00,Cancelled,Classic Cars,Lyon Souveniers,France,EMEA,Medium',
    '10145,45,100,9000,8/25/2003 0:00,Shipped,Classic Cars,Toys4GrownUps.com,USA,NA,Large',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, ORDERS);

describe('headers whose words are run together', () => {
  test('"product line", "deal size", "quantity ordered" and "price each" name their columns', () => {
    expect(answered('Which product line had the highest sales?').names).toEqual(['Classic Cars']);
    const sizes = answered('What is the average sales by deal size?');
    expect(sizes.table?.rows.map((row) => row[0])).toEqual(['Large', 'Medium', 'Small']);
    expect(answered('What is the average quantity ordered?').value).toBe(40);
    expect(answered('What is the average price each for motorcycles?').value).toBeCloseTo(88.525);
  });

  test('"orders" are the distinct ORDERNUMBER values; a value and "deals" count rows', () => {
    expect(answered('How many orders are there?').value).toBe(4);
    expect(answered('How many orders were shipped?').value).toBe(3);
    expect(answered('Which country had the most orders?').names).toEqual(['USA']);
    expect(answered('How many large deals were there?').value).toBe(1);
  });

  test('groups are named in words: "deal sizes", "customers"', () => {
    expect(answered('What is the average sales by deal size?').answer).toMatch(/^3 deal sizes;/);
    expect(answered('Which customer had the highest sales?').explanation).toContain(
      'the largest of 4 customers',
    );
  });
});

describe('groups ranked with no figure named', () => {
  test('"the top 2 customers" and "the best territory" rank by the sales', () => {
    const top = answered('Who are the top 2 customers?');
    expect(top.names).toEqual(['Toys4GrownUps.com', 'Land of Toys Inc.']);
    expect(top.explanation).toMatch(/^Sum of SALES by CUSTOMERNAME/);
    expect(answered('Which territory is the best?').names).toEqual(['NA']);
  });

  test('"the top product line in each territory" ranks within each by the sales', () => {
    const top = answered('What is the top product line in each territory?');
    // PRODUCTLINE read as the two common words it is written with.
    expect(top.answer).toBe('The top product line by Sum of SALES in each of 2 territories');
    expect(top.table?.rows).toEqual([
      ['EMEA', 'Classic Cars', '3,884.34'],
      ['NA', 'Classic Cars', '13,000'],
    ]);
  });

  test('"the most" still counts: the country with the most orders is by orders, not sales', () => {
    expect(answered('Which territory has the most orders?').names).toEqual(['NA']);
    expect(answered('Which territory has the most orders?').value).toBe(2);
  });
});

describe('headers read as the common words they are written with', () => {
  test('"units" finds QUANTITYORDERED, the quantity ordered', () => {
    const units = answered('How many units were sold in 2003?');
    expect(units.value).toBe(200);
    expect(units.explanation).toMatch(/^Sum of QUANTITYORDERED/);
    expect(answered('Which customer ordered the most units?').names).toEqual(['Land of Toys Inc.']);
  });

  test('"product lines" in the plural counts and ranks PRODUCTLINE', () => {
    expect(answered('How many product lines are there?').value).toBe(2);
    const top = answered('What are the top 2 product lines by sales?');
    expect(top.table?.rows.map((row) => row[0])).toEqual(['Classic Cars', 'Motorcycles']);
  });
});

describe('a median over groups', () => {
  test("'the median sales per order' is the middle order's total, not the orders' mean", () => {
    // Orders total 6,871, 2,765.9, 3,884.34 and 9,000: the middle two average 5,377.67.
    const median = answered('What is the median sales per order?');
    expect(median.value).toBeCloseTo(5377.67);
    expect(median.explanation).toMatch(/^Median per ORDERNUMBER of the sum of sales/);
    expect(answered('What is the average sales per order?').value).toBeCloseTo(5630.31);
  });
});
