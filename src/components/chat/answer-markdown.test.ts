import type { ChatMessage } from '@machines/chat/chat.types';
import { answerMarkdown, conversationMarkdown } from './answer-markdown';

const policy = {
  documentId: 'doc-1',
  documentName: 'returns_policy.pdf',
  location: 'page 4',
  classification: 'Confidential',
} as const;
const sales = {
  documentId: 'doc-2',
  documentName: 'q3-sales.xlsx',
  location: 'sheet Sales, rows 14-19',
  classification: 'Classified',
} as const;

const passageAnswer: ChatMessage = {
  id: 'm3',
  author: 'agent',
  content: 'I found this in 1 document.',
  timestamp: '2025-05-01T09:00:02.000Z',
  answer: { text: '30 days', citations: [policy] },
  blocks: [
    {
      kind: 'passage',
      text: 'Returns are accepted within *30 days*.\nKeep the receipt.',
      highlights: [],
      citation: policy,
    },
  ],
};

const tableAnswer: ChatMessage = {
  id: 'm5',
  author: 'agent',
  content: 'Average of Sales by Region, 2 rows.',
  timestamp: '2025-05-01T09:01:02.000Z',
  answer: { text: 'East: 1,200', citations: [sales] },
  blocks: [
    {
      kind: 'table',
      caption: 'Average of Sales by Region',
      table: {
        columns: ['Region', 'Average of Sales'],
        rows: [
          ['East', '1,200'],
          ['West | North', '900'],
        ],
        values: [1200, 900],
        chart: 'bar',
      },
    },
  ],
};

describe('answer Markdown', () => {
  it('gives the answer, the reply, the quoted passage and each source with its place and level', () => {
    expect(answerMarkdown(passageAnswer)).toBe(
      [
        '**30 days**',
        'I found this in 1 document.',
        '> Returns are accepted within \\*30 days\\*.\n> Keep the receipt.\n>\n> — returns\\_policy.pdf, page 4 · Confidential',
        'Sources:\n- returns\\_policy.pdf, page 4 · Confidential',
      ].join('\n\n'),
    );
  });

  it("gives a table answer's rows as a Markdown table, its cells escaped", () => {
    expect(answerMarkdown(tableAnswer)).toBe(
      [
        '**East: 1,200**',
        'Average of Sales by Region, 2 rows.',
        [
          '**Average of Sales by Region**',
          '',
          '| Region | Average of Sales |',
          '| --- | --- |',
          '| East | 1,200 |',
          '| West \\| North | 900 |',
        ].join('\n'),
        'Sources:\n- q3-sales.xlsx, sheet Sales, rows 14-19 · Classified',
      ].join('\n\n'),
    );
  });

  it("gives a summary's sentences as a list, each with its source, and lists those sources", () => {
    const summary: ChatMessage = {
      id: 'm7',
      author: 'agent',
      content: 'A summary of 2 passages.',
      timestamp: '2025-05-01T09:02:02.000Z',
      blocks: [
        {
          kind: 'summary',
          sentences: [
            { text: 'Returns take 30 days.', citation: policy },
            { text: 'Sales rose in Q3.', citation: sales },
          ],
        },
      ],
    };
    expect(answerMarkdown(summary)).toBe(
      [
        'A summary of 2 passages.',
        '- Returns take 30 days. (returns\\_policy.pdf, page 4 · Confidential)\n- Sales rose in Q3. (q3-sales.xlsx, sheet Sales, rows 14-19 · Classified)',
        'Sources:\n- returns\\_policy.pdf, page 4 · Confidential\n- q3-sales.xlsx, sheet Sales, rows 14-19 · Classified',
      ].join('\n\n'),
    );
  });

  it('a reply without sources is its text alone', () => {
    expect(
      answerMarkdown({ id: 'm2', author: 'agent', content: 'Hello # there', timestamp: '' }),
    ).toBe('Hello \\# there');
  });

  it('a conversation: its title, then who said what and when', () => {
    const question: ChatMessage = {
      id: 'm2',
      author: 'user',
      content: 'How long are returns?',
      timestamp: '2025-05-01T09:00:00.000Z',
    };
    expect(conversationMarkdown('Returns', [question, passageAnswer], 'Chat to Documents')).toBe(
      [
        '# Returns',
        '### You · 2025-05-01 09:00 UTC\n\nHow long are returns?',
        `### Chat to Documents · 2025-05-01 09:00 UTC\n\n${answerMarkdown(passageAnswer)}`,
      ].join('\n\n') + '\n',
    );
  });
});
