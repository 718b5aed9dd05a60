import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * A telecom's customer list (IBM's telco churn sample, sixth blind round): camelCase headers,
 * one row per customer (customerID), Yes/No columns (PhoneService, Churn), a 0/1 column
 * (SeniorCitizen) and a blank TotalCharges for a customer of tenure 0.
 */
const CUSTOMERS = csvTables(
  'customers',
  'telco-customer-churn.csv',
  [
    'customerID,gender,SeniorCitizen,tenure,PhoneService,InternetService,TechSupport,Contract,PaymentMethod,MonthlyCharges,TotalCharges,Churn',
    '7590-VHVEG,Female,0,1,No,DSL,No,Month-to-month,Electronic check,29.85,29.85,No',
    '5575-GNVDE,Male,0,34,Yes,DSL,Yes,One year,Mailed check,56.95,1889.5,No',
    '3668-QPYBK,Male,0,2,Yes,DSL,No,Month-to-month,Mailed check,53.85,108.15,Yes',
    '7795-CFOCW,Male,0,45,No,DSL,Yes,One year,Bank transfer (automatic),42.3,1840.75,No',
    '9237-HQITU,Female,0,2,Yes,Fiber optic,No,Month-to-month,Electronic check,70.7,151.65,Yes',
    '9305-CDSKC,Female,1,8,Yes,Fiber optic,No,Month-to-month,Electronic check,99.65,820.5,Yes',
    '1452-KIOVK,Male,0,22,Yes,Fiber optic,Yes,Month-to-month,Credit card (automatic),89.1,1949.4,No',
    '4472-LVYGI,Female,1,0,Yes,No,No internet service,Two year,Mailed check,20.25, ,No',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, CUSTOMERS);

describe('customers who churned are the rows marked Yes, in groups too', () => {
  test('"the most churned customers" counts them per group, not the top customer in each', () => {
    const most = answered('Which payment method has the most churned customers?');
    expect(most.answer).toBe('Electronic check (2)');
    expect(most.explanation).toMatch(/^Count of rows by PaymentMethod where Churn is Yes/);
  });

  test('"customers who churned" keeps the rows marked Yes when grouped', () => {
    // All customers: DSL 4, Fiber optic 3; those who churned: Fiber optic 2, DSL 1.
    expect(answered('Which internet service has the most customers who churned?').answer).toBe(
      'Fiber optic (2)',
    );
  });

  test('"do not have phone service" keeps the rows marked No', () => {
    expect(answered('How many customers do not have phone service?').answer).toBe('2');
    expect(answered('How many customers have phone service?').answer).toBe('6');
  });
});

test('groups kept by an average are kept by their average, not their sum', () => {
  // Averages: Electronic check 66.73, Credit card 89.1, Mailed check 43.68 (its sum is 131.05).
  const kept = answered('Which payment methods have an average monthly charge above 60?');
  expect(kept.names).toEqual(['Credit card (automatic)', 'Electronic check']);
  expect(kept.explanation).toMatch(/^Average of MonthlyCharges by PaymentMethod/);
});

test('a yes/no column whose other values are kinds of no ("No internet service")', () => {
  // Counting every customer (8) would answer another question.
  expect(answered('How many customers have tech support?').answer).toBe('3');
  expect(answered('How many customers do not have tech support?').answer).toBe('5');
});

test('"a tenure of more than 24 months": the months are the figure\'s unit', () => {
  expect(answered('How many customers have a tenure of more than 24 months?').answer).toBe('2');
});

test('"without phone service" keeps the rows marked No', () => {
  expect(answered('How many customers are without phone service?').answer).toBe('2');
});

test('the share of a 0/1 column is the share of rows marked 1, not of its sum', () => {
  // 2 senior citizens of 8 customers; the column's sum over itself would be 100%.
  expect(answered('What share of customers are senior citizens?').answer).toBe('25%');
});

test('"the churn rate" is the share of rows marked Yes, of each group\'s own rows when grouped', () => {
  expect(answered('What is the churn rate?').answer).toBe('37.5%');
  // DSL 1 of 4, Fiber optic 2 of 3, No 0 of 1; not each group's part of all who churned.
  const rates = answered('What is the churn rate for each internet service?');
  expect(rates.table?.rows.map((row) => row.join(' '))).toEqual([
    'Fiber optic 66.67%',
    'DSL 25%',
    'No 0%',
  ]);
  expect(rates.explanation).toMatch(/^Share of rows where Churn is Yes in each InternetService/);
});

test('"the churn rate among / for" a kind of customer is of those customers only', () => {
  // With tech support: 3 customers, none churned; senior citizens: 2, 1 churned; tenure under
  // 12: 5, 3 churned. Not their part of all 8 customers.
  const withSupport = answered('Among customers with tech support, what is the churn rate?');
  expect(withSupport.answer).toBe('0%');
  expect(withSupport.explanation).toBe(
    'Share of rows where Churn is Yes (0 rows), out of 3 rows where TechSupport is Yes.',
  );
  expect(answered('What is the churn rate for senior citizens?').answer).toBe('50%');
  expect(answered('What is the churn rate for customers with tenure under 12?').answer).toBe('60%');
});

test('"what percentage of month-to-month customers churned": the words after "of" are the whole', () => {
  // Month-to-month: 5 customers, 3 churned; churned: 3, all month-to-month, 2 on fiber optic.
  const monthly = answered('What percentage of month-to-month customers churned?');
  expect(monthly.answer).toBe('60%');
  expect(monthly.explanation).toBe(
    'Share of rows where Churn is Yes (3 rows), out of 5 rows where Contract is Month-to-month.',
  );
  expect(answered('What share of customers with fiber optic churned?').answer).toBe('66.67%');
  expect(answered('Of the customers who churned, what percentage had fiber optic?').answer).toBe(
    '66.67%',
  );
  expect(
    answered('What percentage of churned customers were on month-to-month contracts?').answer,
  ).toBe('100%');
  // With no verb to end the whole, what is named is the part of every row, as before.
  expect(answered('What share of customers are month-to-month and churned?').answer).toBe('37.5%');
});

test('"the highest churn rate" ranks the groups by their rate', () => {
  expect(answered('Which internet service has the highest churn rate?').answer).toBe(
    'Fiber optic (66.67%)',
  );
});

test('"customers who churned versus those who did not" sets the Yes rows beside the No rows', () => {
  // Churned: 53.85, 70.7, 99.65 (mean 74.73); the rest: 29.85, 56.95, 42.3, 89.1, 20.25 (47.69).
  const versus = answered(
    'What is the average monthly charge of customers who churned versus those who did not?',
  );
  expect(versus.table?.rows.map((row) => row[0])).toEqual(['Yes', 'No']);
  expect(versus.table?.values.map((value) => Number(value?.toFixed(2)))).toEqual([74.73, 47.69]);
  expect(versus.explanation).toMatch(/^Average of MonthlyCharges by Churn/);
  expect(
    answered("Average tenure of customers who churned vs those who didn't").table?.rows,
  ).toHaveLength(2);
});
