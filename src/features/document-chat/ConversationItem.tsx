import {
  ActionIcon,
  Button,
  Group,
  Menu,
  Paper,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import type { ConversationSummary } from '@machines/chat/chat.types';
import { formatLastUsed } from './last-used';

interface ConversationItemProps {
  conversation: ConversationSummary;
  current: boolean;
  canOpen: boolean;
  canDelete: boolean;
  onOpen: () => void;
  onRename: (title: string) => void;
  onDelete: () => void;
}

function RenameForm({
  title,
  onSave,
  onCancel,
}: {
  title: string;
  onSave: (title: string) => void;
  onCancel: () => void;
}) {
  const [value, setValue] = useState(title);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) onSave(value);
  };
  return (
    <form onSubmit={submit}>
      <TextInput
        size="xs"
        aria-label={`New name for ${title}`}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        onKeyDown={(event) => {
          // Escape leaves the renaming, not the drawer.
          if (event.key === 'Escape') {
            event.stopPropagation();
            onCancel();
          }
        }}
        data-autofocus
        autoFocus
      />
      <Group gap="xs" mt="xs" justify="flex-end">
        <Button size="compact-xs" variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button size="compact-xs" type="submit" disabled={!value.trim()}>
          Save
        </Button>
      </Group>
    </form>
  );
}

function DeleteConfirmation({
  title,
  onDelete,
  onKeep,
}: {
  title: string;
  onDelete: () => void;
  onKeep: () => void;
}) {
  return (
    <div role="group" aria-label={`Delete ${title}?`}>
      <Text size="sm" className="wrap-anywhere">
        Delete “{title}” and its answers from this browser?
      </Text>
      <Group gap="xs" mt="xs" justify="flex-end">
        <Button size="compact-xs" variant="default" onClick={onKeep} autoFocus>
          Keep
        </Button>
        <Button size="compact-xs" color="red" onClick={onDelete}>
          Delete
        </Button>
      </Group>
    </div>
  );
}

/** One conversation of the list: open it, or rename or delete it from its menu. */
export function ConversationItem({
  conversation,
  current,
  canOpen,
  canDelete,
  onOpen,
  onRename,
  onDelete,
}: ConversationItemProps) {
  const [mode, setMode] = useState<'view' | 'renaming' | 'deleting'>('view');
  const { title, updatedAt } = conversation;
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="xs"
      bg={current ? 'var(--mantine-primary-color-light)' : undefined}
    >
      {mode === 'renaming' ? (
        <RenameForm
          title={title}
          onSave={(renamed) => {
            onRename(renamed);
            setMode('view');
          }}
          onCancel={() => setMode('view')}
        />
      ) : mode === 'deleting' ? (
        <DeleteConfirmation title={title} onDelete={onDelete} onKeep={() => setMode('view')} />
      ) : (
        <Group gap="xs" wrap="nowrap" align="center">
          <UnstyledButton
            onClick={onOpen}
            disabled={!current && !canOpen}
            aria-current={current ? 'true' : undefined}
            style={{ flex: 1, minWidth: 0 }}
          >
            <Text size="sm" fw={500} truncate="end">
              {title}
            </Text>
            <Text size="xs" c="dimmed">
              Last used <time dateTime={updatedAt}>{formatLastUsed(updatedAt)}</time>
            </Text>
          </UnstyledButton>
          <Menu position="bottom-end" withInitialFocusPlaceholder={false}>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${title}`}>
                <IconDots size={16} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                leftSection={<IconPencil size={14} aria-hidden />}
                onClick={() => setMode('renaming')}
              >
                Rename
              </Menu.Item>
              <Menu.Item
                leftSection={<IconTrash size={14} aria-hidden />}
                disabled={!canDelete}
                onClick={() => setMode('deleting')}
              >
                Delete
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      )}
    </Paper>
  );
}
