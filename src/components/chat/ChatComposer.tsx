import { ActionIcon, Group, Textarea, Tooltip } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import type { KeyboardEvent, ReactNode } from 'react';

interface ChatComposerProps {
  value: string;
  onChange: (text: string) => void;
  onSend: () => void;
  canSend: boolean;
  placeholder: string;
  /** Buttons before the input, such as 'Attach document'. */
  leftSection?: ReactNode;
}

/** The message input: Enter sends, Shift+Enter starts a new line; send is disabled when it cannot. */
export function ChatComposer({
  value,
  onChange,
  onSend,
  canSend,
  placeholder,
  leftSection,
}: ChatComposerProps) {
  const sendOnEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onSend();
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <Group gap="xs" align="flex-end" wrap="nowrap" p="sm">
        {leftSection}
        <Textarea
          aria-label="Message"
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          onKeyDown={sendOnEnter}
          required
          autosize
          minRows={1}
          maxRows={6}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Tooltip label="Send message">
          <ActionIcon type="submit" size={36} aria-label="Send message" disabled={!canSend}>
            <IconSend size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    </form>
  );
}
