import type { ResultTable } from '@domain/result-table';
import type { ChatMessage, Citation, ReplyBlock } from '@machines/chat/chat.types';

/**
 * Answers and conversations as Markdown, for copying and export: the answer, the reply, the
 * passages quoted with their source, a table answer's rows, and the sources (file, page or rows,
 * level). Text is the chat's plain text: Markdown's own characters in it are escaped.
 */

const MARKDOWN_CHARACTERS = /[\\`*_[\]<>|#]/g;

function escape(text: string): string {
  return text.replace(MARKDOWN_CHARACTERS, '\\$&');
}

/** 'policy.pdf, page 4 · Confidential' */
export function citationText({ documentName, location, classification }: Citation): string {
  const place = location ? `${documentName}, ${location}` : documentName;
  return classification ? `${place} · ${classification}` : place;
}

function quoted(text: string): string {
  return text
    .split('\n')
    .map((line) => `> ${escape(line)}`)
    .join('\n');
}

function tableMarkdown(caption: string, { columns, rows }: ResultTable): string {
  const line = (cells: readonly string[]) => `| ${cells.map(escape).join(' | ')} |`;
  return [
    `**${escape(caption)}**`,
    '',
    line(columns),
    line(columns.map(() => '---')),
    ...rows.map(line),
  ].join('\n');
}

function blockMarkdown(block: ReplyBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return escape(block.text);
    case 'passage':
      return `${quoted(block.text)}\n>\n> — ${escape(citationText(block.citation))}`;
    case 'choices':
      return block.choices.map((choice) => `- ${escape(choice.label)}`).join('\n');
    case 'table':
      return tableMarkdown(block.caption, block.table);
    case 'summary':
      return block.sentences
        .map(({ text, citation }) => `- ${escape(text)} (${escape(citationText(citation))})`)
        .join('\n');
  }
}

/** Every source an answer cites, once each, in the order it cites them. */
function sourcesOf(message: ChatMessage): Citation[] {
  const cited = [
    ...(message.answer?.citations ?? []),
    ...(message.blocks ?? []).flatMap((block) =>
      block.kind === 'passage'
        ? [block.citation]
        : block.kind === 'summary'
          ? block.sentences.map((sentence) => sentence.citation)
          : [],
    ),
  ];
  const seen = new Set<string>();
  return cited.filter((citation) => {
    const key = citationText(citation);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** One reply as Markdown: the answer first, as the chat shows it, then its sources. */
export function answerMarkdown(message: ChatMessage): string {
  const sources = sourcesOf(message);
  return [
    ...(message.answer ? [`**${escape(message.answer.text)}**`] : []),
    escape(message.content),
    ...(message.blocks ?? []).map(blockMarkdown),
    ...(sources.length
      ? [`Sources:\n${sources.map((c) => `- ${escape(citationText(c))}`).join('\n')}`]
      : []),
  ].join('\n\n');
}

function stamp(timestamp: string): string {
  const time = new Date(timestamp);
  if (Number.isNaN(time.getTime())) return timestamp;
  return `${time.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** A whole conversation as Markdown: its title, then each message under who said it and when. */
export function conversationMarkdown(
  title: string,
  messages: readonly ChatMessage[],
  agentName: string,
): string {
  const sections = messages.map((message) => {
    const who = message.author === 'user' ? 'You' : agentName;
    const body = message.author === 'agent' ? answerMarkdown(message) : escape(message.content);
    return `### ${escape(who)} · ${stamp(message.timestamp)}\n\n${body}`;
  });
  return [`# ${escape(title)}`, ...sections].join('\n\n') + '\n';
}
