import type { AppEffects } from '@machines/app/provide-effects';
import { notifyError } from '@/components/notify';
import { authDialogEffects } from '@/features/auth/auth-dialog.effects';
import { sessionEffects } from '@/features/auth/session.effects';
import {
  loadDocumentLibrary,
  type LoadDocumentLibrary,
} from '@/features/document-chat/load-document-library';
import type { OpenConversations } from '@/features/document-chat/conversation.effects';
import type { Navigate } from '@/lib/navigate';

export interface EffectDependencies {
  navigate: Navigate;
  /** The page shown now, as the router names it (no base path); '/' when not known. */
  currentPath?: () => string;
  /** Where the documents engine comes from (tests pass one that reads files in-process). */
  loadLibrary?: LoadDocumentLibrary;
  /** Where conversations are kept: the browser's store by default (tests share one across apps). */
  openConversations?: OpenConversations;
}

/** When a flow's code cannot be loaded (offline before the service worker has it all). */
function announceUnavailable() {
  notifyError('This part of the app could not be loaded', 'Check your connection and try again.');
}

/** The pages that need a signed-in user: a session ended elsewhere leaves them. */
function needsUser(path: string): boolean {
  return path === '/dashboard' || path.startsWith('/agent/');
}

/**
 * Every flow's real effects, each implemented once in its feature. The flows whose code loads
 * on demand get theirs with it, so none of it is part of the landing page.
 */
export function appEffects({
  navigate,
  currentPath = () => '/',
  loadLibrary = loadDocumentLibrary,
  openConversations,
}: EffectDependencies): AppEffects {
  const { actions } = authDialogEffects(navigate);
  return {
    app: { actions: { announceUnavailable } },
    session: {
      ...sessionEffects,
      actions: {
        ...sessionEffects.actions,
        // Signed out in another tab: as after signing out here, the signed-in pages go.
        announceEndedElsewhere: () => {
          sessionEffects.actions.announceEndedElsewhere();
          if (needsUser(currentPath())) navigate('/');
        },
      },
    },
    authDialog: { actions: { ...actions, announceUnavailable } },
    signUp: () => import('@/features/auth/sign-up.effects').then((m) => m.signUpEffects),
    signIn: () => import('@/features/auth/sign-in.effects').then((m) => m.signInEffects),
    dashboard: () =>
      import('@/features/dashboard/dashboard.effects').then((m) => m.dashboardEffects),
    chat: () =>
      import('@/features/document-chat/chat.effects').then((m) =>
        m.chatEffects(loadLibrary, openConversations),
      ),
    upload: () =>
      import('@/features/document-chat/upload.effects').then((m) => m.uploadEffects(loadLibrary)),
  };
}
