import { Badge, Box, Group, Loader, Paper, Text } from '@mantine/core';
import type { ChatMessage, DocumentAttachment } from '@machines/chat/chat.types';
import { AnswerLead } from './AnswerLead';
import { formatMessageTime } from './message-time';
import { ReplyBlocks, type ChoiceHandling } from './ReplyBlocks';

function AttachmentStatus({ attachment }: { attachment: DocumentAttachment }) {
  if (attachment.status === 'processing') {
    return (
      <Group gap={6} mt={6}>
        <Loader size={12} color="currentColor" aria-hidden />
        <Text size="xs">Processing…</Text>
      </Group>
    );
  }
  return (
    <Badge
      mt={6}
      size="sm"
      variant="white"
      tt="none"
      color={attachment.status === 'ready' ? 'green' : 'red'}
    >
      {attachment.status === 'ready' ? 'Ready' : 'Failed'}
    </Badge>
  );
}

/**
 * One message: the user's on the right, the agent's on the left, each with its time. An agent's
 * answer leads its reply.
 */
export function MessageBubble({
  message,
  agentName,
  ...choices
}: { message: ChatMessage; agentName: string } & ChoiceHandling) {
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
        <Text
          component="time"
          dateTime={message.timestamp}
          size="xs"
          display="block"
          ta={mine ? 'right' : 'left'}
          mt={4}
        >
          {formatMessageTime(message.timestamp)}
        </Text>
      </Paper>
    </Box>
  );
}
