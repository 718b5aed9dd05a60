import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * Campaign members exported from a CRM: ALLCAPS snake_case headers, the text NULL for a missing
 * value, true/false flags and date-times (the shape of the thirty-second eval round's Salesforce
 * sample).
 */
const MEMBERS = csvTables(
  'members',
  'salesforce_sample_data.csv',
  [
    'SALESFORCE_CAMPAIGN_ID,SALESFORCE_ACCOUNT_ID,FIRST_ASSOCIATED_DATE,HAS_RESPONDED,FIRST_RESPONDED_DATE,RESPONSE_GEO,RESPONSE_COUNTRY,EMPLOYEE,SALESFORCE_CAMPAIGN_NAME,STATUS',
    '"701A","001X","2021-11-21 10:21:15.000","true","2020-11-25","NoAM","United States","false","Cloud Data Lakes for Dummies, 2nd Edition","No Show"',
    '"701B","NULL","2022-03-23 04:36:23.000","true","2022-10-25","NoAM","Canada","false","Self-Service Registration","Attended"',
    '"701A","001Y","2022-05-02 11:00:00.000","false","NULL","EMEA","United Kingdom","true","Cloud Data Lakes for Dummies, 2nd Edition","Registered"',
    '"701C","001X","2023-01-09 17:30:00.000","true","2023-02-01","EMEA","United States","false","Self-Service Registration","Attended"',
    '"701C","NULL","2023-06-12 08:00:00.000","false","NULL","APJ","India","false","Cloud Data Lakes for Dummies, 2nd Edition","No Show"',
    '"701B","001Z","2023-06-30 09:00:00.000","true","2023-07-04","NoAM","United States","true","Webinar","Attended"',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, MEMBERS);

test("'first' read with the header's next word names the column, not the earliest date", () => {
  expect(answered('How many records were first associated in 2022?').value).toBe(2);
  const years = answered('How many records were first associated each year?');
  expect(years.table?.rows.map((row) => row.join(' '))).toEqual(['2021 1', '2022 2', '2023 3']);
  expect(answered('How many records were first associated last month?').value).toBe(2);
});

test('a cell reading NULL is no value: counted as missing, and the column still holds dates', () => {
  expect(answered('How many records have no account ID?').value).toBe(2);
  expect(answered('How many records have no first responded date?').value).toBe(2);
  const ranged = answered(
    'How many records have a first responded date between January 1 and December 31, 2022?',
  );
  expect(ranged.value).toBe(1);
  expect(ranged.explanation).toMatch(/FIRST_RESPONDED_DATE/);
});

test("'response countries' names RESPONSE_COUNTRY, not the geo 'countries' implies", () => {
  const top = answered('What are the top 2 response countries by number of records?');
  expect(top.explanation).toMatch(/^Count of rows by RESPONSE_COUNTRY/);
  expect(top.table?.rows[0]).toEqual(['United States', '3']);
});

test("'marked as' and 'belong to' say the rows have the flag named next", () => {
  expect(answered('How many records are marked as responded?').value).toBe(4);
  expect(answered('How many records belong to employees?').value).toBe(2);
});

test("a yes/no column after 'in each <group>' is each group's own part, not a second group", () => {
  // NoAM 3 of 3 responded, EMEA 1 of 2, APJ 0 of 1.
  const shares = answered('What percentage of records in each response geo responded?');
  expect(shares.table?.rows.map((row) => row.join(' '))).toEqual([
    'NoAM 100%',
    'EMEA 50%',
    'APJ 0%',
  ]);
});
