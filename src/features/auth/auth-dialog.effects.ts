import type { AppEffects } from '@machines/app/provide-effects';
import type { Navigate } from '@/lib/navigate';

/** The auth dialog's effect: once signed in, the dashboard. */
export function authDialogEffects(navigate: Navigate) {
  return {
    actions: { goToDashboard: () => navigate('/dashboard') },
  } satisfies AppEffects['authDialog'];
}
