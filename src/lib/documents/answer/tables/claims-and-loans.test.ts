import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';
import { answerTableQuestion } from './answer-table-question';

/** Auto insurance claims: a policy bound years before its incident, traits of the incident. */
const CLAIMS = csvTables(
  'claims',
  'insurance_claims.csv',
  [
    'months_as_customer,policy_number,policy_bind_date,incident_date,incident_type,incident_severity,incident_city,number_of_vehicles_involved,total_claim_amount,fraud_reported',
    '328,521585,10/17/2014,1/25/2015,Single Vehicle Collision,Major Damage,Columbus,1,71610,Y',
    '228,342868,6/27/2000,1/21/2015,Vehicle Theft,Minor Damage,Riverwood,1,5070,Y',
    '134,687698,9/6/2000,2/22/2015,Multi-vehicle Collision,Minor Damage,Columbus,3,34650,N',
    '256,227811,5/25/1990,1/10/2015,Single Vehicle Collision,Major Damage,Arlington,1,63400,Y',
    '228,367455,6/6/2014,2/17/2015,Vehicle Theft,Minor Damage,Arlington,1,6500,N',
    '256,104594,10/12/2006,2/2/2015,Multi-vehicle Collision,Total Loss,Columbus,3,64100,N',
    '137,413978,6/4/2000,3/1/2015,Multi-vehicle Collision,Total Loss,Riverwood,2,78650,N',
  ].join('\n'),
);

const claimed = (question: string) => tableAnswerTo(question, CLAIMS);

test('"bound" is the past of "bind", naming `policy_bind_date` as "sent" names a `send_date`', () => {
  expect(claimed('How many policies were bound in 2000?').answer).toBe('3');
});

/** Loans told by their traits only: no loan ID, `loan_purpose` and `loan_status` beside the amount. */
const LOANS = csvTables(
  'loans',
  'loans_full_schema.csv',
  [
    'state,homeownership,loan_purpose,application_type,loan_amount,term,grade,issue_month,loan_status',
    'NJ,MORTGAGE,moving,individual,28000,60,C,Mar-2018,Current',
    'HI,RENT,debt_consolidation,individual,5000,36,C,Feb-2018,Current',
    'WI,RENT,other,individual,2000,36,D,Feb-2018,Current',
    'PA,RENT,debt_consolidation,individual,21600,36,A,Jan-2018,Current',
    'CA,RENT,credit_card,joint,23000,36,A,Mar-2018,Fully Paid',
    'KY,OWN,debt_consolidation,individual,5000,36,B,Jan-2018,Current',
    'MI,MORTGAGE,credit_card,joint,24000,60,B,Jan-2018,Current',
  ].join('\n'),
);

const loaned = (question: string) => tableAnswerTo(question, LOANS);

test('a noun whose headers are all its traits (`loan_purpose`, `loan_status`) names the rows', () => {
  expect(loaned('How many loans are there?').answer).toBe('7');
  expect(loaned('How many loans were joint applications?').answer).toBe('2');
  expect(loaned('How many loans were issued in February 2018?').answer).toBe('2');
  expect(claimed('How many incidents happened in February 2015?').answer).toBe('3');
});

test('the date of what each row is comes first: `incident_date` beside `incident_type`', () => {
  const { answer, explanation } = claimed('What was the total claim amount last month?');
  expect(answer).toBe('78,650');
  expect(explanation).toContain('incident_date');
  expect(claimed('Show the total claim amount by incident month.').explanation).toContain(
    'by Month of incident_date, 3 months',
  );
});

test('"by issue month" of an `issue_month` column groups by its months', () => {
  expect(loaned('What was the average loan amount by issue month?').explanation).toContain(
    'by Month of issue_month, 3 months',
  );
});

test('"more than one vehicle" compares `number_of_vehicles_involved`, the column counting vehicles', () => {
  const { answer, explanation } = claimed('How many incidents involved more than one vehicle?');
  expect(answer).toBe('3');
  expect(explanation).toContain('number_of_vehicles_involved is above 1');
});

test('"fraudulent" is the adjective of the `fraud_reported` flag', () => {
  expect(claimed('How many fraudulent claims are there?').answer).toBe('3');
  expect(claimed('What percentage of claims were fraudulent?').answer).toBe('42.86%');
});

test('"as" names no header: "flagged as fraudulent" is not `months_as_customer`', () => {
  const { answer, explanation } = claimed('What percentage of claims were flagged as fraudulent?');
  expect(answer).toBe('42.86%');
  expect(explanation).toMatch(/^Share of rows/);
});

test('"a 60 month term": the figure and its unit of time before a number column named whole', () => {
  expect(loaned('How many loans have a 60 month term?').answer).toBe('2');
});

test('"the share of loans" beside `loan_amount` is a share of the rows the noun names', () => {
  const { answer, explanation } = loaned('What share of loans are joint applications?');
  expect(answer).toBe('28.57%');
  expect(explanation).toMatch(/^Share of rows/);
});

test('"the share of sales" stays a share of the money beside `Sales Channel` and `Sales Rep`', () => {
  const sales = csvTables(
    'sales',
    'sales_transactions.csv',
    [
      'Order ID,Sales Amount,Sales Channel,Sales Rep',
      'O1,100,Online,Ana',
      'O2,300,Direct Sales,Bruno',
      'O3,100,Online,Ana',
      'O4,500,Direct Sales,Carla',
    ].join('\n'),
  );
  const { answer } = tableAnswerTo('What percentage of sales came from the Online channel?', sales);
  expect(answer).toBe('20%');
});

test('an allowance per period ("how many days of paid vacation … every year") is left to the passages', () => {
  const loans = csvTables(
    'loans',
    'loans.csv',
    [
      'emp_title,emp_length,loan_purpose,loan_amount,issue_month,paid_total',
      'cook,8,vacation,6500,Mar-2018,617.22',
      'branch manager ,10,vacation,2400,Mar-2018,226.8',
      'qa analyst,10,vacation,11000,Feb-2018,1004.13',
      'senior technical support engineer,4,credit_card,7500,Mar-2018,742.13',
      'software support engineer,0,credit_card,25000,Jan-2018,4071.9',
      'technical support engineer,0,debt_consolidation,14400,Mar-2018,974.04',
      'global config engineer ,3,moving,28000,Mar-2018,1999.33',
      'warehouse office clerk,10,debt_consolidation,5000,Feb-2018,499.12',
      'assembly,3,other,2000,Feb-2018,281.8',
      'customer service,1,debt_consolidation,21600,Jan-2018,3312.89',
      'security supervisor ,10,credit_card,23000,Mar-2018,2324.65',
    ].join('\n'),
  );
  const asked = (question: string) =>
    answerTableQuestion(question, loans, { previous: null, chosen: null });
  expect(asked('How many days of paid vacation does Clef offer every year?')).toBeNull();
  expect(asked('How many days a week do support engineers spend as Support Zero?')).toBeNull();
});

test('"borrowers" are the people a loan list describes, as "customers" are', () => {
  const borrowers = csvTables(
    'borrowers',
    'loans_full_schema.csv',
    [
      'emp_title,state,annual_income,months_since_last_credit_inquiry,loan_amount',
      'global config engineer,NJ,90000,5,28000',
      'warehouse office clerk,HI,40000,8,5000',
      'assembly,WI,40000,7,2000',
      'customer service,NJ,30000,1,21600',
    ].join('\n'),
  );
  const asked = (question: string) => tableAnswerTo(question, borrowers).answer;
  expect(asked('How many states do the borrowers come from?')).toBe('3');
  expect(asked('How many borrowers are there?')).toBe('4');
});
