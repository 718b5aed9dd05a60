import type { TableSubject } from '@domain/table-subject';
import type { Citation, DataTable, PassageLocation, TableColumn, VisibleTable } from '../../types';
import { plural, formatNumber } from '../../text/labels';
import { formatLocation } from '../../text/location';
import { cellLabel, personOfId, reduce, type Computation, type RankedItem } from './aggregate';
import {
  acrossNoun,
  counted,
  describeFilters,
  formatFigure,
  groupedColumnWords,
  groupNoun,
  groupWords,
  measureWords,
  measuresWords,
  nameOf,
  pluralNoun,
  sidesWords,
} from './figure-words';
import { zeroOrOne } from './flag-values';
import { identifierBeside } from './names-and-ids';
import { CYCLE_STARTS, cyclic } from './periods';
import { vocabularyOf } from './table-vocabulary';

/** A ranking's answer names at most this many; the explanation lists up to LISTED. */
const ANSWERED = 5;
const LISTED = 10;
/** Row ranges cited one by one; more are cited as one span. */
const CITED_RANGES = 3;

type Ranking = Computation & { kind: 'ranking' };

function columnOf(table: DataTable, subject: TableSubject): TableColumn | undefined {
  return subject.column === null ? undefined : table.columns[subject.column];
}

/** A group's IDs, as its rows hold them: 'TEC-CO-10004722' (two at most, then '…'). */
export function identifiersOf(
  table: DataTable,
  identifier: number,
  rows: readonly number[],
): string {
  const column = table.columns[identifier]!;
  const ids = [...new Set(rows.map((row) => cellLabel(column, row)).filter(Boolean))];
  return `${ids.slice(0, 2).join(', ')}${ids.length > 2 ? ', …' : ''}`;
}

/** An item as it is named: 'Canon imageCLASS 2200 (Product ID TEC-CO-10004722)', 'Store 4'. */
function itemName(table: DataTable, subject: TableSubject, item: RankedItem): string {
  const grouped = subject.within ?? subject.groupBy;
  // A numbered group its person names in full ('Maressa Dearell' of emp_id 3) needs no header.
  if (grouped !== null && numberedGroup(table, grouped) && !personOfId(table, grouped))
    return `${nameOf(table, grouped)} ${item.label}`;
  const identifier = identifierBeside(table, grouped);
  if (identifier === null) return item.label;
  return `${item.label} (${nameOf(table, identifier)} ${identifiersOf(table, identifier, item.rows)})`;
}

/** Groups a number names ('Store' 4, 'Holiday_Flag' 1): the number alone says nothing. */
function numberedGroup(table: DataTable, column: number): boolean {
  const cells = table.columns[column];
  return (
    cells?.kind === 'number' && (vocabularyOf(table).identifiers.has(column) || zeroOrOne(cells))
  );
}

function itemFigure(table: DataTable, subject: TableSubject, item: RankedItem): string {
  const column = columnOf(table, subject);
  if (item.also) return figuresBeside(table, subject, item.value, item.also);
  if (!item.compared) return formatFigure(item.value, column, subject);
  const [own, other] = item.compared.map((value) => formatFigure(value, column, subject));
  return `${own} against ${other}`;
}

/** A figure with those asked beside it, each named: 'Sales $725,457.82, Profit $108,418.45'. */
function figuresBeside(
  table: DataTable,
  subject: TableSubject,
  value: number,
  also: readonly number[],
): string {
  const columns = [subject.column!, ...subject.also!];
  return [value, ...also]
    .map((figure, at) => {
      const column = columns[at]!;
      return `${nameOf(table, column)} ${formatFigure(figure, table.columns[column], subject)}`;
    })
    .join(', ');
}

/** 'Produce 50; Bakery 19', the first LISTED items. */
function itemList(table: DataTable, subject: TableSubject, ranking: Ranking): string {
  const listed = ranking.items.slice(0, LISTED).map((item, at) => {
    const group = item.group === undefined ? '' : `${item.group}: `;
    // 'Year-over-year growth': each period's change from the one before ('2015 $470,560 (-2.8 %)');
    // of two, the change the answer gives already.
    const stepped = subject.ranking?.steps && ranking.items.length > 2 && at > 0;
    const before = stepped ? ranking.items[at - 1]! : null;
    const step = before ? percentChange(before.value, item.value) : '';
    return `${group}${itemName(table, subject, item)} ${itemFigure(table, subject, item)}${step}`;
  });
  const more = ranking.items.length - listed.length;
  return `${listed.join('; ')}${more > 0 ? `; and ${more} more` : ''}`;
}

/** '+20.4 %' from one figure to the next; nothing from zero. */
function percentText(from: number, to: number): string {
  if (from === 0) return '';
  const percent = ((to - from) / Math.abs(from)) * 100;
  return `${percent >= 0 ? '+' : ''}${formatNumber(percent, { maximumFractionDigits: 1 })} %`;
}

/** ' (+20.4 %)' from one figure to the next; nothing from zero. */
function percentChange(from: number, to: number): string {
  const percent = percentText(from, to);
  return percent && ` (${percent})`;
}

/** A trend's change from its first figure to its last: in percent when asked so and not from zero. */
export function changeFigure(subject: TableSubject, from: number, to: number): number {
  return subject.ranking?.percent && from !== 0 ? ((to - from) / Math.abs(from)) * 100 : to - from;
}

/** What the first of a ranking is: the largest or the smallest, a correlation's strongest or weakest. */
function extremeWord(subject: TableSubject, low: string, high: string): string {
  const ascending = subject.ranking?.order === 'asc';
  if (subject.reduction === 'correlation') return ascending ? 'weakest' : 'strongest';
  return ascending ? low : high;
}

function whichOf(subject: TableSubject, ranking: Ranking, among: string): string {
  const order = extremeWord(subject, 'smallest', 'largest');
  if (subject.ranking?.inGroupOrder)
    return `${among}, ${cyclic(subject.period) ? `${CYCLE_STARTS[subject.period!]} first` : 'in time order'}`;
  if (subject.having) return `${among} kept`;
  if (subject.ranking?.limit === null) return `${among}, ${order} first`;
  return ranking.named === 1
    ? `the ${order} of ${among}`
    : `the ${ranking.named} ${order} of ${among}`;
}

function keptWhere(table: DataTable, subject: TableSubject): string {
  const { having } = subject;
  if (!having) return '';
  const than =
    'column' in having
      ? measureWords(table, subject, having.column).toLowerCase()
      : formatFigure(having.value, columnOf(table, subject), subject);
  const words = {
    lt: 'below',
    le: 'at most',
    gt: 'above',
    ge: 'at least',
    eq: 'equal to',
    ne: 'not',
  };
  return `, where it is ${words[having.op]} ${than}`;
}

function explainRanking(table: DataTable, subject: TableSubject, ranking: Ranking): string {
  const where = describeFilters(table, subject.filters);
  const rows = plural(ranking.selected, 'row');
  // 'No rows match' lists nothing: the line ends at the row count.
  const items = itemList(table, subject, ranking);
  const list = items ? `: ${items}` : '';
  if (subject.within !== undefined) {
    const limit = subject.ranking?.limit ?? null;
    const order = extremeWord(subject, 'smallest', 'largest');
    const which =
      limit === null
        ? subject.ranking?.inGroupOrder
          ? 'in time order'
          : `${order} first`
        : limit === 1
          ? `the ${order} in each`
          : `the ${limit} ${order} in each`;
    const inner = groupedColumnWords(table, subject.within, subject.withinPeriod);
    return `${measureWords(table, subject)} by ${inner} in each ${groupWords(table, subject)}${where}, ${which} (${rows})${list}.`;
  }
  const noun = groupNoun(table, subject);
  const which = whichOf(subject, ranking, counted(ranking.items.length, noun));
  const what =
    subject.groupBy === null
      ? subject.across
        ? measureWords(table, subject)
        : nameOf(table, subject.column)
      : subject.reduction === 'share' && subject.part
        ? `${measureWords(table, subject)}${describeFilters(table, subject.part)} in each ${groupWords(table, subject)}`
        : `${measuresWords(table, subject)} by ${groupWords(table, subject)}`;
  const [first, second] = ranking.items;
  // Two named side by side ('Elmstead or Harbour Point'): how far apart they are; two periods
  // in time order: how the figure moved from the first to the second (weekdays and the weekend
  // come round again: how far apart they are); a change asked over
  // more: from the first to the last.
  // Dates side by side are not subtracted ('the last order in each region').
  const pair =
    subject.ranking?.limit === null &&
    !subject.having &&
    ranking.items.length === 2 &&
    columnOf(table, subject)?.kind !== 'date';
  const moved = subject.ranking?.change && ranking.items.length > 2;
  const difference = moved
    ? `; change from ${first!.label} to ${ranking.items.at(-1)!.label} ${changeOf(table, subject, ranking)}`
    : !pair || !first || !second
      ? ''
      : subject.ranking?.inGroupOrder && !cyclic(subject.period)
        ? `; change ${changeOf(table, subject, ranking)}`
        : `; difference ${formatFigure(first.value - second.value, columnOf(table, subject), subject)}`;
  const totals = subject.withoutTotals ? ', totals rows left out' : '';
  return `${what}${where}${keptWhere(table, subject)}, ${which}${totals} (${rows})${list}${difference}.`;
}

/** From a trend's first figure to its last: '+$10,950 (+23.8 %)'. */
function changeOf(table: DataTable, subject: TableSubject, ranking: Ranking): string {
  const [from, to] = [ranking.items[0]!.value, ranking.items.at(-1)!.value];
  const figure = `${to >= from ? '+' : ''}${formatFigure(to - from, columnOf(table, subject), subject)}`;
  const percent = percentText(from, to);
  // 'The percentage change': the percent is the figure, the amount beside it.
  if (subject.ranking?.percent && percent) return `${percent} (${figure})`;
  return `${figure}${percentChange(from, to)}`;
}

/**
 * How the answer was computed, in words: 'Sum of Revenue where Region is Coastal and Quarter
 * is Q2, 6 rows.'
 */
export function explain(table: DataTable, subject: TableSubject, computation: Computation): string {
  const where = describeFilters(table, subject.filters);
  const rows = plural(computation.selected, 'row');
  switch (computation.kind) {
    case 'values':
      return `${nameOf(table, subject.column)}${where}, ${rows}.`;
    case 'ranking':
      return explainRanking(table, subject, computation);
    case 'figure':
      if (subject.across) {
        const months = counted(computation.groups ?? 0, acrossNoun(table, subject));
        return `${measureWords(table, subject)}${where}, averaged over ${months} (${rows}).`;
      }
      if (subject.groupBy !== null) {
        const group = groupWords(table, subject);
        const groups = counted(computation.groups ?? 0, groupNoun(table, subject));
        const middle = subject.medianOfGroups ? 'Median' : 'Average';
        return `${middle} per ${group} of the ${measuresWords(table, subject).toLowerCase()}${where}, over ${groups} (${rows}).`;
      }
      if (subject.reduction === 'count') return `Count of rows${where}.`;
      if (subject.over)
        return `${sidesWords(table, subject, computation.sides)}, of ${rows}${where}.`;
      if (subject.reduction === 'share') {
        const part = describeFilters(table, subject.part ?? []);
        return `${measureWords(table, subject)}${part} (${plural(computation.rows.length, 'row')}), out of ${rows}${where}.`;
      }
      return `${measuresWords(table, subject)}${where}, ${rows}.`;
  }
}

const listed = (names: readonly string[], total: number) =>
  `${names.join(', ')}${total > names.length ? ` and ${total - names.length} more` : ''}`;

/** The items that share the first one's figure, it first. */
export function tiedFirst(items: readonly RankedItem[]): RankedItem[] {
  const [first] = items;
  if (!first || first.compared) return [];
  return items.filter((item) => item.value === first.value);
}

/** A result of many rows in a sentence; the rows themselves go to the reply's table. */
function summary(table: DataTable, subject: TableSubject, ranking: Ranking): string {
  const items = ranking.items.slice(0, ranking.named);
  const figure = (item: RankedItem) =>
    `${itemName(table, subject, item)} (${itemFigure(table, subject, item)})`;
  if (subject.within !== undefined) {
    const groups = new Set(items.map((item) => item.group)).size;
    const inner = groupNoun(table, subject, subject.within);
    const outer = counted(groups, groupNoun(table, subject));
    const limit = subject.ranking?.limit ?? null;
    // 'Top 3 products by Sum of Sales in each of 3 categories', 'The top sub-category by …',
    // '4 regions in each of 3 categories'.
    if (limit === null) {
      const inners = new Set(items.map((item) => item.label)).size;
      return `${measureWords(table, subject)} for ${counted(inners, inner)} across ${outer}`;
    }
    const top = limit === 1 ? `The top ${inner}` : `Top ${limit} ${pluralNoun(inner)}`;
    return `${top} by ${measureWords(table, subject)} in each of ${outer}`;
  }
  if (subject.having)
    return listed(
      items.slice(0, ANSWERED).map((item) => item.label),
      items.length,
    );
  const noun = groupNoun(table, subject);
  if (subject.ranking?.inGroupOrder) {
    const top = items.reduce((best, item) => (item.value > best.value ? item : best));
    const span = `${counted(items.length, noun)}, ${items[0]!.label} to ${items.at(-1)!.label}`;
    if (subject.ranking.change) return `${span}; change ${changeOf(table, subject, ranking)}`;
    // A running total's last period holds the whole.
    const last = items.at(-1)!;
    if (subject.ranking.cumulative)
      return `${span}; ${itemFigure(table, subject, last)} by ${last.label}`;
    return `${span}; highest ${figure(top)}`;
  }
  const first = extremeWord(subject, 'lowest', 'highest');
  if (subject.ranking?.limit === null)
    return `${counted(items.length, noun)}; ${first} ${figure(items[0]!)}`;
  // 'Bottom 5 products by profit': the lowest first.
  const end = extremeWord(subject, 'Bottom', 'Top');
  // 'What share of revenue came from the top 10 customers': their shares add up.
  const together =
    subject.reduction === 'share'
      ? `, ${formatFigure(
          items.reduce((total, item) => total + item.value, 0),
          columnOf(table, subject),
          subject,
        )} together`
      : '';
  return `${end} ${items.length} ${pluralNoun(noun)}${together}; first ${figure(items[0]!)}`;
}

/** How strong a correlation is, in the words a statistics course uses for |r|. */
function strengthOf(r: number): string {
  const size = Math.abs(r);
  if (size < 0.1) return 'no real correlation';
  const strength = size < 0.3 ? 'weak' : size < 0.5 ? 'moderate' : 'strong';
  return `a ${strength} ${r < 0 ? 'negative' : 'positive'} correlation`;
}

/** What a range spans: '18.25 to 118.75'. */
export function rangeEnds(
  table: DataTable,
  subject: TableSubject,
  rows: readonly number[],
): string {
  const ends = (['min', 'max'] as const).map((reduction) => {
    const end = { ...subject, reduction };
    return formatFigure(reduce(table, end, rows), columnOf(table, subject), end);
  });
  return ends.join(' to ');
}

/** 'sheet Sales of report.xlsx', or the file's name for a CSV. */
export function placeOf({ table, documentName }: VisibleTable): string {
  return table.sheet === null ? documentName : `sheet ${table.sheet} of ${documentName}`;
}

/** The figure or the names, first: '£412,380', 'Elmstead (1,234)', '4 regions; highest South ($241.82)'. */
export function answerText(
  table: DataTable,
  subject: TableSubject,
  computation: Computation,
): string {
  const column = columnOf(table, subject);
  switch (computation.kind) {
    case 'values':
      return computation.values.length === 0
        ? 'No rows match'
        : listed(computation.values.slice(0, ANSWERED), computation.values.length);
    case 'figure': {
      const count = subject.reduction === 'count' || subject.reduction === 'distinct';
      if (!count && (computation.selected === 0 || Number.isNaN(computation.value))) {
        return 'No rows match';
      }
      if (computation.also)
        return figuresBeside(table, subject, computation.value, computation.also);
      const figure = formatFigure(computation.value, column, subject);
      if (subject.reduction === 'correlation') return `${figure}, ${strengthOf(computation.value)}`;
      return subject.reduction === 'range'
        ? `${figure} (${rangeEnds(table, subject, computation.rows)})`
        : figure;
    }
    case 'ranking': {
      // 'How many customers placed more than 5 orders': how many groups were kept.
      if (subject.tally) return formatNumber(computation.items.length);
      if (computation.named === 0)
        return subject.having ? `No ${groupNoun(table, subject)} matches` : 'No rows match';
      const compared =
        subject.ranking?.limit === null && computation.named === 2 && !subject.having;
      // 'How did sales change from 2016 to 2017': the change first, not the two figures.
      if (computation.named > 1 && (!compared || subject.ranking?.change))
        return summary(table, subject, computation);
      const tied = computation.named === 1 ? tiedFirst(computation.items) : [];
      // 'Yang Yilin, Katie Ledecky and 28 more (15 each)': one name would hide the others.
      if (tied.length > 1) {
        const names = tied.slice(0, ANSWERED).map((item) => itemName(table, subject, item));
        return `${listed(names, tied.length)} (${itemFigure(table, subject, tied[0]!)} each)`;
      }
      const named = computation.items
        .slice(0, computation.named)
        .map((item) => `${itemName(table, subject, item)} (${itemFigure(table, subject, item)})`);
      if (compared && subject.ranking?.difference) {
        const [first, second] = computation.items;
        const gap = formatFigure(first!.value - second!.value, column, subject);
        return `${gap} between ${named.join(' and ')}`;
      }
      return listed(named, computation.named);
    }
  }
}

function rowRanges(rowNumbers: readonly number[]): { first: number; last: number }[] {
  const ranges: { first: number; last: number }[] = [];
  for (const row of rowNumbers) {
    const last = ranges.at(-1);
    if (last && row === last.last + 1) last.last = row;
    else ranges.push({ first: row, last: row });
  }
  return ranges;
}

/** The sheet and the rows used: each run of rows cited, or, when scattered, their span. */
export function citeRows(source: VisibleTable, rows: readonly number[]): Citation[] {
  const { sheet, inDocument, stacked } = source.table;
  if (stacked) return stacked.flatMap((_, index) => citeStacked(source, rows, index));
  const numbers = rows.map((row) => source.table.rowNumbers[row]!).sort((a, b) => a - b);
  let ranges = rowRanges(numbers);
  if (ranges.length > CITED_RANGES) {
    ranges = [
      ...ranges.slice(0, CITED_RANGES - 1),
      { first: ranges[CITED_RANGES - 1]!.first, last: ranges.at(-1)!.last },
    ];
  }
  return ranges.map(({ first, last }) => {
    const location: PassageLocation =
      sheet === null
        ? { kind: 'rows', first, last }
        : inDocument
          ? { kind: 'table-rows', table: sheet, first, last }
          : { kind: 'sheet-rows', sheet, first, last };
    return {
      documentId: source.documentId,
      documentName: source.documentName,
      location,
      locationLabel: formatLocation(location),
      classification: source.classification,
    };
  });
}

/** A stacked table's rows that come from its `part`-th sheet, cited in that sheet. */
function citeStacked(source: VisibleTable, rows: readonly number[], part: number): Citation[] {
  const sheets = source.table.stacked!;
  const from = sheets.slice(0, part).reduce((start, sheet) => start + sheet.rows, 0);
  const to = from + sheets[part]!.rows;
  const own = rows.filter((row) => row >= from && row < to).map((row) => row - from);
  if (own.length === 0) return [];
  const { sheet } = sheets[part]!;
  const table = { sheet, rowNumbers: source.table.rowNumbers.subarray(from, to), columns: [] };
  return citeRows({ ...source, table }, own);
}
