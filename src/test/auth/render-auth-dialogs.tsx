import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useLocation,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnyActorLogic } from 'xstate';
import { useSelector } from '@xstate/react';
import type { StartOptions } from '@/app/start';
import { buildMantineTheme } from '@/components/theme';
import { AppSystemProvider, useAuthDialogActor, useSessionActor } from '@/components/app-system';
import { startTestApp } from '@/test/system';
import { AuthDialogs } from '@/features/auth/AuthDialogs';

/** A stand-in page around the dialogs: who is signed in, where we are, buttons that open them. */
function HarnessRoot() {
  const dialog = useAuthDialogActor();
  const userName = useSelector(useSessionActor(), (s) => s.context.user?.name ?? 'nobody');
  const { pathname } = useLocation();
  return (
    <>
      <p>Signed in as: {userName}</p>
      <p>Page: {pathname}</p>
      <button type="button" onClick={() => dialog.send({ type: 'signUp.open' })}>
        Open sign-up
      </button>
      <button type="button" onClick={() => dialog.send({ type: 'signIn.open' })}>
        Open sign-in
      </button>
      <Outlet />
      <AuthDialogs />
    </>
  );
}

/**
 * Renders the real dialogs in the real actor system (real effects against the test's Mirage
 * server) with a router that has '/' and '/dashboard'. `clock` moves the machines' delays.
 */
export async function renderAuthDialogs({
  advanceTimers,
  clock,
  loadSignIn,
}: {
  advanceTimers?: (ms: number) => unknown;
  clock?: StartOptions['clock'];
  /** Replaces the loading of the sign-in flow's code (to hold it). */
  loadSignIn?: AnyActorLogic;
} = {}) {
  const rootRoute = createRootRoute({ component: HarnessRoot });
  const routeTree = rootRoute.addChildren([
    createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => null }),
    createRoute({ getParentRoute: () => rootRoute, path: '/dashboard', component: () => null }),
  ]);
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const { app } = startTestApp({
    storedToken: null,
    clock,
    effects: {
      authDialog: {
        actions: { goToDashboard: () => void router.navigate({ to: '/dashboard' }) },
        ...(loadSignIn ? { actors: { loadSignIn } } : {}),
      },
    },
  });
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : { delay: null });
  const result = render(
    <MantineProvider theme={buildMantineTheme('')} env="test">
      <Notifications limit={1} transitionDuration={0} />
      <AppSystemProvider app={app}>
        {/* The app's router type is registered globally; this one has a subset of its paths. */}
        <RouterProvider router={router as never} />
      </AppSystemProvider>
    </MantineProvider>,
  );
  await screen.findByText('Page: /');
  return { user, app, ...result };
}
