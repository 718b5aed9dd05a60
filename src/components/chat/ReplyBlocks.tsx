import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReplyBlock } from '@machines/chat/chat.types';
import { HighlightedText } from './HighlightedText';

/** The structured part of an agent reply: paragraphs, and passages with highlights and a citation. */
export function ReplyBlocks({ blocks }: { blocks: readonly ReplyBlock[] }) {
  return (
    <Stack gap="xs" mt="xs">
      {blocks.map((block, index) =>
        block.kind === 'paragraph' ? (
          <Text key={index} size="sm" className="wrap-anywhere">
            {block.text}
          </Text>
        ) : (
          <Paper key={index} withBorder p="xs" radius="sm" component="figure" m={0}>
            <Text component="blockquote" size="sm" m={0} className="wrap-anywhere">
              <HighlightedText text={block.text} ranges={block.highlights} />
            </Text>
            <Group component="figcaption" gap={6} mt={6} wrap="wrap">
              <Text size="xs" c="dimmed" className="wrap-anywhere">
                {block.citation.documentName}
                {block.citation.location ? ` · ${block.citation.location}` : ''}
              </Text>
              {block.citation.classification && (
                <Badge size="xs" variant="outline">
                  {block.citation.classification}
                </Badge>
              )}
            </Group>
          </Paper>
        ),
      )}
    </Stack>
  );
}
