import { csvTables } from '@/test/documents/csv-tables';
import { tableAnswerTo } from '@/test/documents/table-answer';

/**
 * Facebook posts shaped like UCI's live sellers' (thirteenth blind round): snake_case headers,
 * every count prefixed `num_`, no column named after what a row is, dates with a time of day.
 */
const POSTS = csvTables(
  'posts',
  'facebook.csv',
  [
    'status_id,status_type,status_published,num_reactions,num_comments,num_shares,num_likes',
    '1_1,video,4/22/2018 6:00,529,512,262,432',
    '1_2,photo,4/21/2018 22:45,150,0,0,150',
    '1_3,photo,3/20/2018 1:54,10,12,1,9',
    '1_4,status,3/20/2018 23:10,40,2,0,40',
    '2_1,video,12/1/2017 7:30,300,20,55,280',
  ].join('\n'),
);

const answered = (question: string) => tableAnswerTo(question, POSTS);

test('posts and messages are what a row records: counted, qualified and posted', () => {
  expect(answered('How many posts are in the file?').value).toBe(5);
  expect(answered('How many posts were published in 2018?').value).toBe(4);
  expect(answered('How many posts were published on 20 March 2018?').value).toBe(2);
  expect(answered('How many videos were posted?').value).toBe(2);
  expect(answered('What is the average number of reactions on photo posts?').value).toBe(80);
  expect(answered('How many likes did posts get in April 2018?').value).toBe(582);
});

test("a count headed 'num_' is a figure, named by what it counts, even where no two rows share one", () => {
  expect(answered('What is the total number of shares?').value).toBe(318);
  expect(answered('What is the total number of comments?').explanation).toContain('num_comments');
});

test("'shares' in the plural counts shares, it asks no part of a whole", () => {
  expect(answered('Which status type got the most shares?').names).toEqual(['video']);
  expect(answered('How many shares did videos get?').value).toBe(317);
  // The singular still asks a share, and so does the plural of a word no header holds.
  expect(answered('What share of posts were photos?').value).toBe(40);
  const regions = csvTables('sales', 'sales.csv', 'Region,Sales\nWest,30\nEast,10');
  expect(tableAnswerTo('What are the shares of sales by region?', regions).explanation).toContain(
    'Share of Sales by Region',
  );
});

test("'which 2 years' in each group ranks the periods of the dates within each group", () => {
  const top = answered('For each status type, which 2 years had the most likes?');
  expect(top.table?.rows.map((row) => row.slice(0, 2).join(' '))).toEqual([
    'photo 2018',
    'status 2018',
    'video 2018',
    'video 2017',
  ]);
  expect(top.explanation).toContain('by Year of status_published in each status_type');
  // 'Each year': the years are the groups, the status types ranked within each, in time order.
  const yearly = answered('Which status type got the most likes each year?');
  expect(yearly.table?.rows.map((row) => row.slice(0, 2).join(' '))).toEqual([
    '2017 video',
    '2018 video',
  ]);
  // Without groups, 'which 2 years' ranks the years.
  expect(answered('Which 2 years had the most posts?').names).toEqual(['2018', '2017']);
});
