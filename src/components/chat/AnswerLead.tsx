import { Box, Group, Mark, Text } from '@mantine/core';
import type { DirectAnswer } from '@machines/chat/chat.types';
import { CitationLabel } from './CitationLabel';

/** The answer itself, first in the reply and highlighted, with the sources it comes from. */
export function AnswerLead({ answer }: { answer: DirectAnswer }) {
  return (
    <Box mb={6}>
      <Text size="sm" fw={600} className="wrap-anywhere">
        <Mark>{answer.text}</Mark>
      </Text>
      {answer.citations.map((citation, index) => (
        <Group key={index} gap={6} mt={4} wrap="wrap">
          <CitationLabel citation={citation} />
        </Group>
      ))}
    </Box>
  );
}
