import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';
import { answerTableQuestion } from './answer-table-question';

/**
 * A purchase history shaped like a real export: one row per item bought, no order number,
 * a price per unit beside a quantity, a product code beside its title, snake-case categories.
 */
const PURCHASES = csvTables(
  'purchases',
  'amazon-purchases.csv',
  [
    'Order Date,Purchase Price Per Unit,Quantity,Shipping Address State,Title,ASIN/ISBN (Product Code),Category',
    '1/18/2021,17.16,1,PA,Better Stevia,B005F9XFN0,SUGAR_SUBSTITUTE',
    '1/18/2021,6.49,2,PA,Parakeet Food,B000HHSHZG,PET_FOOD',
    '3/2/2021,14.99,1,VA,Dish Towels,B014V1IYEM,TOWEL',
    '5/9/2022,8.25,3,PA,Parakeet Food,B000HHSHZG,PET_FOOD',
    '6/1/2022,539.00,1,SD,iPad Air,B08J65DST5,TABLET_COMPUTER',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, PURCHASES);

describe('purchases are rows when no column counts them', () => {
  test('"how many purchases" counts rows, not the Purchase Price Per Unit figures', () => {
    const reply = answered('How many purchases were recorded in 2021?');
    expect(reply.answer).toBe('3');
    expect(reply.explanation).toMatch(/^Count of rows/);
  });

  test('"the most purchases" ranks by rows, and "share of purchases" is a share of rows', () => {
    expect(answered('Which category had the most purchases?').names).toEqual(['PET_FOOD']);
    expect(answered('What share of purchases were shipped to PA?').answer).toBe('60%');
  });
});

describe('money spent with no amount column: price per unit times quantity', () => {
  test('"how much was spent" sums each row\'s price times its quantity', () => {
    const reply = answered('How much was spent in total in 2022?');
    expect(reply.answer).toBe('563.75');
    expect(reply.explanation).toBe(
      'Sum of Purchase Price Per Unit × Quantity where Order Date is in 2022, 2 rows.',
    );
  });

  test('"the average purchase" and "the total of all purchases" are that amount', () => {
    const average = answered('What was the average purchase?');
    expect(average.answer).toBe('121.78');
    expect(average.explanation).toMatch(/^Average of Purchase Price Per Unit × Quantity/);
    expect(answered('What is the total of all purchases?').answer).toBe('608.88');
    expect(answered('Total purchases by category').names[0]).toBe('TABLET_COMPUTER');
  });

  test('"the highest sales" ranks by that amount, not by rows', () => {
    expect(answered('Which category had the highest sales?').names).toEqual(['TABLET_COMPUTER']);
    expect(answered('Which category had the most purchases?').names).toEqual(['PET_FOOD']);
  });
});

describe('a rate is named by what it is per only after "per"', () => {
  test('"quantity" is Quantity, not Purchase Price Per Unit', () => {
    expect(answered('What is the total quantity purchased?').answer).toBe('8');
  });

  test('"purchases" alone never names the Purchase Price Per Unit figure', () => {
    const reply = answerTableQuestion('What were purchases by year?', PURCHASES, {
      previous: null,
      chosen: null,
    });
    expect(reply?.kind === 'table-answer' ? reply.explanation : '').not.toMatch(/Purchase Price/);
  });

  test('"price per unit" is still Purchase Price Per Unit', () => {
    expect(answered('What was the average price per unit of pet food purchases?').answer).toBe(
      '7.37',
    );
  });
});

describe('a product named by its title, its code beside it', () => {
  test('"which product" is answered with the Title, not the product code', () => {
    const reply = answered('Which product had the highest price per unit?');
    expect(reply.names).toEqual(['iPad Air']);
    expect(reply.answer).toBe('iPad Air (ASIN/ISBN (Product Code) B08J65DST5) (539)');
  });

  test("a price per unit is averaged over a product's rows, not added up", () => {
    const reply = answered('Which product had the lowest price per unit?');
    expect(reply.names).toEqual(['Parakeet Food']);
    expect(reply.explanation).toMatch(/^Average of Purchase Price Per Unit by Title/);
  });
});

test('a word no column or value holds is said, not answered with another figure', () => {
  const reply = answerTableQuestion('What is the average price per unit by brand?', PURCHASES, {
    previous: null,
    chosen: null,
  });
  expect(reply?.kind).toBe('no-match');
  expect(reply?.kind === 'no-match' && reply.message).toMatch(/^I couldn't match “brand”/);
});

test('a word of the same family as a header word names it: "respondents" is Survey ResponseID', () => {
  const survey = csvTables(
    'survey',
    'survey.csv',
    [
      'Order Date,Quantity,Survey ResponseID',
      '1/18/2021,1,R_037XK72IZBJyF69',
      '1/19/2021,2,R_06RZP9pS7kONINr',
      '2/1/2021,1,R_037XK72IZBJyF69',
    ].join('\n'),
  );
  const reply = answerTableQuestion('How many survey respondents are there?', survey, {
    previous: null,
    chosen: null,
  });
  expect(reply?.kind === 'table-answer' && reply.answer).toBe('2');
});

test('a deadline a rule sets is left to the passages, not said to be unmatched by a table', () => {
  const reports = csvTables(
    'reports',
    'filed-reports.csv',
    [
      'Filed,Report,Store,Amount',
      '1/4/2024,Stock count,Leeds,120',
      '2/4/2024,Till audit,York,80',
    ].join('\n'),
  );
  const context = { previous: null, chosen: null };
  // Read as a count, 'expense' would be the one word no column holds.
  expect(
    answerTableQuestion('How many days were filed for the expense report?', reports, context)?.kind,
  ).toBe('no-match');
  expect(
    answerTableQuestion('Within how many days should I file an expense report?', reports, context),
  ).toBeNull();
  expect(
    answerTableQuestion(
      'How many days in advance must I file an expense report?',
      reports,
      context,
    ),
  ).toBeNull();
  const bills = csvTables(
    'bills',
    'bills.csv',
    ['Date,Supplier,Amount', '2024-01-02,Acme,10', '2024-01-03,Bolt,20'].join('\n'),
  );
  expect(
    answerTableQuestion('How many days do we have to pay a supplier invoice?', bills, context),
  ).toBeNull();
});

test('what the asker may or must do is a rule for the passages, however well a table matches it', () => {
  const tickets = csvTables(
    'tickets',
    'support_tickets.csv',
    [
      'Ticket ID,Date of Purchase,Ticket Channel,First Response Time,Time to Resolution',
      '1,2021-03-22,Chat,2023-06-01 12:15:36,2023-06-01 18:05:38',
      '2,2021-05-22,Email,2023-06-01 16:45:38,2023-06-02 10:32:47',
      '3,2020-07-14,Phone,2023-06-01 11:14:38,2023-06-01 19:00:00',
    ].join('\n'),
  );
  const context = { previous: null, chosen: null };
  expect(
    answerTableQuestion('Within what time did we respond to chats and emails?', tickets, context)
      ?.kind,
  ).toBe('table-answer');
  expect(
    answerTableQuestion('How many chat tickets were resolved on a Sunday?', tickets, context)?.kind,
  ).toBe('table-answer');
  for (const question of [
    'Within what time should I respond to chats and emails?',
    'Do I need to respond to chats and emails within a day?',
    'How many days does the support team have to respond to a chat?',
    'How often is a chat ticket reviewed?',
  ])
    expect(answerTableQuestion(question, tickets, context)).toBeNull();
});

test('rows ranked one by one are named by the column headed as names, not the state before it', () => {
  expect(answered('What was the biggest purchase?').answer).toMatch(/^iPad Air \(539\)/);
  const two = answered('What were the 2 biggest purchases?').table;
  expect(two?.columns[0]).toBe('Title');
  expect(two?.rows[0]?.[0]).toBe('iPad Air');
});
