import { MantineProvider } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { RouterProvider } from '@tanstack/react-router';
import { AppSystemProvider } from '@/components/app-system';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { DevtoolsLauncher } from '@/features/devtools/DevtoolsLauncher';
import type { StartedApp } from './start';
import { buildMantineTheme, useThemePreference } from '@/components/theme';

function AppNotifications() {
  // Toasts sit at the top, under the header: at the bottom (the spec's place from md up) they
  // covered the chat's composer and its send button for five seconds.
  const fromMd = useMediaQuery('(min-width: 62em)', true);
  return (
    <Notifications
      limit={1}
      autoClose={5000}
      position={fromMd ? 'top-right' : 'top-center'}
      containerWidth={420}
      zIndex={1000}
      classNames={{ root: 'app-toasts' }}
    />
  );
}

/** The app's providers around the router; the actor system and router are started by startApp. */
export function App({ app, router }: StartedApp) {
  const [theme] = useThemePreference();
  return (
    <MantineProvider theme={buildMantineTheme(theme)} defaultColorScheme="light">
      <AppNotifications />
      <ErrorBoundary>
        <AppSystemProvider app={app}>
          <RouterProvider router={router} />
          <DevtoolsLauncher onReset={() => void router.navigate({ to: '/' })} />
        </AppSystemProvider>
      </ErrorBoundary>
    </MantineProvider>
  );
}
