import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** A supermarket's till: one invoice a row, its branch, customer's gender and how they paid. */
const TILL = csvTables(
  'till',
  'supermarket_sales.csv',
  [
    'Invoice ID,Branch,City,Gender,Customer type,Payment,Total',
    '750-67-8428,A,Yangon,Female,Member,Ewallet,548.97',
    '226-31-3081,C,Naypyitaw,Female,Normal,Cash,80.22',
    '631-41-3108,A,Yangon,Male,Normal,Credit card,340.53',
    '123-19-1176,A,Yangon,Male,Member,Ewallet,489.05',
    '373-73-7910,A,Yangon,Male,Normal,Ewallet,634.38',
    '699-14-3026,C,Naypyitaw,Male,Normal,Ewallet,627.62',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, TILL);

test('"the gender distribution", "customer type breakdown": the rows counted by the column', () => {
  for (const question of [
    'What is the gender distribution of customers?',
    'Show the distribution of customers by gender',
    'What is the breakdown of customers by gender?',
    'Gender split of customers',
    'Count by gender',
  ]) {
    const reply = answered(question);
    expect(reply.explanation).toMatch(/by Gender/);
    expect(reply.table?.rows).toEqual([
      ['Male', '4'],
      ['Female', '2'],
    ]);
  }
  expect(answered('Customer type breakdown').answer).toBe('Normal (4), Member (2)');
  expect(answered('Distribution of payment methods').explanation).toMatch(
    /^Count of rows by Payment, 3 payments/,
  );
});

test('a figure spread over a column is its total in each kind', () => {
  for (const question of [
    'How are sales distributed across branches?',
    'What is the breakdown of sales by branch?',
  ]) {
    expect(answered(question).explanation).toMatch(/^Sum of Total by Branch, 2 branches/);
  }
});

test('"per payment method" of a Payment column groups by it; it is not "per payment" (a row)', () => {
  for (const question of [
    'Number of sales per payment method',
    'How many transactions per payment method?',
    'Number of sales by payment methods',
  ]) {
    expect(answered(question).explanation).toMatch(/^Count of rows by Payment, 3 payments/);
  }
});

test('"which customer bought the most" ranks buyers by what they spent; "was bought" by units sold', () => {
  const lines = csvTables(
    'lines',
    'order_lines.csv',
    [
      'Order ID,Customer Name,Product Name,Quantity,Sales',
      'O1,Ann Lee,Staples,10,20',
      'O2,Bo Chen,Desk,1,400',
      'O3,Ann Lee,Desk,1,400',
      'O4,Cy Diaz,Staples,3,6',
    ].join('\n'),
  );
  const asked = (question: string) => tableAnswerTo(question, lines);
  expect(asked('Which customer bought the most?').answer).toBe('Ann Lee (420)');
  expect(asked('Who purchased the least?').names).toEqual(['Cy Diaz']);
  expect(asked('Which product was bought the most?').names).toEqual(['Staples']);
});
