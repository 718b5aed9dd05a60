import { List, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

/** A list with a check mark before each item (plan contents, features). */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <List
      spacing="sm"
      center
      icon={
        <ThemeIcon size={22} radius="xl" variant="light" aria-hidden>
          <IconCheck size={14} />
        </ThemeIcon>
      }
    >
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}
