import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** A dealership's sales: buyers' first names, a dealer number per dealer, seven regions. */
const SALES = csvTables(
  'sales',
  'car_data.csv',
  [
    'Car_id,Date,Customer Name,Gender,Annual Income,Dealer_Name,Price ($),Dealer_No ,Body Style,Dealer_Region',
    'C1,1/2/2022,Anna,Female,13500,Buddy Auto,26000,06457-3834,SUV,Middletown',
    'C2,1/2/2022,Ben,Male,1480000,Clay Sales,19000,60504-7114,Hardtop,Aurora',
    'C3,1/3/2022,Cara,Female,1035000,Buddy Auto,31500,06457-3834,Hardtop,Aurora',
    'C4,1/4/2022,Dan,Male,13500,Star Inc,14000,38701-8047,Sedan,Middletown',
    'C5,1/5/2022,Anna,Male,1465000,Star Inc,24500,38701-8047,Hardtop,Middletown',
    'C6,1/6/2022,Eve,Female,850000,Clay Sales,12000,60504-7114,Sedan,Middletown',
    'C7,1/7/2022,Ben,Female,720000,Star Inc,15500,38701-8047,Sedan,Aurora',
    'C8,1/8/2022,Eve,Female,990000,Buddy Auto,21000,06457-3834,SUV,Aurora',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, SALES);

test('"customers who bought" says which rows are averaged, not that customers are listed', () => {
  const reply = answered('Average annual income of customers who bought a Hardtop');
  expect(reply.answer).toBe('1,326,666.67');
  expect(reply.explanation).toBe('Average of Annual Income where Body Style is Hardtop, 3 rows.');
});

test('a region is shown without the dealer numbers that share its word but not its rows', () => {
  const reply = answered('Share of sales by dealer region');
  expect(reply.answer).toBe('Aurora (53.21%), Middletown (46.79%)');
  expect(reply.explanation).not.toContain('Dealer_No');
});

test('first names that come with both sexes are not people: each sale is a buyer', () => {
  expect(answered('What percentage of buyers are female?').answer).toBe('62.5%');
  expect(answered('How many customers are there?').answer).toBe('8');
});
