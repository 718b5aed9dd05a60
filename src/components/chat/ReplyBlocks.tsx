import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReplyBlock, ReplyChoice } from '@machines/chat/chat.types';
import { CitationLabel } from './CitationLabel';
import { HighlightedText } from './HighlightedText';
import { ResultTableBlock } from './ResultTableBlock';

export interface ChoiceHandling {
  /** Sends the chosen reading; choices are buttons only when it is given. */
  onChoose?: (choice: ReplyChoice) => void;
  /** While the agent answers, choices wait. */
  choicesDisabled?: boolean;
}

/**
 * The structured part of an agent reply: paragraphs, a summary of cited sentences, passages
 * with highlights and a citation, the choices of an ambiguous question as buttons, and a
 * table answer's rows.
 */
export function ReplyBlocks({
  blocks,
  onChoose,
  choicesDisabled = false,
}: { blocks: readonly ReplyBlock[] } & ChoiceHandling) {
  return (
    <Stack gap="xs" mt="xs">
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'paragraph':
            return (
              <Text key={index} size="sm" className="wrap-anywhere">
                {block.text}
              </Text>
            );
          case 'choices':
            return (
              <Group key={index} gap="xs" role="group" aria-label="Choose one">
                {block.choices.map((choice, choiceIndex) => (
                  <Button
                    key={choiceIndex}
                    size="xs"
                    variant="light"
                    disabled={!onChoose || choicesDisabled}
                    onClick={() => onChoose?.(choice)}
                  >
                    {choice.label}
                  </Button>
                ))}
              </Group>
            );
          case 'summary':
            return (
              <Stack key={index} component="ul" gap={6} m={0} pl="md" aria-label="Summary">
                {block.sentences.map((sentence, sentenceIndex) => (
                  <li key={sentenceIndex}>
                    <Text size="sm" className="wrap-anywhere">
                      {sentence.text}
                    </Text>
                    <Group gap={6} mt={2} wrap="wrap">
                      <CitationLabel citation={sentence.citation} />
                    </Group>
                  </li>
                ))}
              </Stack>
            );
          case 'passage':
            return (
              <Paper key={index} withBorder p="xs" radius="sm" component="figure" m={0}>
                <Text component="blockquote" size="sm" m={0} className="wrap-anywhere">
                  <HighlightedText text={block.text} ranges={block.highlights} />
                </Text>
                <Group component="figcaption" gap={6} mt={6} wrap="wrap">
                  <CitationLabel citation={block.citation} />
                </Group>
              </Paper>
            );
          case 'table':
            return <ResultTableBlock key={index} caption={block.caption} table={block.table} />;
        }
      })}
    </Stack>
  );
}
