import { answerTableQuestion } from './answer-table-question';
import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** A phone company's subscribers, one per row, as R exports them: a `rownames` index first. */
const SUBSCRIBERS = csvTables(
  'subscribers',
  'plan_churn.csv',
  [
    'rownames,state,voice_mail_plan,total_day_minutes,total_day_charge,total_eve_minutes,churn',
    '1,KS,yes,265.1,45.07,197.4,no',
    '2,OH,yes,161.6,27.47,195.5,no',
    '3,NJ,no,243.4,41.38,121.2,no',
    '4,OH,no,299.4,50.90,61.9,yes',
    '5,OK,no,166.7,28.34,148.3,no',
  ].join('\n'),
);

const NONE = { previous: null, chosen: null };
const answered = (question: string) => tableAnswerTo(question, SUBSCRIBERS);

test('subscribers are the people the rows are, as customers are', () => {
  expect(answered('How many subscribers are in this file?').answer).toBe('5');
  expect(answered('What is the total day charge across all subscribers?').value).toBeCloseTo(
    193.16,
  );
  expect(answered('How many subscribers had more evening minutes than day minutes?').answer).toBe(
    '1',
  );
});

test("a person before another noun says whose it is ('subscriber information'), not who the rows are", () => {
  const reply = answerTableQuestion(
    'How much does production of subscriber information for more than 5 states cost?',
    SUBSCRIBERS,
    NONE,
  );
  expect(reply).toBeNull();
});

test('an exported row index is no figure to suggest', () => {
  const reply = answerTableQuestion('What is the total day charge by flavour?', SUBSCRIBERS, NONE);
  const message = reply?.kind === 'no-match' ? reply.message : '';
  expect(message).toContain('For example: “What is the total total_day_minutes by state?”');
  expect(message).not.toContain('rownames');
});
