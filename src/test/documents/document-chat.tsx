import { act, screen, waitFor, within } from '@testing-library/react';
import type { SessionUser } from '@machines/session/session.types';
import { findAgent } from '@domain/agents';
import { DocumentChat } from '@/features/document-chat/DocumentChat';
import type { DocumentLibrary } from '@/lib/documents/library';
import { openAgentChat, renderInApp, startTestApp, TEST_OWNER } from '../system';

/** The documents agent's chat wired to a real documents library, and how tests talk to it. */

export const documentsAgent = findAgent('documents');

export const chatLog = () => screen.getByRole('log');

export const lastAgentMessage = () =>
  within(chatLog()).getAllByRole('article', { name: documentsAgent.title }).at(-1)!;

/** The documents agent's chat in an app system of its own whose effects use `library`. */
export async function renderDocumentChat(library: DocumentLibrary, user: SessionUser = TEST_OWNER) {
  const loadLibrary = async () => library;
  const { app } = startTestApp({ user, loadLibrary });
  const chatRef = await openAgentChat(app, 'documents');
  const rendered = renderInApp(<DocumentChat chatRef={chatRef} onBack={() => {}} />, {
    app,
    loadLibrary,
  });
  // The Documents drawer's library arrives a moment after the first render.
  await act(() => loadLibrary());
  return rendered;
}

/** Types a question, waits for the answer and returns the agent's reply. */
export async function ask(
  user: Awaited<ReturnType<typeof renderDocumentChat>>['user'],
  question: string,
) {
  const before = within(chatLog()).getAllByRole('article').length;
  await user.type(
    await screen.findByPlaceholderText('Type your message here...'),
    `${question}{Enter}`,
  );
  await waitFor(() => expect(within(chatLog()).getAllByRole('article')).toHaveLength(before + 2));
  return lastAgentMessage();
}
