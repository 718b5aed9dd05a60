import { useSelector } from '@xstate/react';
import { createContext, useContext, type ReactNode } from 'react';
import type { Actor, ActorRefFrom } from 'xstate';
import type { AppLogic } from '@machines/app/provide-effects';
import type { authDialogMachine } from '@machines/auth-dialog/auth-dialog.machine';
import type { chatMachine } from '@machines/chat/chat.machine';
import type { documentUploadMachine } from '@machines/document-upload/document-upload.machine';
import type { sessionMachine } from '@machines/session/session.machine';
import type { trialMachine } from '@machines/trial/trial.machine';

/** The running app: the root actor of the one actor system (machines/app). */
export type AppActor = Actor<AppLogic>;
export type SessionActorRef = ActorRefFrom<typeof sessionMachine>;
export type AuthDialogActorRef = ActorRefFrom<typeof authDialogMachine>;
export type DashboardActorRef = ActorRefFrom<typeof trialMachine>;
export type ChatActorRef = ActorRefFrom<typeof chatMachine>;
export type UploadActorRef = ActorRefFrom<typeof documentUploadMachine>;

const AppSystem = createContext<AppActor | null>(null);

/** Makes the app's root actor available to every component below. */
export function AppSystemProvider({ app, children }: { app: AppActor; children: ReactNode }) {
  return <AppSystem.Provider value={app}>{children}</AppSystem.Provider>;
}

export function useAppActor(): AppActor {
  const app = useContext(AppSystem);
  if (!app) throw new Error('useAppActor needs an <AppSystemProvider> above it.');
  return app;
}

/** A child of an actor's snapshot, by id: children started from loaded logic are typed loosely. */
export function childActor<T>(snapshot: { children: object }, id: string): T | undefined {
  return (snapshot.children as Record<string, unknown>)[id] as T | undefined;
}

// The root's children. A restarted child is a new actor, so components pick it from the root's
// snapshot each time.

export function useSessionActor(): SessionActorRef {
  return useSelector(useAppActor(), (s) => childActor<SessionActorRef>(s, 'session')!);
}

export function useAuthDialogActor(): AuthDialogActorRef {
  return useSelector(useAppActor(), (s) => childActor<AuthDialogActorRef>(s, 'authDialog')!);
}

/** The dashboard, once /dashboard has opened and its code has loaded. */
export function useDashboardActor(): DashboardActorRef | undefined {
  return useSelector(useAppActor(), (s) => childActor<DashboardActorRef>(s, 'dashboard'));
}

/** Whether /dashboard waits for a signed-out visitor to sign in. */
export function useDashboardAwaitsSignIn(): boolean {
  return useSelector(useAppActor(), (s) => s.matches({ dashboard: 'awaitingSignIn' }));
}

/** The chat of the open agent page (/agent/$agentType), once its code has loaded. */
export function useAgentPageChat(): ChatActorRef | undefined {
  return useSelector(useAppActor(), (s) => childActor<ChatActorRef>(s, 'agentChat'));
}

/** The signed-in user (null when signed out). */
export function useSignedInUser() {
  return useSelector(useSessionActor(), (s) => s.context.user);
}
