import {
  ActionIcon,
  Badge,
  Box,
  CopyButton,
  Group,
  Loader,
  Paper,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconClock, IconCopy } from '@tabler/icons-react';
import type { ChatMessage, DocumentAttachment } from '@machines/chat/chat.types';
import { AnswerLead } from './AnswerLead';
import { answerMarkdown } from './answer-markdown';
import { formatMessageTime } from './message-time';
import { ReplyBlocks, type ChoiceHandling } from './ReplyBlocks';
import { useWaitingDocuments } from './waiting-documents';

/** The upload bubble's badge once processing is over. */
const FINISHED_BADGE = {
  ready: { label: 'Ready', color: 'green' },
  stored: { label: 'Not searchable', color: 'orange' },
  failed: { label: 'Failed', color: 'red' },
  cancelled: { label: 'Cancelled', color: 'gray' },
} as const;

function AttachmentStatus({ attachment }: { attachment: DocumentAttachment }) {
  const waiting = useWaitingDocuments().has(attachment.documentId);
  if (attachment.status === 'processing') {
    return (
      <Group gap={6} mt={6}>
        {waiting ? (
          <IconClock size={12} aria-hidden />
        ) : (
          <Loader size={12} color="currentColor" aria-hidden />
        )}
        <Text size="xs">{waiting ? 'Waiting' : 'Processing…'}</Text>
      </Group>
    );
  }
  const badge = FINISHED_BADGE[attachment.status];
  return (
    <Badge mt={6} size="sm" variant="white" tt="none" color={badge.color}>
      {badge.label}
    </Badge>
  );
}

/** Copies an answer as Markdown with its sources; says 'Copied' for a moment after. */
function CopyAnswerButton({ message }: { message: ChatMessage }) {
  return (
    <CopyButton value={answerMarkdown(message)} timeout={2000}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? 'Copied' : 'Copy answer'} withArrow>
          <ActionIcon
            variant="subtle"
            color={copied ? 'teal' : 'gray'}
            size="sm"
            aria-label={copied ? 'Answer copied' : 'Copy answer'}
            onClick={copy}
          >
            {copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}

/**
 * One message: the user's on the right, the agent's on the left, each with its time. An agent's
 * answer leads its reply; a reply to a question can be copied.
 */
export function MessageBubble({
  message,
  agentName,
  copyable = false,
  ...choices
}: { message: ChatMessage; agentName: string; copyable?: boolean } & ChoiceHandling) {
  const mine = message.author === 'user';
  return (
    <Box
      component="article"
      aria-label={mine ? 'You' : agentName}
      data-author={message.author}
      style={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }}
    >
      <Paper
        px="md"
        py="xs"
        radius="lg"
        maw="min(85%, 42rem)"
        miw={0}
        bg={mine ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-hover)'}
        c={mine ? 'var(--mantine-primary-color-contrast)' : undefined}
      >
        {message.answer && <AnswerLead answer={message.answer} />}
        <Text size="sm" className="wrap-anywhere">
          {message.content}
        </Text>
        {message.blocks && <ReplyBlocks blocks={message.blocks} {...choices} />}
        {message.attachment && <AttachmentStatus attachment={message.attachment} />}
        <Group gap={4} mt={4} justify={mine ? 'flex-end' : 'flex-start'} wrap="nowrap">
          <Text component="time" dateTime={message.timestamp} size="xs">
            {formatMessageTime(message.timestamp)}
          </Text>
          {copyable && <CopyAnswerButton message={message} />}
        </Group>
      </Paper>
    </Box>
  );
}
