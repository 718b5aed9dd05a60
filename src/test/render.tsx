import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { App } from '@/app/App';
import { buildMantineTheme } from '@/app/theme';

/**
 * Renders one component inside the providers every screen has (theme, notifications). Mantine's
 * test environment skips transitions and portals, and user events run without timers between
 * keystrokes: component tests wait for what changes, not for animations.
 */
export function renderWithProviders(ui: ReactElement, options?: RenderOptions) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MantineProvider theme={buildMantineTheme('')} env="test">
        <Notifications />
        {children}
      </MantineProvider>
    );
  }
  return {
    user: userEvent.setup({ delay: null }),
    ...render(ui, { wrapper: Wrapper, ...options }),
  };
}

/** Renders the whole app at a path, with its real router, session and dialogs. */
export async function renderApp(path = '/') {
  const history = createMemoryHistory({ initialEntries: [path] });
  const result = render(<App history={history} />);
  // Let the lazy route load before the test looks at it.
  await screen.findByRole('main', {}, { timeout: 5000 }).catch(() => undefined);
  return { user: userEvent.setup(), history, ...result };
}
