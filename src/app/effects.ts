import type { AppEffects } from '@machines/app/provide-effects';
import { authDialogEffects } from '@/features/auth/auth-dialog.effects';
import { sessionEffects } from '@/features/auth/session.effects';
import { signInEffects } from '@/features/auth/sign-in.effects';
import { signUpEffects } from '@/features/auth/sign-up.effects';
import { dashboardEffects } from '@/features/dashboard/dashboard.effects';
import { chatEffects } from '@/features/document-chat/chat.effects';
import {
  loadDocumentLibrary,
  type LoadDocumentLibrary,
} from '@/features/document-chat/load-document-library';
import { uploadEffects } from '@/features/document-chat/upload.effects';
import type { Navigate } from '@/lib/navigate';

export interface EffectDependencies {
  navigate: Navigate;
  /** Where the documents engine comes from (tests pass one that reads files in-process). */
  loadLibrary?: LoadDocumentLibrary;
}

/** Every flow's real effects, each implemented once in its feature. */
export function appEffects({
  navigate,
  loadLibrary = loadDocumentLibrary,
}: EffectDependencies): AppEffects {
  return {
    session: sessionEffects,
    authDialog: authDialogEffects(navigate),
    signUp: signUpEffects,
    signIn: signInEffects,
    dashboard: dashboardEffects,
    chat: chatEffects(loadLibrary),
    upload: uploadEffects(loadLibrary),
  };
}
