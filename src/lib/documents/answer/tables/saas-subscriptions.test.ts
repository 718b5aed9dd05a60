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
