import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import {
  PRIMARY_SHADE,
  THEMES,
  THEME_STORAGE_KEY,
  applyThemeClass,
  buildMantineTheme,
  readThemePreference,
  setThemePreference,
} from './theme';

function relativeLuminance(hex: string) {
  const n = parseInt(hex.slice(1), 16);
  const [r, g, b] = [n >> 16, (n >> 8) & 255, n & 255].map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string) {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (hi + 0.05) / (lo + 0.05);
}

afterEach(() => {
  vi.restoreAllMocks();
  // The preference is module state that later test files in this worker see.
  setThemePreference('');
  localStorage.clear();
  document.documentElement.className = '';
});

describe('THEMES', () => {
  it('offers the seven themes, Blue stored as the empty value', () => {
    expect(THEMES.map((t) => t.value)).toEqual([
      '',
      'theme-green',
      'theme-purple',
      'theme-orange',
      'theme-rose',
      'theme-teal',
      'theme-indigo',
    ]);
    expect(THEMES[0].label).toBe('Blue');
  });
});

describe('readThemePreference', () => {
  it('reads a stored theme', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'theme-teal');
    expect(readThemePreference()).toBe('theme-teal');
  });

  it('falls back to Blue for nothing or an unknown value', () => {
    expect(readThemePreference()).toBe('');
    localStorage.setItem(THEME_STORAGE_KEY, 'theme-neon');
    expect(readThemePreference()).toBe('');
  });

  it('falls back to Blue when storage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readThemePreference()).toBe('');
  });
});

describe('setThemePreference', () => {
  it('stores the choice and puts only its class on <html>', () => {
    document.documentElement.classList.add('keep-me', 'theme-green');
    setThemePreference('theme-rose');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('theme-rose');
    expect(document.documentElement.classList.contains('theme-rose')).toBe(true);
    expect(document.documentElement.classList.contains('theme-green')).toBe(false);
    expect(document.documentElement.classList.contains('keep-me')).toBe(true);
  });

  it('Blue removes every theme class', () => {
    setThemePreference('theme-indigo');
    setThemePreference('');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('');
    expect([...document.documentElement.classList].filter((c) => c.startsWith('theme-'))).toEqual(
      [],
    );
  });

  it('still applies the theme when storage throws', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(() => setThemePreference('theme-orange')).not.toThrow();
    expect(document.documentElement.classList.contains('theme-orange')).toBe(true);
  });
});

describe('applyThemeClass', () => {
  it('works on any root element', () => {
    const root = document.createElement('div');
    root.className = 'theme-purple other';
    applyThemeClass('theme-green', root);
    expect(root.className).toBe('other theme-green');
  });
});

describe('buildMantineTheme', () => {
  it('makes each theme the primary colour of every Mantine component', () => {
    const colors = THEMES.map((t) => buildMantineTheme(t.value).primaryColor);
    expect(new Set(colors).size).toBe(THEMES.length);
    expect(buildMantineTheme('').primaryColor).toBe('blue');
    expect(buildMantineTheme('theme-purple').primaryColor).toBe('violet');
  });

  it.each(THEMES.map((t) => [t.label, t.value] as const))(
    '%s meets WCAG AA for filled buttons, links and light badges',
    (_label, value) => {
      const theme = mergeMantineTheme(DEFAULT_THEME, buildMantineTheme(value));
      const shades = theme.colors[theme.primaryColor]!;
      const filled = shades[PRIMARY_SHADE]!;
      expect(contrast(filled, '#ffffff')).toBeGreaterThanOrEqual(4.5); // white text, links
      expect(contrast(shades[9]!, shades[1]!)).toBeGreaterThanOrEqual(4.5); // light variant
    },
  );
});
