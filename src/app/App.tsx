import { MantineProvider } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { useState } from 'react';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { DevtoolsLauncher } from '@/features/devtools/DevtoolsLauncher';
import { inspectAs } from '@/lib/inspection';
import { TOKEN_KEY, readStored } from '@/lib/storage';
import { createAppRouter, type AppRouterInstance } from './router';
import { AuthDialogActor, SessionActor } from './session';
import { buildMantineTheme, useThemePreference } from './theme';

interface AppProps {
  history?: RouterHistory;
  /** A router already loaded for its URL (prerendering, and a prerendered page's start-up). */
  router?: AppRouterInstance;
}

function AppRouter({ history, router: given }: AppProps) {
  const session = SessionActor.useActorRef();
  const [router] = useState(() => {
    if (!given) return createAppRouter({ session }, history);
    // A router made before the app (to load the first page up front) learns the session now.
    given.update({ ...given.options, context: { ...given.options.context, session } });
    return given;
  });
  return (
    <>
      <RouterProvider router={router} />
      <DevtoolsLauncher onReset={() => void router.navigate({ to: '/' })} />
    </>
  );
}

function AppNotifications() {
  // Top on small screens, bottom right from md up (spec: toasts viewport).
  const fromMd = useMediaQuery('(min-width: 62em)', true);
  return (
    <Notifications
      limit={1}
      autoClose={5000}
      position={fromMd ? 'bottom-right' : 'top-center'}
      containerWidth={420}
      zIndex={1000}
    />
  );
}

const sessionInspection = inspectAs('session');
const authDialogInspection = inspectAs('auth dialog');

export function App({ history, router }: AppProps = {}) {
  const [theme] = useThemePreference();
  return (
    <MantineProvider theme={buildMantineTheme(theme)} defaultColorScheme="light">
      <AppNotifications />
      <ErrorBoundary>
        <SessionActor.Provider
          options={{ input: { storedToken: readStored(TOKEN_KEY) }, ...sessionInspection }}
        >
          <AuthDialogActor.Provider options={authDialogInspection}>
            <AppRouter history={history} router={router} />
          </AuthDialogActor.Provider>
        </SessionActor.Provider>
      </ErrorBoundary>
    </MantineProvider>
  );
}
