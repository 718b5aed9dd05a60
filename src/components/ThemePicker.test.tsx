import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { THEMES, THEME_STORAGE_KEY, buildMantineTheme, setThemePreference } from '@/app/theme';
import { ThemePicker } from './ThemePicker';

// env="test": jsdom lays nothing out, so Popover's "reference is off screen" check would hide
// the open menu; Mantine skips that check (and transitions) in its test environment.
function renderPicker() {
  render(
    <MantineProvider env="test" theme={buildMantineTheme('')}>
      <ThemePicker />
    </MantineProvider>,
  );
  return { user: userEvent.setup() };
}

afterEach(() => {
  setThemePreference('');
  localStorage.clear();
});

describe('ThemePicker', () => {
  it('names the current theme on its button', () => {
    renderPicker();
    expect(screen.getByRole('button', { name: 'Theme: Blue' })).toBeInTheDocument();
  });

  it('offers the seven themes by name with Blue checked', async () => {
    const { user } = renderPicker();
    await user.click(screen.getByRole('button', { name: 'Theme: Blue' }));
    const items = await screen.findAllByRole('menuitemradio');
    expect(items.map((i) => i.textContent)).toEqual(THEMES.map((t) => t.label));
    expect(screen.getByRole('menuitemradio', { name: 'Blue' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('applies, stores and shows the chosen theme', async () => {
    const { user } = renderPicker();
    await user.click(screen.getByRole('button', { name: 'Theme: Blue' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Green' }));

    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('theme-green');
    expect(document.documentElement).toHaveClass('theme-green');
    expect(await screen.findByRole('button', { name: 'Theme: Green' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Theme: Green' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Blue' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('');
    expect(document.documentElement).not.toHaveClass('theme-green');
  });

  it('works from the keyboard', async () => {
    const { user } = renderPicker();
    screen.getByRole('button', { name: 'Theme: Blue' }).focus();
    await user.keyboard('{Enter}');
    const purple = await screen.findByRole('menuitemradio', { name: 'Purple' });
    purple.focus();
    await user.keyboard('{Enter}');
    expect(document.documentElement).toHaveClass('theme-purple');
  });
});
