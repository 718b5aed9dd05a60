import { act, screen, waitFor, within } from '@testing-library/react';
import { fromPromise, SimulatedClock } from 'xstate';
import { cannedReply } from '@machines/chat/canned-responder';
import { REPLY_DELAY_MS } from '@machines/chat/chat.machine';
import type { AgentReply, RespondInput } from '@machines/chat/chat.types';
import type { DocumentsReply, ResultTable } from '@/lib/documents/types';
import { FIRST_ROWS } from '@/components/chat/ResultTableBlock';
import { sendMessage } from '@/test/documents/document-chat';
import { tableSubject } from '@/test/documents/table-subject';
import { openAgentChat, renderInApp, startTestApp, TEST_OWNER } from '@/test/system';
import { DocumentChat } from './DocumentChat';
import { toAgentReply } from './documents-responder';

/** Table answers as a person sees them in the documents chat: every row, and a chart. */

const BY_REGION: ResultTable = {
  columns: ['Region', 'Average of Sales'],
  rows: [
    ['West', '$226.49'],
    ['East', '$238.34'],
    ['Central', '$215.77'],
    ['South', '$241.80'],
  ],
  values: [226.49, 238.34, 215.77, 241.8],
  chart: 'bar',
};

function tableAnswer(table: ResultTable): Extract<DocumentsReply, { kind: 'table-answer' }> {
  return {
    kind: 'table-answer',
    question: 'What is the average sales by region?',
    answer: 'South ($241.80)',
    explanation: 'Average of Sales by Region, 9,994 rows.',
    citations: [
      {
        documentId: 'superstore',
        documentName: 'superstore.csv',
        location: { kind: 'rows', first: 2, last: 9995 },
        locationLabel: 'rows 2-9995',
        classification: 'Public',
      },
    ],
    subject: tableSubject({ documentId: 'superstore', reduction: 'average', groupBy: 0 }),
    value: 241.8,
    names: ['South'],
    alternatives: [],
    table,
  };
}

/** The documents chat whose engine answers every question with `reply`; returns the answer. */
async function askWithReply(reply: DocumentsReply) {
  const clock = new SimulatedClock();
  const respond = fromPromise<AgentReply, RespondInput>(({ input }) =>
    toAgentReply(reply, () => cannedReply(input.agentId, () => 0)),
  );
  const { app } = startTestApp({
    user: TEST_OWNER,
    clock,
    effects: { chat: { actors: { respond } } },
  });
  const chatRef = await openAgentChat(app, 'documents');
  const { user } = renderInApp(<DocumentChat chatRef={chatRef} onBack={() => {}} />, { app });
  await sendMessage(user, screen.getByPlaceholderText('Type your message here...'), reply.question);
  act(() => clock.increment(REPLY_DELAY_MS));
  const log = screen.getByRole('log');
  await waitFor(() => expect(within(log).getAllByRole('article')).toHaveLength(3));
  return { answer: within(log).getAllByRole('article').at(-1)!, user };
}

const cellTexts = (row: HTMLElement) =>
  [...within(row).queryAllByRole('columnheader'), ...within(row).queryAllByRole('cell')].map(
    (cell) => cell.textContent,
  );

describe('a table answer in the documents chat', () => {
  it('shows every row under its headings, numbers right-aligned, with how and where from', async () => {
    const { answer } = await askWithReply(tableAnswer(BY_REGION));
    const table = within(answer).getByRole('table', { name: 'Average of Sales by Region' });
    const [header, ...rows] = within(table).getAllByRole('row');
    expect(cellTexts(header!)).toEqual(['Region', 'Average of Sales']);
    expect(rows.map(cellTexts)).toEqual(BY_REGION.rows);
    expect(within(table).getByRole('columnheader', { name: 'Average of Sales' })).toHaveStyle({
      textAlign: 'right',
    });
    expect(within(table).getByRole('cell', { name: '$238.34' })).toHaveStyle({
      textAlign: 'right',
    });
    expect(within(table).getByRole('cell', { name: 'East' })).toHaveStyle({ textAlign: 'left' });

    expect(answer.querySelector('mark')).toHaveTextContent('South ($241.80)');
    expect(answer).toHaveTextContent('Average of Sales by Region, 9,994 rows.');
    expect(within(answer).getByText('superstore.csv · rows 2-9995')).toBeInTheDocument();
    expect(within(answer).queryByRole('button', { name: /Show all/ })).toBeNull();
  });

  it('draws a group-by as a bar chart named after what it shows', async () => {
    const { answer } = await askWithReply(tableAnswer(BY_REGION));
    expect(
      await within(answer).findByRole(
        'figure',
        { name: 'Bar chart of Average of Sales by Region. Every figure is in the table below.' },
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
  });

  it('shows the first rows of a long trend, all of them when asked, and draws a line', async () => {
    const months = Array.from({ length: 48 }, (_, index) => {
      const month = `${2014 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
      return [month, `$${(1000 + index * 10).toLocaleString('en')}`];
    });
    const trend: ResultTable = {
      columns: ['Order Date', 'Sum of Sales'],
      rows: months,
      values: months.map((_, index) => 1000 + index * 10),
      chart: 'line',
    };
    const { answer, user } = await askWithReply(tableAnswer(trend));
    const table = within(answer).getByRole('table', { name: 'Sum of Sales by Order Date' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + FIRST_ROWS);
    expect(within(table).getByRole('cell', { name: '2014-01' })).toHaveStyle({ textAlign: 'left' });

    await user.click(within(answer).getByRole('button', { name: 'Show all 48 rows' }));
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 48);
    expect(within(table).getByRole('cell', { name: '2017-12' })).toBeInTheDocument();
    await user.click(
      within(answer).getByRole('button', { name: `Show the first ${FIRST_ROWS} rows` }),
    );
    expect(within(table).getAllByRole('row')).toHaveLength(1 + FIRST_ROWS);

    expect(
      await within(answer).findByRole(
        'figure',
        { name: /^Line chart of Sum of Sales by Order Date/ },
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
  });

  it('shows a table without a chart when the engine says a table reads better', async () => {
    const { answer } = await askWithReply(tableAnswer({ ...BY_REGION, chart: null }));
    expect(
      within(answer).getByRole('table', { name: 'Average of Sales by Region' }),
    ).toBeInTheDocument();
    expect(within(answer).queryByRole('figure')).toBeNull();
    expect(within(answer).queryByLabelText('Loading the chart')).toBeNull();
  });

  it('offers the reading it did not take (the other date column) as a button', async () => {
    const other = tableSubject({ documentId: 'superstore', reduction: 'sum' });
    const { answer } = await askWithReply({
      ...tableAnswer(BY_REGION),
      alternatives: [{ label: 'Use Ship Date instead', subject: other }],
    });
    expect(
      within(answer).getByRole('button', { name: 'Use Ship Date instead' }),
    ).toBeInTheDocument();
    expect(within(answer).getByRole('table')).toBeInTheDocument();
  });
});
