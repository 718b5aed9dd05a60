import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';
import { answerTableQuestion } from './answer-table-question';

/**
 * A restaurant's bills (plotly's tips.csv, fifth blind round): snake_case headers, no ID and no
 * date; the day is a weekday abbreviation, smoker a Yes/No column, size the people at the table.
 */
const BILLS = csvTables(
  'bills',
  'tips.csv',
  [
    'total_bill,tip,sex,smoker,day,time,size',
    '16.99,1.01,Female,No,Sun,Dinner,2',
    '10.34,1.66,Male,No,Sun,Dinner,3',
    '21.01,3.5,Male,Yes,Sat,Dinner,3',
    '23.68,3.31,Female,Yes,Sat,Dinner,2',
    '24.59,3.61,Female,No,Sat,Dinner,4',
    '25.29,4.71,Male,Yes,Thur,Lunch,4',
    '8.77,2.0,Male,No,Fri,Lunch,2',
    '26.88,3.12,Female,Yes,Sat,Dinner,6',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, BILLS);

describe('bills are the rows, though a column is called total_bill', () => {
  test('"how many bills" counts rows; "the most bills" and "percentage of bills" count them too', () => {
    expect(answered('How many bills were recorded?').answer).toBe('8');
    expect(answered('Which day had the most bills?').answer).toMatch(/^Sat/);
    expect(answered('What percentage of bills were at lunch?').answer).toBe('25%');
  });

  test('"the average bill" and "the total bill" are still the figure', () => {
    expect(answered('What is the average bill by day?').explanation).toMatch(
      /^Average of total_bill by day/,
    );
    expect(answered('What is the total bill?').answer).toBe('157.55');
  });

  test('"the smallest bill" is a bill\'s figure; "bills over $30" compares the column', () => {
    expect(answered('What is the smallest bill?').answer).toMatch(/8\.77/);
    expect(answered('How many bills were over $30?').answer).toBe('0');
    expect(answered('How many bills were over $25?').answer).toBe('2');
  });

  test('a bill is what was spent', () => {
    expect(answered('How much did smokers spend?').answer).toBe('96.86');
  });
});

describe('a yes/no column named by its plural', () => {
  test('"paid by smokers" keeps the rows marked Yes instead of grouping by smoker', () => {
    expect(answered('How many bills were paid by smokers?').answer).toBe('4');
    expect(answered('Total tips by smoker').explanation).toMatch(/by smoker/);
  });

  test('"non-smokers" keeps the rows marked No', () => {
    expect(answered('What is the total amount spent by non-smokers?').answer).toBe('60.69');
  });
});

describe('other words for values', () => {
  test('"Saturday" names the value Sat of a column of weekday abbreviations', () => {
    expect(answered('What were the total tips on Saturday?').answer).toBe('13.54');
  });

  test('"men or women" names the values Male and Female', () => {
    expect(answered('Who tips more on average, men or women?').answer).toMatch(/^Male/);
    expect(answered('How many bills were paid by women?').answer).toBe('4');
  });
});

describe('a row noun before a header', () => {
  test('"party size" is the size of each party (a row), not an unknown "party"', () => {
    expect(answered('What is the average party size?').answer).toBe('3.25');
    expect(answered('How many bills were there for each party size?').explanation).toMatch(
      /^Count of rows by size/,
    );
  });
});

describe("a figure's percentage", () => {
  test('"the tip percentage for smokers" is tips over bills; "what percentage of tips" a share', () => {
    expect(answered('What is the tip percentage for smokers?').answer).toBe('15.11%');
    expect(answered('What percentage of tips came from smokers?').answer).toBe('63.87%');
  });
});

describe('per row, and a part of another figure', () => {
  test('"the average tip per bill" is per row, not per total_bill figure', () => {
    expect(answered('What is the average tip per bill?').explanation).toMatch(
      /^Average of tip, 8 rows/,
    );
  });

  test('"a tip of more than 20% of the bill" is not read as a tip over 20', () => {
    const reply = answerTableQuestion(
      'How many bills had a tip of more than 20% of the bill?',
      BILLS,
      { previous: null, chosen: null },
    );
    expect(reply?.kind).not.toBe('table-answer');
  });
});

test('"the most bills paid by smokers" counts the smokers\' bills in each group', () => {
  // All bills: Sat 4, Sun 2; smokers' bills: Sat 3, Thur 1.
  expect(tableAnswerTo('Which day had the most bills paid by smokers?', BILLS).answer).toBe(
    'Sat (3)',
  );
});

test('"do smokers tip more than non-smokers" sets the two side by side; a figure after "than" compares', () => {
  // Smokers: 3.5 + 3.31 + 4.71 + 3.12 = 14.64; the rest: 1.01 + 1.66 + 3.61 + 2 = 8.28.
  expect(answered('Do smokers tip more than non-smokers?').table?.rows).toEqual([
    ['Yes', '14.64'],
    ['No', '8.28'],
  ]);
  expect(answered('How many bills had a tip of more than 3?').answer).toBe('5');
});
