import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { ChatComposer } from './ChatComposer';
import { MessageList } from './MessageList';
import type { Chat } from './useChat';

interface ChatPanelProps {
  chat: Chat;
  agentName: string;
  placeholder: string;
  /** Buttons before the input, such as 'Attach document'. */
  composerLeftSection?: ReactNode;
  /** What stands just above the input, such as the documents a question is narrowed to. */
  composerTop?: ReactNode;
}

/** The conversation and its input, filling the height it is given. */
export function ChatPanel({
  chat,
  agentName,
  placeholder,
  composerLeftSection,
  composerTop,
}: ChatPanelProps) {
  return (
    <Stack gap={0} h="100%" mih={0}>
      <MessageList
        key={chat.conversationId}
        messages={chat.messages}
        typing={chat.typing}
        busy={chat.restoring}
        agentName={agentName}
        onChoose={chat.choose}
      />
      {composerTop}
      <ChatComposer
        value={chat.draft}
        onChange={chat.changeDraft}
        onSend={chat.send}
        canSend={chat.canSend}
        placeholder={placeholder}
        leftSection={composerLeftSection}
      />
    </Stack>
  );
}
