import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { ChatMessage, Citation, ReplyChoice } from '@machines/chat/chat.types';
import { renderWithProviders } from '@/test/render';
import { ChatComposer } from './ChatComposer';
import { CitationLabel } from './CitationLabel';
import { CitationOpenerProvider } from './citation-opener';
import { HighlightedText, splitHighlights } from './HighlightedText';
import { MessageBubble } from './MessageBubble';
import { MessageList, RECENT_MESSAGES } from './MessageList';
import { formatMessageTime } from './message-time';
import { WaitingDocumentsProvider } from './waiting-documents';

const PAYLOADS = [
  '<script>window.__pwned = true</script>',
  '<img src=x onerror="window.__pwned = true">',
];

function message(overrides: Partial<ChatMessage>): ChatMessage {
  return {
    id: 'm1',
    author: 'user',
    content: 'Hello',
    timestamp: '2025-05-01T09:41:00.000Z',
    ...overrides,
  };
}

describe('MessageBubble', () => {
  it.each(PAYLOADS)('renders %s as text, never as HTML', (payload) => {
    const { container } = renderWithProviders(
      <MessageBubble
        message={message({
          content: payload,
          attachment: {
            documentId: 'd',
            name: payload,
            sizeBytes: 1,
            classification: 'Public',
            status: 'processing',
          },
        })}
        agentName="Agent"
      />,
    );
    expect(screen.getByText(payload)).toBeInTheDocument();
    expect(container.querySelector('script, img')).toBeNull();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it("puts the user's messages on the right and the agent's on the left, with the time", () => {
    renderWithProviders(
      <>
        <MessageBubble message={message({ id: 'a', content: 'Mine' })} agentName="Sales" />
        <MessageBubble
          message={message({ id: 'b', author: 'agent', content: 'Theirs' })}
          agentName="Sales"
        />
      </>,
    );
    const [mine, theirs] = screen.getAllByRole('article');
    expect(mine).toHaveAccessibleName('You');
    expect(mine).toHaveStyle({ justifyContent: 'flex-end' });
    expect(theirs).toHaveAccessibleName('Sales');
    expect(theirs).toHaveStyle({ justifyContent: 'flex-start' });
    const time = within(mine!).getByText(formatMessageTime('2025-05-01T09:41:00.000Z'));
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2025-05-01T09:41:00.000Z');
  });

  it('wraps long words instead of widening the layout', () => {
    const long = 'x'.repeat(500);
    renderWithProviders(<MessageBubble message={message({ content: long })} agentName="A" />);
    expect(screen.getByText(long)).toHaveClass('wrap-anywhere');
  });

  it.each([
    ['processing', 'Processing…'],
    ['ready', 'Ready'],
    ['stored', 'Not searchable'],
    ['failed', 'Failed'],
    ['cancelled', 'Cancelled'],
  ] as const)('shows where a document upload stands: %s', (status, shown) => {
    renderWithProviders(
      <MessageBubble
        message={message({
          attachment: {
            documentId: 'd',
            name: 'a.txt',
            sizeBytes: 1,
            classification: 'Public',
            status,
          },
        })}
        agentName="A"
      />,
    );
    expect(screen.getByRole('article')).toHaveTextContent(`Hello${shown}`);
  });

  it('says Waiting of a document still waiting for its turn', () => {
    renderWithProviders(
      <WaitingDocumentsProvider value={new Set(['waits'])}>
        {(['now', 'waits'] as const).map((documentId) => (
          <MessageBubble
            key={documentId}
            message={message({
              attachment: {
                documentId,
                name: `${documentId}.txt`,
                sizeBytes: 1,
                classification: 'Public',
                status: 'processing',
              },
            })}
            agentName="A"
          />
        ))}
      </WaitingDocumentsProvider>,
    );
    const [now, waits] = screen.getAllByRole('article');
    expect(now).toHaveTextContent('Processing…');
    expect(waits).toHaveTextContent('Waiting');
    expect(waits).not.toHaveTextContent('Processing…');
  });

  it('renders passages with highlighted words and their citation', () => {
    const { container } = renderWithProviders(
      <MessageBubble
        message={message({
          author: 'agent',
          content: 'Here is what I found:',
          blocks: [
            { kind: 'paragraph', text: PAYLOADS[1]! },
            {
              kind: 'passage',
              text: 'Returns are accepted within 30 days.',
              highlights: [{ start: 0, end: 7 }],
              citation: {
                documentId: 'd',
                documentName: 'returns.pdf',
                location: 'page 2',
                classification: 'Confidential',
              },
            },
          ],
        })}
        agentName="Docs"
      />,
    );
    expect(container.querySelector('mark')).toHaveTextContent('Returns');
    expect(screen.getByText('returns.pdf · page 2')).toBeInTheDocument();
    expect(screen.getByText('Confidential')).toBeInTheDocument();
    expect(screen.getByText(PAYLOADS[1]!)).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });
});

describe('answers and choices', () => {
  const subject = (tableIndex: number) => ({
    documentId: 'doc-1',
    tableIndex,
    column: 1,
    reduction: 'sum' as const,
    filters: [],
    groupBy: null,
    ranking: null,
  });

  it('leads with the answer, highlighted, with the sheet and rows it comes from', () => {
    const { container } = renderWithProviders(
      <MessageBubble
        message={message({
          author: 'agent',
          content: 'Sum of Revenue where Region is Coastal and Quarter is Q2, 6 rows.',
          answer: {
            text: '£412,380',
            citations: [
              {
                documentId: 'd',
                documentName: 'sales.xlsx',
                location: 'sheet Sales, rows 14-19',
                sheet: 'Sales',
                rows: { first: 14, last: 19 },
                classification: 'Confidential',
              },
            ],
          },
        })}
        agentName="Docs"
      />,
    );
    const bubble = screen.getByRole('article');
    expect(container.querySelector('mark')).toHaveTextContent('£412,380');
    expect(bubble.textContent!.indexOf('£412,380')).toBeLessThan(
      bubble.textContent!.indexOf('Sum of Revenue'),
    );
    expect(screen.getByText('sales.xlsx · sheet Sales, rows 14-19')).toBeInTheDocument();
    expect(screen.getByText('Confidential')).toBeInTheDocument();
  });

  it('shows a summary as a list of sentences, each with the place it comes from', () => {
    const citation = (location: string) => ({
      documentId: 'd',
      documentName: 'handbook.md',
      location,
      classification: 'Public' as const,
    });
    renderWithProviders(
      <MessageBubble
        message={message({
          author: 'agent',
          content: 'Summarised from 2 passages in the one document you can search.',
          blocks: [
            {
              kind: 'summary',
              sentences: [
                {
                  text: 'You accrue four hours per pay period.',
                  citation: citation('Sick leave, paragraphs 4-6'),
                },
                { text: 'There is no maximum.', citation: citation('Sick leave, paragraphs 7-8') },
              ],
            },
          ],
        })}
        agentName="Docs"
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Summary' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'You accrue four hours per pay period.handbook.md · Sick leave, paragraphs 4-6Public',
      'There is no maximum.handbook.md · Sick leave, paragraphs 7-8Public',
    ]);
  });

  it('offers the readings of an ambiguous question as buttons; a click sends the chosen one', async () => {
    const chosen: ReplyChoice[] = [];
    const choices = [
      { label: 'sheet Spring of sales.xlsx', subject: subject(0) },
      { label: 'sheet Summer of sales.xlsx', subject: subject(1) },
    ];
    const bubble = (choicesDisabled: boolean) => (
      <MessageBubble
        message={message({
          author: 'agent',
          content: 'That is in more than one table. Which one do you mean?',
          blocks: [{ kind: 'choices', choices }],
        })}
        agentName="Docs"
        onChoose={(choice) => chosen.push(choice)}
        choicesDisabled={choicesDisabled}
      />
    );
    const { user, rerender } = renderWithProviders(bubble(false));
    const group = screen.getByRole('group', { name: 'Choose one' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['sheet Spring of sales.xlsx', 'sheet Summer of sales.xlsx']);
    await user.click(within(group).getByRole('button', { name: 'sheet Summer of sales.xlsx' }));
    expect(chosen).toEqual([choices[1]]);
    rerender(bubble(true));
    expect(screen.getByRole('button', { name: 'sheet Spring of sales.xlsx' })).toBeDisabled();
  });
});

describe('splitHighlights', () => {
  it('splits around ranges, clamps them and trims overlaps', () => {
    expect(splitHighlights('abcdef', [{ start: 1, end: 3 }])).toEqual([
      { text: 'a', marked: false },
      { text: 'bc', marked: true },
      { text: 'def', marked: false },
    ]);
    expect(
      splitHighlights('abcdef', [
        { start: 4, end: 99 },
        { start: -5, end: 2 },
        { start: 1, end: 3 },
        { start: 3, end: 3 },
      ]),
    ).toEqual([
      { text: 'ab', marked: true },
      { text: 'c', marked: true },
      { text: 'd', marked: false },
      { text: 'ef', marked: true },
    ]);
    expect(splitHighlights('', [{ start: 0, end: 4 }])).toEqual([]);
  });

  it('keeps every character, in order', () => {
    const text = 'The quick brown fox';
    const pieces = splitHighlights(text, [
      { start: 4, end: 9 },
      { start: 6, end: 12 },
    ]);
    expect(pieces.map((p) => p.text).join('')).toBe(text);
  });

  it('renders marks as text', () => {
    const { container } = renderWithProviders(
      <p>
        <HighlightedText text="<b>bold</b> move" ranges={[{ start: 0, end: 11 }]} />
      </p>,
    );
    expect(container.querySelector('mark')).toHaveTextContent('<b>bold</b>');
    expect(container.querySelector('b')).toBeNull();
  });
});

function Composer({ onSend }: { onSend: (text: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <ChatComposer
      value={value}
      onChange={setValue}
      onSend={() => {
        if (value.trim()) onSend(value);
        setValue('');
      }}
      canSend={value.trim() !== ''}
      placeholder="Type your message here..."
    />
  );
}

describe('ChatComposer', () => {
  it('disables send while the text is blank', async () => {
    const { user } = renderWithProviders(<Composer onSend={() => {}} />);
    const send = screen.getByRole('button', { name: 'Send message' });
    expect(send).toBeDisabled();
    await user.type(screen.getByPlaceholderText('Type your message here...'), '   ');
    expect(send).toBeDisabled();
    await user.type(screen.getByPlaceholderText('Type your message here...'), 'hi');
    expect(send).toBeEnabled();
  });

  it('sends on Enter and starts a new line on Shift+Enter', async () => {
    const sent: string[] = [];
    const { user } = renderWithProviders(<Composer onSend={(text) => sent.push(text)} />);
    const input = screen.getByPlaceholderText('Type your message here...');
    await user.type(input, 'line one{Shift>}{Enter}{/Shift}line two');
    expect(input).toHaveValue('line one\nline two');
    expect(sent).toEqual([]);
    await user.type(input, '{Enter}');
    expect(sent).toEqual(['line one\nline two']);
    expect(input).toHaveValue('');
  });

  it('sends with the send button', async () => {
    const sent: string[] = [];
    const { user } = renderWithProviders(<Composer onSend={(text) => sent.push(text)} />);
    await user.type(screen.getByPlaceholderText('Type your message here...'), 'hello');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(sent).toEqual(['hello']);
  });
});

describe('MessageList', () => {
  it('scrolls to the newest message and to the typing indicator', () => {
    const scrollTo = vi.spyOn(HTMLElement.prototype, 'scrollTo');
    const first = [message({ id: 'm1' })];
    const { rerender } = renderWithProviders(
      <MessageList messages={first} typing={false} agentName="Docs" />,
    );
    const calls = scrollTo.mock.calls.length;
    rerender(<MessageList messages={first} typing agentName="Docs" />);
    expect(screen.getByText('Docs is typing…')).toBeInTheDocument();
    expect(scrollTo.mock.calls.length).toBeGreaterThan(calls);
    const before = scrollTo.mock.calls.length;
    rerender(
      <MessageList
        messages={[...first, message({ id: 'm2', content: 'new' })]}
        typing={false}
        agentName="Docs"
      />,
    );
    expect(scrollTo.mock.calls.length).toBeGreaterThan(before);
    expect(screen.getByRole('log', { name: 'Conversation with Docs' })).toBeInTheDocument();
    scrollTo.mockRestore();
  });

  it('draws the latest messages of a long conversation first, the earlier ones on request', async () => {
    // Questions and answers by turns: m1 asks, m2 answers, ...
    const messages = Array.from({ length: RECENT_MESSAGES * 2 + 21 }, (_, index) =>
      message({
        id: `m${index + 1}`,
        author: index % 2 === 0 ? 'user' : 'agent',
        content: `Message ${index + 1}`,
      }),
    );
    const { user } = renderWithProviders(
      <MessageList messages={messages} typing={false} agentName="Docs" />,
    );
    const shown = () => within(screen.getByRole('log')).getAllByRole('article');
    expect(shown()).toHaveLength(RECENT_MESSAGES);
    expect(shown().at(-1)).toHaveTextContent(`Message ${messages.length}`);
    // The first message drawn answers a question that is not drawn: it can still be copied.
    expect(shown()[0]).toHaveAccessibleName('Docs');
    expect(within(shown()[0]!).getByRole('button', { name: 'Copy answer' })).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: `Show ${RECENT_MESSAGES} earlier messages` }),
    );
    expect(shown()).toHaveLength(RECENT_MESSAGES * 2);
    await user.click(screen.getByRole('button', { name: 'Show 21 earlier messages' }));
    expect(shown()).toHaveLength(messages.length);
    expect(shown()[0]).toHaveTextContent('Message 1');
    expect(screen.queryByRole('button', { name: /earlier messages/ })).not.toBeInTheDocument();
  });
});

describe('CitationLabel', () => {
  const citation: Citation = {
    documentId: 'd',
    documentName: 'returns.pdf',
    location: 'page 2',
    classification: 'Confidential',
    passageId: '7',
  };

  it('is text where no viewer can open the source', () => {
    renderWithProviders(<CitationLabel citation={citation} />);
    expect(screen.getByText('returns.pdf · page 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Open source/ })).toBeNull();
  });

  it('is a button that opens the source where a viewer is provided', async () => {
    const opened: [Citation, HTMLElement][] = [];
    const { user } = renderWithProviders(
      <CitationOpenerProvider value={(cited, from) => opened.push([cited, from])}>
        <CitationLabel citation={citation} />
      </CitationOpenerProvider>,
    );
    const control = screen.getByRole('button', { name: 'Open source: returns.pdf, page 2' });
    expect(control).toHaveTextContent('returns.pdf · page 2');
    await user.click(control);
    expect(opened).toEqual([[citation, control]]);
  });
});
