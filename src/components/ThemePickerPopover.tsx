import { Box, Chip, Popover, Stack, Text } from '@mantine/core';
import { useCallback, useId, useRef, useState } from 'react';
import { THEMES, isThemeValue, useThemePreference } from '@/components/theme';
import { ThemePickerButton } from './ThemePickerButton';
import { ThemeSwatch } from './ThemeSwatch';

/**
 * The picker's popover: seven named swatches as a radio group (arrow keys move between themes).
 * It mounts when the placeholder button is clicked, so it opens at once.
 */
export function ThemePickerPopover({ fullWidth }: { fullWidth: boolean }) {
  const [theme, setTheme] = useThemePreference();
  const headingId = useId();
  const groupName = useId();
  const [opened, setOpened] = useState(false);
  const openedOnce = useRef(false);
  // This button replaces the clicked placeholder: focus it, then open, so that the popover
  // remembers it and closing returns focus here rather than to the page. (The ref callback runs
  // again whenever Popover.Target re-merges refs; only the first call opens.)
  const focusThenOpen = useCallback((button: HTMLButtonElement | null) => {
    if (!button || openedOnce.current) return;
    openedOnce.current = true;
    button.focus();
    setOpened(true);
  }, []);

  return (
    <Popover
      position="bottom-end"
      shadow="md"
      width={220}
      trapFocus
      returnFocus
      opened={opened}
      onChange={setOpened}
    >
      <Popover.Target>
        <ThemePickerButton
          ref={focusThenOpen}
          fullWidth={fullWidth}
          onClick={() => setOpened((o) => !o)}
        />
      </Popover.Target>
      <Popover.Dropdown>
        <Text id={headingId} size="sm" fw={600} mb="xs">
          Colour theme
        </Text>
        <Stack role="radiogroup" aria-labelledby={headingId} gap={6}>
          <Chip.Group
            value={theme}
            onChange={(value) => {
              if (isThemeValue(value)) setTheme(value);
            }}
          >
            {THEMES.map((t) => (
              <Chip key={t.label} value={t.value} name={groupName} variant="outline" radius="sm">
                <ThemeSwatch value={t.value} />
                <Box component="span" ml="xs" style={{ verticalAlign: 'middle' }}>
                  {t.label}
                </Box>
              </Chip>
            ))}
          </Chip.Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
