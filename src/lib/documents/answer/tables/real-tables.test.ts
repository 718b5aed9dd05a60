import { readFileSync } from 'node:fs';
import { evalTables } from '@/test/documents/eval-tables';
import { answerTableQuestion, type TableReply } from './answer-table-question';
import type { VisibleTable } from '../../types';

/**
 * The real-data evaluation's table questions (scripts/eval: ten public tables, answers
 * computed by SQL over the raw files), asked of the tables the reader makes of those files,
 * and judged by the rules of scripts/eval/README.md. Also: none of a sample of the handbook
 * questions is taken for a question about these tables (`npm run eval` asks every one).
 */

const EVAL = 'scripts/eval';

/** Questions the product still gets wrong (scripts/eval/README.md says why). */
const STILL_MISSED = new Set([
  'bm-03',
  'bm-13',
  'bm-21',
  'em-03',
  'fb-05',
  'fb-06',
  'fb-16',
  'fr-01',
  'fs-14',
  'ny-12',
  'ol-08',
  'ol-09',
  'ol-10',
  'oq-16',
  'qa-17',
  'rd-01',
  'rd-10',
  'rf-07',
  'rh-04',
  'ri-08',
  'ri-22',
  'rj-22',
  'rk-12',
  'ro-20',
  'rp-01',
  'rq-24',
  'rr-03',
  'rr-07',
  'rr-08',
  'rr-09',
  'rr-17',
  'rv-01',
  'rv-19',
  'sd-08',
  'sl-04',
  'tg-18',
  'th-10',
  'tn-16',
  'tp-08',
  'ub-07',
  'ub-10',
  'uc-14',
  'ug-05',
  'uh-06',
  'uh-12',
  'uh-16',
  'ui-14',
  'ui-15',
  'um-07',
  'up-02',
  'up-03',
  'up-05',
  'up-13',
  'uw-13',
  'ux-06',
  'ux-17',
  'uy-18',
  'uz-05',
  'va-02',
  'va-03',
  'va-07',
  'va-08',
  'va-10',
  'va-12',
  'va-13',
  'va-14',
  'va-15',
  'va-17',
  'vd-05',
  'vd-17',
  've-09',
  've-11',
  've-13',
  've-16',
  'vf-06',
  'vg-13',
  'vj-06',
  'vk-08',
  'vk-17',
  'vl-15',
  'vm-10',
  'vo-07',
  'vo-18',
  'vq-02',
  'vq-18',
  'vt-17',
  'vw-10',
  'vw-18',
  'vx-02',
  'wa-15',
  'wa-17',
  'wc-05',
  'wc-06',
  'wc-15',
  'wd-13',
  'wd-17',
  'wf-18',
  'wi-17',
  'wj-10',
  'wj-11',
  'wj-13',
  'wm-05',
  'xb-18',
  'xc-15',
  'xc-18',
  'xd-06',
  'xd-10',
  'xd-11',
  'xd-14',
  'xd-17',
  'xd-18',
  'xe-05',
  'xf-15',
  // 'generates' is left unknown: as a question word it let a table take a handbook question.
  // 'above 20 times the item MRP': a column compared with a multiple of another is not read.
  'xj-08',
  'xj-18',
  'xl-15',
  'xq-05',
  'xn-08',
  'xn-16',
  'xn-18',
  'xu-02',
  'xu-13',
  'xu-14',
  'xv-11',
  // 'the week of event2': a period noun framing a cell value is not read as the rows holding it.
  'xs-05',
  // 'none of the five failure modes flagged': a count of columns named by a number, each 0 on the
  // row, is no condition the reader builds.
  'yb-14',
  // 'the most table eggs in the "all" production process': a quoted value after the figure.
  // 'hens … in flocks in March 2020': 'flocks' is not read as the rows.
  // 'Top 3 months by … egg output': the right months, named 'Jan 2021' where the SQL writes 2021-01.
  // 'the total profit on orders': 'profit' names `Order Item Profit Ratio`; the amount is headed
  // `Order Profit Per Order`, a rate 'profit' alone does not name (letting it would read 'the
  // value of orders' as `Value per Bike` summed, not times the quantity).
  'ye-07',
  'za-03',
  'za-20',
  // 'sales' of sales.csv is read as the file's name though `Total` stands for the money; 'drinks'
  // and 'fully comped' name nothing the table holds.
  'yc-03',
  'yc-04',
  'yc-07',
  // 'engine type' (of `engine`) and 'the oldest aircraft built' (the earliest `year`) are not read.
  'yd-07',
  // 'seasonally adjusted retail and food services sales change': the totals row named with
  // 'sales' in its label is not taken as the row asked for.
  // 'a suppressed (S) estimate': (S) is read as a blank, and blanks said so are not counted.
  'yg-07',
  // 'so far in 2021 than in the same months of 2020': CY CUM and PY CUM are not read as years.
  'yg-10',
  // 'in how many months … above 50,000': a condition counted across month columns.
  'yg-16',
  // 'the latest … inventories of clothing stores': 'latest' names no period, and 'clothing
  // stores' is not `Clothing and clothing access. stores`.
  'yh-15',
  // 'total retail inventories at the end of June': 'retail' and 'end' stay unmatched.
  // 'change from January to September': the reply's figure is not the change.
  // 'inventories/sales ratio': the ratio blocks' titles are not read from the words.
  'yh-10',
  // 'adjusted … than the not adjusted figure': one row of two blocks set against each other.
  // 'building materials and garden equipment dealers': a value abbreviated in the sheet
  // ('garden equip. and supplies') is not matched from fewer of its words.
  'yh-13',
  // 'the average close per month' of prices averages the monthly sums; 'the lowest intraday
  // price' and 'the range between the high and the low' are not read; the top months are named 'May 2010' where the judge wants 2010-05.
  'yn-09',
  // 'the biggest single-week gross': one row's figure; 'single-week' is read as the week columns.
  // 'take in': the verb for money taken is not read.
  'yk-18',
  // 'products … have an old price' of a column writing 'No old price' for none: not read as blank.
  'yl-06',
  // 'the most expensive item' is named by its web link (one per row), not its range name.
  // 'taller than they are wide': comparative adjectives are not read as height against width.
  // 'the highest old price' of prices written 'SR 9,745': the riyal's 'SR' is not read as money.
  'yl-15',
  // 'the total advertising budget': 'budget' is a plan word (budget against actual), not read
  // as the Advertising column's own figure.
  'xi-09',
  // 'urban stores to rural stores': 'rural' is not read as Urban No.
  'xi-12',
  // 'which brand was chosen': 'brand' names no column; the brands are only `choice`'s values.
  'yf-03',
  'yf-04',
  // 'private label': 'label' is not read as part of the value 'private'.
  'yf-05',
  // 'a feature ad for Kleebler': `feat.` clips a word of its own ('feat'), and 'ad' names nothing.
  'yf-09',
  'yf-11',
  // 'which brand has the lowest average price': the brands are spread over price.<brand> columns,
  // one figure per column, which no group reads.
  'yf-13',
  // 'no display for any brand': every disp.<brand> column at 0 together is not read.
  'yf-17',
  // 'the ratio of shifts scheduled in 2023 to shifts scheduled in 2022': a ratio of one figure
  // in two periods is not read (the years become one filter no row meets, as Superstore's
  // 'sales in 2017 to sales in 2016' do); a ratio of two groups' figures is.
  'yt-14',
  // Round e (blind), still missed:
  // 'courses' are read as distinct `course` names (189), where the rows are the courses listed.
  'yw-01',
  // 'distinct textbooks by ISBN': 'ISBN' beside the textbooks it identifies is left unmatched.
  'yw-03',
  // 'courses … have a new price at the bookstore': courses are read as distinct `course` names
  // with a price above 0 (82), where the rows are the courses listed.
  'yw-04',
  // 'the Amazon new price lower than the bookstore new price': asked back which column.
  'yw-09',
  // 'for textbooks priced new at both': 'priced' names no column; rows with both prices not read.
  'yw-17',
  // 'cheaper used at the bookstore than used on Amazon': two price columns compared by
  // 'cheaper … than' with the seller words, not read ('cheaper' and 'used' left unmatched).
  'yw-10',
  // 'how much more … at the bookstore than on Amazon': the difference of two columns averaged.
  'yw-11',
  // 'the most expensive new textbook on Amazon': 'expensive' does not name `amazon_new`.
  'yw-13',
  // 'a note saying … not for sale by Amazon': a value quoted in other words.
  'yw-18',
  // Round g (blind), still missed:
  // 'how many weekly targets': 'targets' names both `Quantity Target` and `Income Target`, and
  // 'weekly' before it is read as no row noun.
  'zc-01',
  // 'opportunities close in the last month': 'opportunities close' is read whole as the
  // `IsClosed` flag, so 'close' before the period does not date by `CloseDate` (the month is
  // read from `CreatedDate`); 'closing in' is read right.
  'zd-10',
  // 'the closed opportunities': 'closed' is read as the value Closed of `ForecastCategory`
  // (the won ones), not the `IsClosed` flag.
  'zd-14',
  // 'by forecast category': `ForecastCategory` (codes such as BestCase) is grouped by, not
  // `ForecastCategoryName` (Best Case, Commit), the labels the SQL lists.
  'zd-16',
  // Round j (blind), still missed:
  // 'stock movement records': 'stock movement' names nothing the table holds.
  'zi-01',
  // 'the average number of items per sale': 'per sale' is not read as the rows whose Status is Sold.
  'zi-06',
  // 'each store sell': the verb 'sell' is not read as the Status value Sold ('were sold' is).
  'zi-08',
  // 'returned … to the manufacturer': 'returned' is not read as the value Return to Manufacturer.
  'zi-09',
  // 'sold the fewest units': 'units' names no column (the count is `Number of Items`).
  'zi-10',
  // 'the top 2 items by number of items sold': 'sold' after the header is not read as Status Sold.
  'zi-11',
  // 'the ratio of items sold to items returned': a ratio of one column's sums under two values.
  'zi-15',
  // 'sold 30 or more items': a threshold on each store's total is not read.
  'zi-17',
  // 'the fewest sales': 'sales' is read as the money (`Price`), not the rows 'fewest' counts.
  'zj-13',
  // 'how many returns … in each category': 'returns' names the file (sales_returns.csv), so all
  // rows are counted; under another name the noun of `Date Returned`'s verb is not read as the
  // rows with a return date either ('how many items were returned' is).
  'zj-16',
  // 'a return date earlier than the sale date': two date columns compared is not read.
  'zj-18',
  // Round i (blind), still missed:
  // 'what share of total spending came from digital wallet payments': read as `total_spent`
  // over `price_per_unit` × `quantity` of those rows (105.97 %), not their part of all spending.
  'zg-16',
  // 'the average grocery spending per region': the regions' totals averaged (one figure), not
  // each region's average listed.
  'zh-09',
  // 'delicatessen' does not name the misspelt header `Delicassen`: not a table question.
  'zh-11',
]);
const NONE = { previous: null, chosen: null };

interface Question {
  id: string;
  file: string;
  question: string;
  kind: string;
}
type Expected =
  | { type: 'number'; value: number; tolerance: number; unit: string }
  | { type: 'name'; value: string }
  | { type: 'names'; values: string[] }
  | { type: 'groups'; rows: { group: string; value: number }[]; tolerance: number; unit: string }
  | {
      type: 'ranked-groups';
      topN: number;
      rows: { group: string; rank: number; name: string; value: number }[];
      tolerance: number;
    };

const MONTHS =
  'january february march april may june july august september october november december'.split(
    ' ',
  );

const WEEKDAYS = 'monday tuesday wednesday thursday friday saturday sunday'.split(' ');

/**
 * 'January 2017', 'Jan 2017', 'Sep. 2021(p)', '2017-01' → '2017-01'; 'Monday' → 'mon', as a Weekday column
 * writes it; other labels as they are.
 */
function period(label: string): string {
  // 'week of 2017-12-25' names the week that begins on the day written.
  const week = /^week of (\d{4}-\d{2}-\d{2})$/i.exec(label.trim());
  if (week) return week[1]!;
  // A preliminary month keeps its mark ('Sep. 2021(p)'), as the eval's judge reads it.
  const named = /^([a-z]+)\.? (\d{4})(?:\(\w+\))?$/i.exec(label.trim());
  if (named) {
    const month = MONTHS.findIndex((name) => name.startsWith(named[1]!.toLowerCase())) + 1;
    if (month > 0) return `${named[2]}-${String(month).padStart(2, '0')}`;
  }
  const day = WEEKDAYS.find((name) => name === label.trim().toLowerCase());
  return day ? day.slice(0, 3) : label.trim();
}

/** A share may be given as a fraction (0.0492) or in percent (4.92), as the eval reads it. */
function near(
  got: number | null | undefined,
  value: number,
  { unit, tolerance }: { unit: string; tolerance: number },
): boolean {
  if (got === null || got === undefined) return false;
  const candidates = unit === 'percent' ? [got, got * 100] : [got];
  return candidates.some((candidate) => Math.abs(candidate - value) <= tolerance);
}

const spaced = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

function judge(reply: TableReply | null, expected: Expected): boolean {
  if (reply?.kind !== 'table-answer') return false;
  // Spacing as read: the product shows a no-break space as a space.
  const same = (a: string, b: string) => spaced(a) === spaced(b);
  switch (expected.type) {
    case 'number':
      return near(reply.value, expected.value, expected);
    case 'name': {
      // The answer names the value: 'Q4 2017' names Q4; 'Nov 2015' names the month 2015-11, as
      // the eval's judge reads it.
      const [first = ''] = reply.names;
      return (
        same(period(first), period(expected.value)) ||
        spaced(first).startsWith(`${spaced(expected.value)} `)
      );
    }
    case 'names': {
      // Each name is read as a single one is: 'May 2010' names the month 2010-05.
      const got = new Set(reply.names.map((name) => period(name).toLowerCase()));
      return (
        got.size === expected.values.length &&
        expected.values.every((name) => got.has(period(name).toLowerCase()))
      );
    }
    case 'groups': {
      const table = reply.table;
      if (!table || table.rows.length !== expected.rows.length) return false;
      return expected.rows.every(({ group, value }) => {
        const at = table.rows.findIndex((row) => same(period(row[0]!), period(group)));
        return (
          at >= 0 &&
          near(table.values[at], value, { ...expected, tolerance: expected.tolerance + 1e-9 })
        );
      });
    }
    case 'ranked-groups': {
      const table = reply.table;
      if (!table) return false;
      const groups = new Set(expected.rows.map((row) => row.group));
      return [...groups].every((group) => {
        const want = expected.rows
          .filter((row) => row.group === group && row.rank <= expected.topN)
          .sort((a, b) => a.rank - b.rank);
        const got = table.rows
          .map((row, index) => ({ row, value: table.values[index] }))
          .filter(({ row }) => same(period(row[0]!), group));
        return (
          got.length === want.length &&
          want.every(
            (row, index) =>
              same(period(got[index]!.row[1]!), row.name) &&
              Math.abs((got[index]!.value ?? Number.NaN) - row.value) <= expected.tolerance,
          )
        );
      });
    }
  }
}

function described(reply: TableReply | null): string {
  if (reply?.kind !== 'table-answer')
    return reply ? `${reply.kind}: ${JSON.stringify(reply)}` : 'not a table question';
  const rows = reply.table?.rows.slice(0, 4).map((row) => row.join(' | ')) ?? [];
  return `${reply.answer} — ${reply.explanation} ${rows.join('; ')}`;
}

const read = <T>(file: string) => JSON.parse(readFileSync(`${EVAL}/${file}`, 'utf8')) as T;

test('the real-data table questions are answered exactly', { timeout: 240_000 }, async () => {
  const { questions } = read<{ questions: Question[] }>('table-questions.json');
  const expected = new Map(
    read<{ answers: { id: string; expected: Expected }[] }>('expected-tables.json').answers.map(
      (answer) => [answer.id, answer.expected],
    ),
  );
  const tables = new Map<string, VisibleTable[]>();
  for (const file of new Set(questions.map((question) => question.file)))
    tables.set(file, await evalTables(file));
  const wrong = questions.flatMap((question) => {
    const reply = answerTableQuestion(question.question, tables.get(question.file)!, NONE);
    return judge(reply, expected.get(question.id)!)
      ? []
      : [`${question.id} ${question.question} → ${described(reply)}`];
  });
  expect(wrong.filter((line) => !STILL_MISSED.has(line.split(' ')[0]!))).toEqual([]);
  // A question fixed since is taken off the list, so the list stays the truth.
  const missed = new Set(wrong.map((line) => line.split(' ')[0]!));
  expect([...STILL_MISSED].filter((id) => !missed.has(id))).toEqual([]);

  const everyTable = [...tables.values()].flat();
  const { questions: prose } = read<{ questions: Question[] }>('prose-questions.json');
  // A sample of the handbook questions, each read against all the tables (about 240 sheets with
  // the Census workbooks' year sheets): `npm run eval` reads every one of them so, and here each
  // question costs about 0.1 s of `npm test`'s 5-minute budget.
  const taken = prose
    .filter((_, at) => at % 8 === 0)
    .filter((question) => answerTableQuestion(question.question, everyTable, NONE));
  expect(taken.map((question) => question.question)).toEqual([]);
});
