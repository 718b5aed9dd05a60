import { Button, ColorSwatch, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
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
      color={`var(--mantine-color-${themeColor(value)}-${PRIMARY_SHADE})`}
      size={18}
      withShadow={false}
      aria-hidden
    />
  );
}

/** The seven colour themes as a menu of named swatches; the choice persists across visits. */
export function ThemePicker({ fullWidth = false }: { fullWidth?: boolean }) {
  const [theme, setTheme] = useThemePreference();
  const current = THEMES.find((t) => t.value === theme) ?? THEMES[0];

  return (
    <Menu position="bottom-end" shadow="md" width={200} withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          fullWidth={fullWidth}
          leftSection={<Swatch value={current.value} />}
          rightSection={<IconChevronDown size={16} aria-hidden />}
          aria-label={`Theme: ${current.label}`}
        >
          Theme
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label="Colour themes">
        <Menu.Label>Colour theme</Menu.Label>
        <Menu.RadioGroup
          value={theme}
          onChange={(value) => {
            if (isThemeValue(value)) setTheme(value);
          }}
        >
          {THEMES.map((t) => (
            <Menu.RadioItem
              key={t.label}
              value={t.value}
              closeMenuOnClick
              rightSection={<Swatch value={t.value} />}
            >
              {t.label}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
      </Menu.Dropdown>
    </Menu>
  );
}
