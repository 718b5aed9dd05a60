import type { Citation } from '@machines/chat/chat.types';
import { createInjected } from '../injected';

/** Opens a citation's source; `from` is the control that asked, which gets focus back on close. */
export type OpenCitation = (citation: Citation, from: HTMLElement) => void;

/** Citations are controls only where a chat can show their source (the documents chat). */
export const [CitationOpenerProvider, useCitationOpener] = createInjected<OpenCitation | null>(
  null,
);
