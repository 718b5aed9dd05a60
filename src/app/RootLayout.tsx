import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useSelector } from '@xstate/react';
import { useAuthDialogActor } from '@/components/app-system';

const AuthDialogs = lazy(() =>
  import('@/features/auth/AuthDialogs').then((m) => ({ default: m.AuthDialogs })),
);

/** Every page, plus the authentication dialogs, whose code loads the first time one opens. */
export function RootLayout() {
  const dialogOpen = useSelector(useAuthDialogActor(), (s) => !s.matches('closed'));
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
