import { Button, Drawer, Group, Loader, Menu, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconDownload, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConversationItem } from './ConversationItem';
import { exportConversation, type ExportFormat } from './conversation-export';
import type { Conversations } from './useConversations';

/** Rows shown at first: a list of a thousand opens at once, the rest a click away. */
export const CONVERSATIONS_SHOWN = 20;

function ExportMenu({
  onExport,
  disabled,
}: {
  onExport: (format: ExportFormat) => void;
  disabled: boolean;
}) {
  return (
    <Menu position="bottom-end" withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          size="xs"
          variant="default"
          disabled={disabled}
          leftSection={<IconDownload size={14} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          Export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>This conversation</Menu.Label>
        <Menu.Item onClick={() => onExport('markdown')}>Markdown (.md)</Menu.Item>
        <Menu.Item onClick={() => onExport('json')}>JSON (.json)</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * 'Conversations': start a new one, export the one on screen, and every kept one, the last used
 * first, to open, rename or delete (after a confirmation). Opening one, or a new one, closes it.
 */
export function ConversationsDrawer({
  opened,
  onClose,
  conversations,
  agentName,
}: {
  opened: boolean;
  onClose: () => void;
  conversations: Conversations;
  agentName: string;
}) {
  const [shown, setShown] = useState(CONVERSATIONS_SHOWN);
  const { conversations: list, currentId, loaded } = conversations;
  const currentKept = list.some((c) => c.id === currentId);
  const left = list.length - shown;
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Conversations"
      position="left"
      closeButtonProps={{ 'aria-label': 'Close conversations' }}
    >
      <Group gap="xs" mb="sm">
        <Button
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={!conversations.canStartNew}
          onClick={() => {
            conversations.startNew();
            onClose();
          }}
        >
          New conversation
        </Button>
        <ExportMenu
          disabled={!currentKept}
          onExport={(format) => exportConversation(conversations.current(), agentName, format)}
        />
      </Group>
      {!loaded ? (
        <Group gap="xs">
          <Loader size="sm" aria-hidden />
          <Text size="sm">Loading conversations…</Text>
        </Group>
      ) : list.length === 0 ? (
        <Text size="sm" c="dimmed">
          No conversations yet. Ask a question and it is kept here.
        </Text>
      ) : (
        <Stack
          component="ul"
          aria-label="Your conversations"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {list.slice(0, shown).map((conversation) => (
            <ConversationItem
              key={conversation.id}
              conversation={conversation}
              current={conversation.id === currentId}
              canOpen={conversations.canSwitch}
              canDelete={conversations.canDelete(conversation.id)}
              onOpen={() => {
                if (conversation.id !== currentId) conversations.open(conversation.id);
                onClose();
              }}
              onRename={(title) => conversations.rename(conversation.id, title)}
              onDelete={() => conversations.remove(conversation.id)}
            />
          ))}
        </Stack>
      )}
      {left > 0 && (
        <Button
          variant="subtle"
          size="xs"
          mt="sm"
          onClick={() => setShown((count) => count + CONVERSATIONS_SHOWN)}
        >
          Show {Math.min(left, CONVERSATIONS_SHOWN)} more of {left}
        </Button>
      )}
    </Drawer>
  );
}
