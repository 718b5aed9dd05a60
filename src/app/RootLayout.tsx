import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { AuthDialogActor } from './session';

const AuthDialogs = lazy(() =>
  import('@/features/auth/AuthDialogs').then((m) => ({ default: m.AuthDialogs })),
);

/** Every page, plus the authentication dialogs, whose code loads the first time one opens. */
export function RootLayout() {
  const dialogOpen = AuthDialogActor.useSelector((s) => !s.matches('closed'));
  const [dialogsLoaded, setDialogsLoaded] = useState(false);
  if (dialogOpen && !dialogsLoaded) setDialogsLoaded(true);

  return (
    <>
      <Outlet />
      {dialogsLoaded && (
        <Suspense fallback={null}>
          <AuthDialogs />
        </Suspense>
      )}
    </>
  );
}
