import { Box, Button, Chip, ColorSwatch, Popover, Stack, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useId } from 'react';
import {
  PRIMARY_SHADE,
  THEMES,
  isThemeValue,
  themeColor,
  useThemePreference,
  type ThemeValue,
} from '@/app/theme';

function Swatch({ value }: { value: ThemeValue }) {
  return (
    <ColorSwatch
      component="span"
      display="inline-block"
      style={{ verticalAlign: 'middle' }}
      color={`var(--mantine-color-${themeColor(value)}-${PRIMARY_SHADE})`}
      size={18}
      withShadow={false}
      aria-hidden
    />
  );
}

/**
 * The seven colour themes as named swatches in a popover (a radio group: arrow keys move
 * between themes). A Popover rather than a Menu keeps the landing page's first load small.
 */
export function ThemePicker({ fullWidth = false }: { fullWidth?: boolean }) {
  const [theme, setTheme] = useThemePreference();
  const current = THEMES.find((t) => t.value === theme) ?? THEMES[0];
  const headingId = useId();
  const groupName = useId();

  return (
    <Popover position="bottom-end" shadow="md" width={220} trapFocus returnFocus>
      <Popover.Target>
        <Button
          variant="default"
          fullWidth={fullWidth}
          leftSection={<Swatch value={current.value} />}
          rightSection={<IconChevronDown size={16} aria-hidden />}
          aria-label={`Theme: ${current.label}`}
        >
          Theme
        </Button>
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
                <Swatch value={t.value} />
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
