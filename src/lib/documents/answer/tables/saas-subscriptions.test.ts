import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** A SaaS company's subscriptions: a start date, an end date blank until churn, a plan and MRR. */
const SUBSCRIPTIONS = csvTables(
  'subscriptions',
  'subscriptions.csv',
  [
    'subscription_id,account_id,start_date,end_date,plan_tier,seats,mrr_amount',
    'S-1,A-1,2024-01-05,,Pro,10,500',
    'S-2,A-2,2024-01-20,2024-03-02,Basic,2,40',
    'S-3,A-1,2024-02-11,,Enterprise,40,2000',
    'S-4,A-3,2024-03-08,,Pro,5,250',
    'S-5,A-2,2024-03-30,,Basic,1,20',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, SUBSCRIPTIONS);

test('"new subscriptions" are the rows counted by when they began', () => {
  expect(answered('How many new subscriptions in March 2024?').answer).toBe('2');
  const monthly = answered('Number of new subscriptions per month');
  expect(monthly.answer).toMatch(/^3 months/);
});

test('"watch on a Smart TV" is how a streaming user views, which the device column says', () => {
  const users = csvTables(
    'users',
    'Netflix Userbase.csv',
    [
      'User ID,Subscription Type,Monthly Revenue,Join Date,Country,Age,Gender,Device',
      '1,Basic,10,15-01-22,United States,28,Male,Smartphone',
      '2,Premium,15,05-09-21,Canada,35,Female,Tablet',
      '3,Standard,12,28-02-23,United Kingdom,42,Male,Smart TV',
      '4,Standard,12,10-07-22,Australia,51,Female,Laptop',
      '5,Basic,10,01-05-23,Germany,45,Male,Smart TV',
      '6,Premium,15,18-03-22,France,33,Female,Smart TV',
    ].join('\n'),
  );
  expect(tableAnswerTo('How many users older than 40 watch on a Smart TV?', users).answer).toBe(
    '2',
  );
  const shop = csvTables(
    'shop',
    'orders.csv',
    ['Order ID,Product,Amount', '1,Watch,120', '2,Ring,80', '3,Watch,150'].join('\n'),
  );
  expect(tableAnswerTo('How many orders were for a watch?', shop).answer).toBe('2');
});
