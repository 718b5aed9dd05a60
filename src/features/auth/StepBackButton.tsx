import { ActionIcon } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';

export function StepBackButton({
  label,
  onClick,
  disabled,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <ActionIcon variant="subtle" size="lg" aria-label={label} onClick={onClick} disabled={disabled}>
      <IconArrowLeft size={20} aria-hidden />
    </ActionIcon>
  );
}
