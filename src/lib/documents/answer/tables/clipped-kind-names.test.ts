import { expect, test } from 'vitest';
import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/** Kinds of business named in seven words, some clipped as an official series clips them. */
const KINDS = csvTables(
  'kinds',
  'kinds-by-month.csv',
  [
    'Estimates of Monthly Retail Sales by Kind of Business: 2021',
    ',,,',
    'Kind of Business,Jan. 2021,Feb. 2021,Mar. 2021',
    '"Furniture, home furn, electronics, and appliance stores",27,26,28',
    'Lawn and garden equip. and supplies stores,12,13,11',
    'Clothing and clothing access. stores,40,42,45',
    'Internet access providers,5,6,7',
  ].join('\n'),
);

test('a kind of business of seven words, a word clipped in the sheet, is named in full', () => {
  expect(
    tableAnswerTo(
      'Which month in 2021 had the lowest sales for furniture, home furnishings, electronics and appliance stores?',
      KINDS,
    ).answer,
  ).toMatch(/^Feb\. 2021/);
  expect(
    tableAnswerTo(
      'What were sales of lawn and garden equipment and supplies stores in February 2021?',
      KINDS,
    ).value,
  ).toBe(13);
});

test('a word clipped with a dot only ("access.") is named in full; "access" alone stays a word', () => {
  const clothing = 'What were sales of clothing and clothing accessories stores in March 2021?';
  expect(tableAnswerTo(clothing, KINDS).value).toBe(45);
  expect(
    tableAnswerTo('What were sales of internet access providers in March 2021?', KINDS).value,
  ).toBe(7);
});

test("'automatic' names a gearbox written 'Auto'", () => {
  const cars = csvTables(
    'cars',
    'car_data.csv',
    ['Car_id,Transmission,Price ($)', 'C1,Auto,26000', 'C2,Manual,19000', 'C3,Auto,31500'].join(
      '\n',
    ),
  );
  const automatic = tableAnswerTo('How many cars with an automatic transmission were sold?', cars);
  expect(automatic.answer).toBe('2');
  expect(automatic.explanation).toContain('Transmission is Auto');
});
