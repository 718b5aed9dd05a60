import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * A phone company's subscribers (modeldata's churn data, fifty-seventh round): no ID or name, a
 * yes/no `churn`, and a count of calls whose header names the customers who made them.
 */
const SUBSCRIBERS = csvTables(
  'subscribers',
  'mlc_churn.csv',
  [
    'rownames,state,area_code,voice_mail_plan,total_day_minutes,total_eve_minutes,number_customer_service_calls,churn',
    '1,KS,area_code_415,yes,265.1,197.4,1,no',
    '2,OH,area_code_415,yes,161.6,195.5,1,no',
    '3,NJ,area_code_415,no,243.4,121.2,0,no',
    '4,OH,area_code_408,no,299.4,61.9,2,yes',
    '5,OK,area_code_415,no,166.7,148.3,3,no',
    '6,AL,area_code_510,no,223.4,220.6,0,yes',
  ].join('\n'),
);

const subscribers = (question: string) => tableAnswerTo(question, SUBSCRIBERS);

describe('a table of subscribers who may churn: each row is a customer', () => {
  test('"customers" are counted as rows', () => {
    expect(subscribers('How many customers are there?').answer).toBe('6');
    expect(subscribers('How many customers churned?').answer).toBe('2');
    expect(subscribers('Which state has the most customers?').answer).toBe('OH (2)');
  });

  test('"number of customers" is not the sum of a count of customer service calls', () => {
    const byArea = subscribers('Number of customers by area code');
    expect(byArea.explanation).toMatch(/^Count of rows by area_code/);
    expect(subscribers('What is the total of number customer service calls?').answer).toBe('7');
  });

  test('customers who are only who the rows are, anywhere in the question', () => {
    expect(subscribers('How many different states do the customers come from?').answer).toBe('5');
    expect(subscribers('What is the total day minutes across all customers?').answer).toBe(
      '1,359.6',
    );
    expect(subscribers('How many customers in OH have a voice mail plan?').answer).toBe('1');
  });

  test("'retained' customers are the churn flag's no, beside 'churned' as well", () => {
    expect(subscribers('How many customers were retained?').answer).toBe('4');
    const both = subscribers('Average day minutes for churned vs retained customers');
    expect(both.explanation).toMatch(
      /^Average of total_day_minutes by churn where churn is yes or no/,
    );
  });

  test("'evening' and 'international' name the clipped 'eve' and 'intl' of a header", () => {
    const evening = subscribers('How many customers had more evening minutes than day minutes?');
    expect(evening.answer).toBe('1');
    expect(evening.explanation).toMatch(/total_eve_minutes is above total_day_minutes/);
  });

  test('"more than 2 customer service calls" compares that column, not a count of customers', () => {
    const many = subscribers('How many customers made more than 1 customer service calls?');
    expect(many.answer).toBe('2');
    expect(many.explanation).toMatch(/number_customer_service_calls is above 1/);
  });
});

/** Restaurant inspections (causaldata's data, fifty-seventh round): a TRUE/FALSE `Weekend`. */
const INSPECTIONS = csvTables(
  'inspections',
  'restaurant_inspections.csv',
  [
    'rownames,business_name,inspection_score,Year,NumberofLocations,Weekend',
    '1,MCGINLEYS PUB,94,2017,9,FALSE',
    '2,VILLAGE INN #1,86,2015,66,TRUE',
    '3,RONNIE SUSHI 2,80,2016,79,FALSE',
  ].join('\n'),
);

test('"done", "conducted" and "performed" say what was carried out, naming nothing', () => {
  expect(tableAnswerTo('How many inspections were done on a weekend?', INSPECTIONS).answer).toBe(
    '1',
  );
  expect(tableAnswerTo('How many inspections were conducted in 2016?', INSPECTIONS).answer).toBe(
    '1',
  );
});

test("'weekday' inspections are the weekend flag's no; 'weekday ones' repeats the noun", () => {
  expect(tableAnswerTo('How many inspections were on weekdays?', INSPECTIONS).answer).toBe('2');
  const both = tableAnswerTo(
    'What was the average score on weekend inspections compared with weekday ones?',
    INSPECTIONS,
  );
  expect(both.explanation).toMatch(/^Average of inspection_score by Weekend where Weekend is/);
});
