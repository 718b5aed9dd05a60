import { Button, ScrollArea, Stack } from '@mantine/core';
import { memo, useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '@machines/chat/chat.types';
import { MessageBubble } from './MessageBubble';
import type { ReplyChoice } from '@machines/chat/chat.types';
import { TypingIndicator } from './TypingIndicator';

interface MessageListProps {
  messages: readonly ChatMessage[];
  typing: boolean;
  /** What the log shows is about to be replaced (a kept conversation is read): aria-busy. */
  busy?: boolean;
  agentName: string;
  /** Sends a choice button's reading (choices wait while the agent is typing). */
  onChoose?: (choice: ReplyChoice) => void;
}

/** Messages drawn at first: a long conversation reopens at once, earlier ones a click away. */
export const RECENT_MESSAGES = 50;

/** An agent's reply to something the person asked (not a greeting, not an upload's report). */
function answersQuestion(message: ChatMessage, previous: ChatMessage | undefined): boolean {
  return message.author === 'agent' && previous?.author === 'user' && !previous.attachment;
}

/**
 * The conversation, newest at the bottom, its latest RECENT_MESSAGES first; it scrolls to each
 * new message. Drawn again only when its own props change (not for a keystroke in the composer
 * or a drawer opening beside it). Key it by conversation: another one starts from its latest.
 */
export const MessageList = memo(function MessageList({
  messages,
  typing,
  busy = false,
  agentName,
  onChoose,
}: MessageListProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const lastMessage = messages.at(-1);
  const [limit, setLimit] = useState(RECENT_MESSAGES);
  const hidden = Math.max(0, messages.length - limit);

  useEffect(() => {
    const element = viewport.current;
    element?.scrollTo({ top: element.scrollHeight, behavior: 'smooth' });
  }, [lastMessage, typing]);

  return (
    <ScrollArea
      viewportRef={viewport}
      type="auto"
      offsetScrollbars="y"
      style={{ flex: 1, minHeight: 0 }}
      // The log is the scrolling element, so keyboard users can scroll it too.
      viewportProps={{
        role: 'log',
        'aria-label': `Conversation with ${agentName}`,
        'aria-busy': busy,
        tabIndex: 0,
      }}
    >
      <Stack gap="sm" p="md">
        {hidden > 0 && (
          <Button
            variant="subtle"
            size="xs"
            style={{ alignSelf: 'center' }}
            onClick={() => setLimit((shown) => shown + RECENT_MESSAGES)}
          >
            Show {Math.min(hidden, RECENT_MESSAGES)} earlier messages
          </Button>
        )}
        {messages.slice(hidden).map((message, index) => (
          <MessageBubble
            key={message.id}
            message={message}
            agentName={agentName}
            copyable={answersQuestion(message, messages[hidden + index - 1])}
            onChoose={onChoose}
            choicesDisabled={typing}
          />
        ))}
        {typing && <TypingIndicator agentName={agentName} />}
      </Stack>
    </ScrollArea>
  );
});
