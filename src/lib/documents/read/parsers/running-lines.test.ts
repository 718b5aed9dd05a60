import { withoutRunningLines } from './running-lines';

const FOOTER = (page: number) => `${page} Linux Foundation Compliance Program: Generic FOSS Policy`;

test('the lines opening or closing most pages go, whatever their page number', () => {
  const bodies = ['Scope.', 'Roles and duties.', 'Reviews.', 'Audits.'];
  const pages = bodies.map((body, index) =>
    [FOOTER(index + 2), 'O P E N C O M P L I A N C E', body, 'Internal Use Only'].join('\n'),
  );
  expect(withoutRunningLines(pages)).toEqual(bodies);
});

test('only the top and bottom go: a repeated line between two kept ones stays', () => {
  const bodies = ['Scope.', 'Roles and duties.', 'Reviews.'];
  const pages = bodies.map((body, index) =>
    [`Page ${index + 1}`, body, 'Page 1', `Revised ${body}`].join('\n'),
  );
  expect(withoutRunningLines(pages)[1]).toBe(
    'Roles and duties.\nPage 1\nRevised Roles and duties.',
  );
});

test('lines shared by two pages, or by fewer than half, are text', () => {
  const two = ['Returns\nWithin 30 days.', 'Returns\nWith a receipt.'];
  expect(withoutRunningLines(two)).toEqual(two);
  const five = ['Returns\nA.', 'Returns\nB.', 'Refunds\nC.', 'Sizes\nD.', 'Fit\nE.', 'Care\nF.'];
  expect(withoutRunningLines(five)).toEqual(five);
});

test('a page holding nothing but the repeated lines keeps them', () => {
  const pages = ['Form A\nName:', 'Form A\nName:', 'Form A\nName:'];
  expect(withoutRunningLines(pages)).toEqual(pages);
});

test('furniture under furniture comes off too: a banner below a sidebar address of four lines', () => {
  const address = [
    '1796 18th Street, Suite C',
    'San Francisco, CA 94107',
    '+1 415 723 9709',
    'www.example.org',
  ];
  const bodies = [
    'Preface.\nThe checklist.\nIts history.\nIts use.\nIts end.',
    'Why a checklist.\nIt helps.\nIt is free.\nIt is short.\nIt is kept.',
    'How to score it.\nNo scores.\nNo ranks.\nNo grades.\nNo marks.',
  ];
  const pages = bodies.map((body, index) =>
    [...address, 'OPEN COMPLIANCE', `${index + 1} The Self-Assessment Checklist`, body].join('\n'),
  );
  expect(withoutRunningLines(pages)).toEqual(bodies);
});
