import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { SimulatedClock } from 'xstate';
import type { SessionUser } from '@machines/session/session.types';
import { REPLY_DELAY_MS } from '@machines/chat/chat.machine';
import { findAgent } from '@domain/agents';
import { DocumentChat } from '@/features/document-chat/DocumentChat';
import type { StartOptions } from '@/app/start';
import type { DocumentLibrary } from '@/lib/documents/library';
import { openAgentChat, renderInApp, startTestApp, TEST_OWNER } from '../system';

/** The documents agent's chat wired to a real documents library, and how tests talk to it. */

export const documentsAgent = findAgent('documents');

export const chatLog = () => screen.getByRole('log');

export const lastAgentMessage = () =>
  within(chatLog()).getAllByRole('article', { name: documentsAgent.title }).at(-1)!;

/** The clock of the chat last rendered by `renderDocumentChat`. */
let chatClock: SimulatedClock | undefined;

/**
 * Moves the delays of the chat last rendered (the agent's reply delay, an upload's minimum
 * wait): its system runs on a simulated clock, so tests do not sit out real seconds.
 */
export function advanceChatClock(ms: number) {
  if (!chatClock) throw new Error('No chat rendered with renderDocumentChat');
  act(() => chatClock!.increment(ms));
}

/**
 * The documents agent's chat in an app system of its own whose effects use `library` (and
 * `openConversations`, given to keep conversations across two renders, as across a reload).
 */
export async function renderDocumentChat(
  library: DocumentLibrary,
  user: SessionUser = TEST_OWNER,
  { openConversations }: Pick<StartOptions, 'openConversations'> = {},
) {
  const loadLibrary = async () => library;
  const clock = new SimulatedClock();
  chatClock = clock;
  const { app } = startTestApp({ user, loadLibrary, clock, openConversations });
  const chatRef = await openAgentChat(app, 'documents');
  const rendered = renderInApp(<DocumentChat chatRef={chatRef} onBack={() => {}} />, {
    app,
    loadLibrary,
  });
  // The Documents drawer's library arrives a moment after the first render.
  await act(() => loadLibrary());
  return { ...rendered, clock };
}

/**
 * Sends `text` from the chat's message box as a person does (click, text, Enter). The text is
 * pasted, not typed key by key: these tests are about the answers, and every keystroke
 * re-renders the chat (typing itself is covered by the chat's own tests).
 */
export async function sendMessage(user: UserEvent, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
  expect(input).toHaveValue(text);
  await user.keyboard('{Enter}');
}

/**
 * Waits for the question just sent to show, moves the chat's clock past the reply delay, and
 * waits for the agent's reply; returns it.
 */
export async function awaitReply(before: number) {
  await waitFor(() => expect(within(chatLog()).getAllByRole('article')).toHaveLength(before + 1));
  advanceChatClock(REPLY_DELAY_MS);
  await waitFor(() => expect(within(chatLog()).getAllByRole('article')).toHaveLength(before + 2));
  return lastAgentMessage();
}

/** Sends a question, waits for the answer and returns the agent's reply. */
export async function ask(user: UserEvent, question: string) {
  const before = within(chatLog()).getAllByRole('article').length;
  await sendMessage(
    user,
    await screen.findByPlaceholderText('Type your message here...'),
    question,
  );
  return awaitReply(before);
}
