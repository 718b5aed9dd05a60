import { isNumberColumn } from './number-cells';

describe('isNumberColumn', () => {
  it.each([
    [['1,234', '-12.5%', '(40)']],
    [['$229.30', '£412,380', '1 234,5 €']],
    [['2014', '', '2015']],
  ])('right-aligns figures as spreadsheets write them: %j', (cells) => {
    expect(isNumberColumn(cells)).toBe(true);
  });

  it.each([[['West', '12']], [['2014-01', '2014-02']], [['Week 5']], [['', ' ']]])(
    'keeps names, dates and empty columns left: %j',
    (cells) => {
      expect(isNumberColumn(cells)).toBe(false);
    },
  );
});
