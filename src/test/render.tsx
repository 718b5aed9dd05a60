import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render, screen, waitFor, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { App } from '@/app/App';
import { buildMantineTheme } from '@/components/theme';
import { startTestApp, type TestAppOptions } from './system';

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

/** Renders the whole app at a path, with its real actor system, router and dialogs. */
export async function renderApp(path = '/', options: Omit<TestAppOptions, 'path'> = {}) {
  const started = startTestApp({ path, ...options });
  const result = render(<App {...started} />);
  // Let the lazy route, and the flow whose code it loads (dashboard, agent chat), load before
  // the test looks at it.
  await screen.findByRole('main', {}, { timeout: 5000 }).catch(() => undefined);
  await waitFor(
    () =>
      expect(
        screen.queryByLabelText(/^(Loading the dashboard|Starting the conversation)$/),
      ).toBeNull(),
    { timeout: 5000 },
  );
  return { user: userEvent.setup(), history: started.router.history, ...started, ...result };
}
