import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';
import { answerTableQuestion } from './answer-table-question';

const NONE = { previous: null, chosen: null };

/**
 * A coffee shop's till: one drink per line, how it was paid and the card's code, what it took in
 * a column headed `money`, the hour and the weekday beside the date, no quantity or price column.
 */
const TILL = csvTables(
  'till',
  'coffee_sales.csv',
  [
    'date,hour_of_day,cash_type,card,money,coffee_name,Weekday',
    '2024-10-04,10,card,ANON-1,38.70,Latte,Fri',
    '2024-10-04,10,card,ANON-2,28.90,Americano,Fri',
    '2024-10-05,11,cash,,40.00,Latte,Sat',
    '2024-10-07,10,card,ANON-1,33.80,Cappuccino,Mon',
    '2024-11-04,16,card,ANON-3,32.82,Latte,Mon',
    '2024-11-05,16,card,ANON-2,25.96,Americano,Tue',
    '2024-11-05,11,card,ANON-4,35.76,Latte,Tue',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, TILL);

test("a till line's money is the price of the one drink it sold", () => {
  const latte = answered('What is the average price of a Latte?');
  expect(latte.value).toBeCloseTo((38.7 + 40 + 32.82 + 35.76) / 4);
  expect(latte.explanation).toMatch(/^Average of money where coffee_name is Latte/);
});

test('"how much did the cafe take" asks for the takings; "the cafe" is the business itself', () => {
  expect(answered('How much did the cafe take in October 2024?').value).toBeCloseTo(141.4);
  expect(answered('How much did we make in November 2024?').value).toBeCloseTo(94.54);
  expect(answered('What was the revenue of the shop in October 2024?').value).toBeCloseTo(141.4);
  expect(answered('How much did the cafe bring in on Lattes?').value).toBeCloseTo(147.28);
});

test('"coffee type" is the coffee column, not cash_type, whose own word is never said', () => {
  const byType = answered('Show revenue by coffee type.');
  expect(byType.explanation).toMatch(/^Sum of money by coffee_name, 3 coffees/);
  expect(answered('Show revenue by cash type.').explanation).toMatch(/^Sum of money by cash_type/);
});

test('"the 3 busiest hours" and "the number of sales" count the lines in each hour', () => {
  const busiest = answered('What are the 3 busiest hours of the day by number of sales?');
  expect(busiest.table?.rows.map((row) => row.join(' '))).toEqual(['10 3', '11 2', '16 2']);
  expect(answered('What is the number of sales on each weekday?').explanation).toMatch(
    /^Count of rows by Weekday/,
  );
});

test('"the most recent month" is a period, not the largest line in it', () => {
  const recent = answered('What was the revenue in the most recent month?');
  expect(recent.value).toBeCloseTo(94.54);
  expect(recent.explanation).toMatch(/^Sum of money where date is in November 2024/);
});

test('"the average sale per weekday" is each weekday\'s average, not the weekdays\' totals averaged', () => {
  const perWeekday = answered('What is the average sale amount per weekday?');
  expect(perWeekday.explanation).toMatch(/^Average of money by Weekday/);
  expect(perWeekday.table?.rows).toHaveLength(4);
});

test('"on the menu" names the list of what is sold, not a column', () => {
  expect(answered('How many different coffees are on the menu?').answer).toBe('3');
});

test('"paid by card" is the means of payment, a value of cash_type, not the card column', () => {
  expect(answered('How many sales were paid by card?').answer).toBe('6');
  const share = answered('What percentage of sales were paid by card?');
  expect(share.explanation).toMatch(/^Share of rows where cash_type is card \(6 rows\)/);
  expect(share.value).toBeCloseTo(600 / 7);
  expect(answered('How many different cards are there?').explanation).toMatch(/^Count of distinct/);
});

test('"the minimum payment" is the smallest payment, not a count of payments or of a column\'s values', () => {
  expect(answered('What is the maximum payment?').value).toBeCloseTo(40);
  const latte = answered('What is the minimum payment for a Latte?');
  expect(latte.value).toBeCloseTo(32.82);
  expect(latte.explanation).toMatch(/^money where coffee_name is Latte, the smallest/);
  const extreme = answerTableQuestion('What is the maximum coffee?', TILL, NONE);
  expect(extreme?.kind === 'table-answer' ? extreme.explanation : '').not.toMatch(/^Count/);
});

test("'coffee drinks' of a coffee_name column are what its names are of; 'drinks' alone names nothing", () => {
  const kinds = answered('How many different coffee drinks are on the menu?');
  expect(kinds.answer).toBe('3');
  expect(kinds.explanation).toMatch(/^Count of distinct coffee_name/);
  const unknown = answerTableQuestion('How many different drinks are on the menu?', TILL, NONE);
  expect(unknown?.kind).not.toBe('table-answer');
});
