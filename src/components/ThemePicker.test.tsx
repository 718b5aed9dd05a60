import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  THEMES,
  THEME_STORAGE_KEY,
  buildMantineTheme,
  setThemePreference,
} from '@/components/theme';
import { ThemePicker } from './ThemePicker';

// env="test": jsdom lays nothing out, so Popover's "target is off screen" check would hide
// the open dropdown; Mantine skips that check (and transitions) in its test environment.
function renderPicker() {
  render(
    <MantineProvider env="test" theme={buildMantineTheme('')}>
      <ThemePicker />
    </MantineProvider>,
  );
  return { user: userEvent.setup() };
}

async function openPicker(user: ReturnType<typeof userEvent.setup>, current = 'Blue') {
  await user.click(screen.getByRole('button', { name: `Theme: ${current}` }));
  return screen.findByRole('radiogroup', { name: 'Colour theme' });
}

beforeEach(() => setThemePreference(''));
afterEach(() => {
  setThemePreference('');
  localStorage.clear();
});

describe('ThemePicker', () => {
  it('names the current theme on its button', () => {
    renderPicker();
    expect(screen.getByRole('button', { name: 'Theme: Blue' })).toBeInTheDocument();
  });

  it('offers the seven themes by name with Blue chosen', async () => {
    const { user } = renderPicker();
    const group = await openPicker(user);
    const options = within(group).getAllByRole('radio');
    expect(options.map((o) => o.closest('div')?.textContent)).toEqual(THEMES.map((t) => t.label));
    expect(within(group).getByRole('radio', { name: 'Blue' })).toBeChecked();
  });

  it('applies, stores and shows the chosen theme', async () => {
    const { user } = renderPicker();
    await user.click(within(await openPicker(user)).getByRole('radio', { name: 'Green' }));

    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('theme-green');
    expect(document.documentElement).toHaveClass('theme-green');
    expect(screen.getByRole('radio', { name: 'Green' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Theme: Green' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Blue' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('');
    expect(document.documentElement).not.toHaveClass('theme-green');
  });

  it('works from the keyboard: arrows move between themes, Escape closes', async () => {
    const { user } = renderPicker();
    screen.getByRole('button', { name: 'Theme: Blue' }).focus();
    await user.keyboard('{Enter}');
    const blue = await screen.findByRole('radio', { name: 'Blue' });
    blue.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Purple' })).toBeChecked();
    expect(document.documentElement).toHaveClass('theme-purple');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Theme: Purple' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(await screen.findByRole('radio', { name: 'Purple' })).toBeChecked();
  });
});
