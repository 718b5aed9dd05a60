import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export const FORM_STEPS = 4;

/** 'Step N of 4', the step's heading and what it asks for, with an optional back arrow. */
export function StepHeader({
  step,
  title,
  description,
  back,
}: {
  step?: number;
  title: string;
  description: ReactNode;
  back?: ReactNode;
}) {
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      {back}
      <Stack gap={2}>
        {step !== undefined && (
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            Step {step} of {FORM_STEPS}
          </Text>
        )}
        <Title order={3} size="h4">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      </Stack>
    </Group>
  );
}
