import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * A car dealers' sales: one car per row, its price headed `Price ($)`, the make headed
 * `Company` beside `Model`, dealer names that hold the word 'Sales'.
 */
const SALES = csvTables(
  'car sales',
  'car_data.csv',
  [
    'Car_id,Date,Customer Name,Gender,Annual Income,Dealer_Name,Company,Model,Price ($),Dealer_Region',
    'C_1,1/2/2022,Gia,Male,13500,Rabun Used Car Sales,Ford,Expedition,26000,Austin',
    'C_2,1/2/2022,Ann,Female,1480000,C & M Motors Inc,Dodge,Durango,19000,Aurora',
    'C_3,2/5/2022,Bo,Male,1035000,Pars Auto Sales,Ford,Focus,31500,Austin',
    'C_4,3/7/2022,Cy,Male,700000,Capitol KIA,Cadillac,Eldorado,52000,Aurora',
    'C_5,3/9/2022,Di,Female,13500,Rabun Used Car Sales,Dodge,Neon,15000,Pasco',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, SALES);

test("a price headed with '$' is the sales of a dated list of sales, as `price_usd` is", () => {
  expect(answered('What is the total sales revenue?').value).toBe(143500);
  expect(answered('Total sales by dealer region').explanation).toMatch(
    /^Sum of Price \(\$\) by Dealer_Region/,
  );
  expect(answered('How many sales were over $50,000?').answer).toBe('1');
});

test('a `Company` column beside `Model` names the makes and brands', () => {
  expect(answered('How many different car makes are there?').answer).toBe('3');
  expect(answered('Which make sold the fewest cars?').answer).toMatch(/^Cadillac/);
  expect(answered('Top 2 car brands by revenue').explanation).toMatch(
    /^Sum of Price \(\$\) by Company/,
  );
});
