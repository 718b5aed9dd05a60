import { useCallback, useRef, useState } from 'react';
import type { Citation } from '@machines/chat/chat.types';
import type { OpenCitation } from '@/components/chat/citation-opener';

/**
 * Which citation's source is shown, and whether the viewer is open: the citation stays while
 * the viewer closes (a drawer still shows it as it slides away). Closing gives focus back to
 * the citation that opened it.
 */
export function useSourceViewer() {
  const [citation, setCitation] = useState<Citation | null>(null);
  const [opened, setOpened] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const open = useCallback<OpenCitation>((cited, from) => {
    opener.current = from;
    setCitation(cited);
    setOpened(true);
  }, []);
  const close = useCallback(() => {
    setOpened(false);
    opener.current?.focus();
  }, []);
  return { citation, opened, open, close };
}
