import { Button, type ButtonProps } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { lazy, Suspense, useState, type ComponentPropsWithRef } from 'react';
import { THEMES, useThemePreference } from '@/app/theme';
import { ThemeSwatch } from './ThemeSwatch';

const loadPopover = () => import('./ThemePickerPopover');
const ThemePickerPopover = lazy(() =>
  loadPopover().then((m) => ({ default: m.ThemePickerPopover })),
);

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

/**
 * The seven colour themes as named swatches in a popover. The popover's code (floating
 * positioning, focus trap: ~15 kB gzip) loads when the picker is first pointed at, focused or
 * clicked, which keeps it out of the landing page's first load.
 */
export function ThemePicker({ fullWidth = false }: { fullWidth?: boolean }) {
  const [activated, setActivated] = useState(false);

  const placeholder = (
    <ThemePickerButton
      fullWidth={fullWidth}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={loadPopover}
      onFocus={() => {
        loadPopover();
      }}
      onClick={() => setActivated(true)}
    />
  );
  if (!activated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ThemePickerPopover fullWidth={fullWidth} />
    </Suspense>
  );
}
