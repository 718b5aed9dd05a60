import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * Daily ad results per channel and campaign, with what was spent but no cost column (the shape
 * of the thirty-second eval round's ad dashboard data).
 */
const ADS = csvTables(
  'ads',
  'ad_campaigns.csv',
  [
    'date,channel,campaign,impressions,clicks,spend,conversions,revenue',
    '2026-01-01,Google Ads,Brand Search,5259,381,437.31,54,5763.71',
    '2026-01-01,LinkedIn Ads,Prospecting,11523,73,436.7,2,559.51',
    '2026-01-02,LinkedIn Ads,Retargeting,4198,51,291.94,4,1406.68',
    '2026-01-02,Meta Ads,Lookalike,21332,284,219.41,7,467.86',
  ].join('\n'),
);

test("'the cost per click' is what was spent over the clicks, where no column is headed cost", () => {
  // LinkedIn: (436.70 + 291.94) / (73 + 51).
  expect(tableAnswerTo('What is the cost per click for LinkedIn Ads?', ADS).value).toBeCloseTo(
    5.876,
    3,
  );
  expect(
    tableAnswerTo('What is the average cost per click for LinkedIn Ads?', ADS).value,
  ).toBeCloseTo(5.876, 3);
});
