import { Button, type ButtonProps } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { THEMES, useThemePreference } from '@/components/theme';
import { ThemeSwatch } from './ThemeSwatch';

type ThemePickerButtonProps = ButtonProps & ComponentPropsWithRef<'button'>;

/** The picker's trigger: the current theme's swatch and name. */
export function ThemePickerButton(props: ThemePickerButtonProps) {
  const [theme] = useThemePreference();
  const current = THEMES.find((t) => t.value === theme) ?? THEMES[0];
  return (
    <Button
      variant="default"
      leftSection={<ThemeSwatch value={current.value} />}
      rightSection={<IconChevronDown size={16} aria-hidden />}
      aria-label={`Theme: ${current.label}`}
      {...props}
    >
      Theme
    </Button>
  );
}
