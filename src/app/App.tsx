import { MantineProvider } from '@mantine/core';
import { useHotkeys, useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { RouterProvider } from '@tanstack/react-router';
import { useRef } from 'react';
import { AppSystemProvider } from '@/components/app-system';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { TooltipDelays } from '@/components/TooltipDelays';
import { DevtoolsLauncher } from '@/features/devtools/DevtoolsLauncher';
import type { StartedApp } from './start';
import { buildMantineTheme, useThemePreference } from '@/components/theme';

/** The spec's hotkey that takes focus to the toasts, from anywhere (a text field included). */
export const NOTIFICATIONS_HOTKEY = 'F8';

function AppNotifications() {
  // Toasts sit at the top, under the header: at the bottom (the spec's place from md up) they
  // covered the chat's composer and its send button for five seconds.
  const fromMd = useMediaQuery('(min-width: 62em)', true);
  // One labelled region to focus: Mantine renders a container per position, each taking any
  // props given to <Notifications>.
  const viewport = useRef<HTMLDivElement>(null);
  useHotkeys([[NOTIFICATIONS_HOTKEY, () => viewport.current?.focus()]], []);
  return (
    <div
      ref={viewport}
      role="region"
      aria-label={`Notifications (${NOTIFICATIONS_HOTKEY})`}
      tabIndex={-1}
    >
      <Notifications
        withinPortal={false}
        limit={1}
        autoClose={5000}
        position={fromMd ? 'top-right' : 'top-center'}
        containerWidth={420}
        zIndex={1000}
        // The spec's swipe (right, 50 px, touch) is notify.ts's; Mantine's drag goes either way
        // at a third of the width.
        allowDragDismiss={false}
        classNames={{ root: 'app-toasts' }}
      />
    </div>
  );
}

/** The app's providers around the router; the actor system and router are started by startApp. */
export function App({ app, router }: StartedApp) {
  const [theme] = useThemePreference();
  return (
    <MantineProvider theme={buildMantineTheme(theme)} defaultColorScheme="light">
      <AppNotifications />
      <ErrorBoundary>
        <TooltipDelays>
          <AppSystemProvider app={app}>
            <RouterProvider router={router} />
            <DevtoolsLauncher onReset={() => void router.navigate({ to: '/' })} />
          </AppSystemProvider>
        </TooltipDelays>
      </ErrorBoundary>
    </MantineProvider>
  );
}
