import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** A hiring funnel: one row per candidate, `cand_id` beside a recruiter code and 0/1 stage flags. */
const CANDIDATES = csvTables(
  'candidates',
  'funnel.csv',
  [
    'cand_id,rec_id,source,job_role,score,screening,offer,hired',
    'C0001,R4,Job board,Data Analyst,67,1,0,0',
    'C0002,R3,Job board,Software Engineer,55,0,0,0',
    'C0003,R4,LinkedIn,Software Engineer,78,1,1,1',
    'C0004,R1,LinkedIn,Data Analyst,90,1,1,0',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, CANDIDATES);

test('a code column headed by a word clipped short is named by the word in full', () => {
  expect(answered('How many candidates are in this file?').answer).toBe('4');
  expect(answered('What is the average score of all candidates?').answer).toBe('72.5');
  expect(answered('How many different recruiters are there?').answer).toBe('3');
});

test('"hires" are what a `hired` flag counts, as "hired" is', () => {
  expect(
    answered('How many hires did each recruiter make?').table?.rows.map((row) => row.join(' ')),
  ).toEqual(['R4 1', 'R3 0', 'R1 0']);
  expect(answered('Which job role has the most hires?').answer).toBe('Software Engineer (1)');
});

test('passing a step or reaching its stage is the step’s 0/1 flag set', () => {
  expect(answered('How many Software Engineer candidates passed screening?').answer).toBe('1');
  expect(answered('What share of candidates reached the offer stage?').answer).toBe('50%');
});

/** A funnel's stage log: the applicant's code and application date repeated on each stage row. */
const STAGES = csvTables(
  'stages',
  'recruitment_funnel.csv',
  [
    'Applicant_ID,Department,Application_Date,Stage,Stage_Date',
    'APP1,Sales,2024-04-24,Application Received,2024-04-24',
    'APP1,Sales,2024-04-24,Resume Screening,2024-04-30',
    'APP1,Sales,2024-04-24,Hired,2024-05-20',
    'APP2,Sales,2025-01-10,Application Received,2025-01-10',
    'APP2,Sales,2025-01-10,Resume Screening,2025-01-15',
    'APP3,Research,2025-02-03,Application Received,2025-02-03',
  ].join('\n'),
);

test('applications are counted by the applicant code beside their date, not by stage rows', () => {
  expect(tableAnswerTo('How many applications were received in 2025?', STAGES).answer).toBe('2');
  expect(tableAnswerTo('How many stage rows are there?', STAGES).answer).toBe('6');
});
