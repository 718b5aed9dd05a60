import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * Medicare inpatient charges as plotly/datasets keeps them (eighth blind round): Title Case
 * headers, one pairing two things ("City, State"), four ending in a space, payments written
 * with thousands separators ("68,641.00", "93,951"), DRG codes beside their definitions, several
 * columns about the provider (its city, id, name, state), no date.
 */
const CHARGES = csvTables(
  'charges',
  'medicare.csv',
  [
    '"City, State",Classification,Definition,DRG,Provider City,Provider Id,Provider Name,Provider State,Average Covered Charges ,Average Total Payments ,Reimbursement Rate,Total Discharges ,Total Payment',
    '"ANCHORAGE, AK",Alcohol and Drug Use,ALCOHOL/DRUG ABUSE W/O MCC,897,ANCHORAGE,20001,PROVIDENCE ALASKA MEDICAL CENTER,AK,32458.00,5720.00,0.176230308,12,"68,641.00"',
    '"LOS ANGELES, CA",Circulatory System,HEART FAILURE & SHOCK W MCC,291,LOS ANGELES,50625,CEDARS-SINAI MEDICAL CENTER,CA,80000.00,12000.00,0.15,40,"480,000.00"',
    '"LOS ANGELES, CA",Circulatory System,CHEST PAIN,313,LOS ANGELES,50663,GOOD SAMARITAN HOSPITAL,CA,20000.00,4000.00,0.2,30,"120,000"',
    '"LOS ANGELES, CA",Blood Diseases,RED BLOOD CELL DISORDERS W MCC,811,LOS ANGELES,50663,GOOD SAMARITAN HOSPITAL,CA,25000.00,6000.00,0.24,20,"120,000.00"',
    '"SAN DIEGO, CA",Circulatory System,CHEST PAIN,313,SAN DIEGO,50025,UC SAN DIEGO HEALTH,CA,18000.00,4500.00,0.25,15,"67,500"',
    '"PHOENIX, AZ",Circulatory System,CHEST PAIN,313,PHOENIX,30002,BANNER UNIVERSITY MEDICAL CENTER,AZ,15000.00,5000.00,0.33,55,"250,000.00"',
    '"TUCSON, AZ",Blood Diseases,RED BLOOD CELL DISORDERS W MCC,811,TUCSON,30064,BANNER UNIVERSITY MEDICAL CENTER TUCSON,AZ,22000.00,5500.00,0.25,60,"330,000"',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, CHARGES);

test("'state' names 'Provider State', not the later half of a header pairing 'City, State'", () => {
  // By city and state, LOS ANGELES, CA (90) leads; by state, CA has 105 and AZ 115.
  expect(answered('Which state had the most discharges?').names).toEqual(['AZ']);
  expect(answered('Which states have more than 100 total discharges?').names).toEqual(['AZ', 'CA']);
  // The first half still names the pair: cities are told apart by their state.
  expect(answered('Which city had the most discharges?').names).toEqual(['LOS ANGELES, CA']);
});

test("'which provider' names 'Provider Name' among the provider's city, id, name and state", () => {
  // By Provider City, LOS ANGELES (720,000) would lead; by name, CEDARS-SINAI (480,000); by
  // discharges, the two Banner centres (60, 55) before GOOD SAMARITAN (50).
  expect(answered('Which provider received the highest total payment?').names).toEqual([
    'CEDARS-SINAI MEDICAL CENTER',
  ]);
  expect(answered('Which 2 providers had the most discharges?').names).toEqual([
    'BANNER UNIVERSITY MEDICAL CENTER TUCSON',
    'BANNER UNIVERSITY MEDICAL CENTER',
  ]);
});

test("'how many different DRGs' counts the distinct codes of a number column, never sums them", () => {
  expect(answered('How many different DRGs are there?').answer).toBe('4');
  expect(answered('How many distinct DRG codes are there?').answer).toBe('4');
  // Without 'different', a number column counted is still its figure.
  expect(answered('How many discharges were there in AZ?').answer).toBe('115');
});

test("'IDs' is the plural of 'Id', as 'DRGs' is of 'DRG'", () => {
  expect(answered('How many unique provider IDs are in the data?').answer).toBe('6');
  expect(answered('How many provider IDs are there in CA?').answer).toBe('3');
});

test("'the ratio of A to B' and 'A divided by B': the sum of one over the sum of the other", () => {
  // 'total' said twice starts a second header: Total Payment, then Total Discharges.
  const ratio = answered('What is the ratio of total payment to total discharges?');
  expect(ratio.answer).toBe('6,190.26');
  expect(ratio.explanation).toMatch(/^Total Payment divided by Total Discharges/);
  expect(answered('What is total payment divided by total discharges?').answer).toBe('6,190.26');
  // 'divided by' is not a grouping.
  expect(answered('What is total payment divided by total discharges in AZ?').answer).toBe(
    '5,043.48',
  );
});

test("'more than 50 total discharges' compares with 50, though a row holds exactly 50", () => {
  // A number before its header otherwise names a value the column holds ('16 ounce beers').
  expect(answered('How many rows have more than 50 total discharges?').answer).toBe('2');
  expect(answered('How many rows have at least 40 total discharges?').answer).toBe('3');
  expect(answered('How many rows have 40 total discharges?').answer).toBe('1');
});
