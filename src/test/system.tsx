import { createMemoryHistory } from '@tanstack/react-router';
import type { RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { onTestFinished } from 'vitest';
import type { AgentId } from '@domain/agents';
import type { SessionUser } from '@machines/session/session.types';
import { startApp, type StartedApp, type StartOptions } from '@/app/start';
import { waitFor } from 'xstate';
import {
  AppSystemProvider,
  childActor,
  type AppActor,
  type ChatActorRef,
  type SessionActorRef,
} from '@/components/app-system';
import { LibraryLoaderProvider } from '@/features/document-chat/library-loader';
import { loadDocumentLibrary } from '@/features/document-chat/load-document-library';
import { renderWithProviders } from './render';

/** Test users of one company, one per end of the clearance scale. */
export const TEST_OWNER: SessionUser = {
  id: 'test-owner',
  name: 'Olivia Owner',
  companyId: 'test-company',
  clearance: 'Private',
};
export const TEST_ASSOCIATE: SessionUser = {
  id: 'test-associate',
  name: 'Avery Associate',
  companyId: 'test-company',
  clearance: 'Public',
};

export interface TestAppOptions extends StartOptions {
  /** Signed in from the start (no server call). */
  user?: SessionUser;
  path?: string;
}

/**
 * Starts the app's actor system as the app does, with the real effects unless the test replaces
 * some (`effects`), at `path` of a memory history. It stops when the test finishes.
 */
export function startTestApp({ user, path = '/', ...options }: TestAppOptions = {}): StartedApp {
  const started = startApp({
    history: createMemoryHistory({ initialEntries: [path] }),
    ...options,
  });
  onTestFinished(() => {
    started.app.stop();
  });
  if (user) signInAs(started.app, user);
  return started;
}

export function sessionOf(app: AppActor): SessionActorRef {
  return childActor<SessionActorRef>(app.getSnapshot(), 'session')!;
}

export function signInAs(app: AppActor, user: SessionUser) {
  sessionOf(app).send({ type: 'session.signIn', session: { user, token: `token-${user.id}` } });
}

/** Opens an agent's own page in the system, as the router does, and returns its chat actor. */
export async function openAgentChat(app: AppActor, agentId: AgentId): Promise<ChatActorRef> {
  app.send({ type: 'agentPage.open', agentId });
  const open = await waitFor(app, (s) => childActor(s, 'agentChat') !== undefined);
  return childActor<ChatActorRef>(open, 'agentChat')!;
}

/** Renders `ui` inside the providers and the given app system (no router). */
export function renderInApp(
  ui: ReactElement,
  {
    app,
    loadLibrary = loadDocumentLibrary,
  }: { app: AppActor; loadLibrary?: StartOptions['loadLibrary'] },
  options?: RenderOptions,
) {
  function System({ children }: { children: ReactNode }) {
    return (
      <AppSystemProvider app={app}>
        <LibraryLoaderProvider value={loadLibrary}>{children}</LibraryLoaderProvider>
      </AppSystemProvider>
    );
  }
  return renderWithProviders(<System>{ui}</System>, options);
}
