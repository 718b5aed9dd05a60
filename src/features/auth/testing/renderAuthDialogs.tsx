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
import { AuthDialogActor, SessionActor } from '@/app/session';
import { buildMantineTheme } from '@/app/theme';
import { AuthDialogs } from '../AuthDialogs';

type AuthDialogsProps = Parameters<typeof AuthDialogs>[0];

/** A stand-in page around the dialogs: who is signed in, where we are, buttons that open them. */
function HarnessRoot({ dialogProps }: { dialogProps: AuthDialogsProps }) {
  const dialog = AuthDialogActor.useActorRef();
  const userName = SessionActor.useSelector((s) => s.context.user?.name ?? 'nobody');
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
      <AuthDialogs {...dialogProps} />
    </>
  );
}

/**
 * Renders the real dialogs with the real session and dialog actors and a router with '/' and
 * '/dashboard'. The test starts its own Mirage server.
 */
export async function renderAuthDialogs({
  advanceTimers,
  clock,
}: { advanceTimers?: (ms: number) => unknown } & NonNullable<AuthDialogsProps> = {}) {
  const rootRoute = createRootRoute({
    component: () => <HarnessRoot dialogProps={{ clock }} />,
  });
  const routeTree = rootRoute.addChildren([
    createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => null }),
    createRoute({ getParentRoute: () => rootRoute, path: '/dashboard', component: () => null }),
  ]);
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : { delay: null });
  const result = render(
    <MantineProvider theme={buildMantineTheme('')} env="test">
      <Notifications limit={1} transitionDuration={0} />
      <SessionActor.Provider options={{ input: { storedToken: null } }}>
        <AuthDialogActor.Provider>
          {/* The app's router type is registered globally; this one has a subset of its paths. */}
          <RouterProvider router={router as never} />
        </AuthDialogActor.Provider>
      </SessionActor.Provider>
    </MantineProvider>,
  );
  await screen.findByText('Page: /');
  return { user, ...result };
}
