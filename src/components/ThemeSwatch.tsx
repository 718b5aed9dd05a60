import { ColorSwatch } from '@mantine/core';
import { PRIMARY_SHADE, themeColor, type ThemeValue } from '@/components/theme';

/** A theme's primary colour as a small dot; decorative, the theme's name goes beside it. */
export function ThemeSwatch({ value }: { value: ThemeValue }) {
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
