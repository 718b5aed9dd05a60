import {
  Alert,
  Badge,
  CloseButton,
  Drawer,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Title,
  useMantineTheme,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileOff } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useId, useRef, type ReactNode } from 'react';
import type { Citation } from '@machines/chat/chat.types';
import type { DocumentLibrary } from '@/lib/documents/library';
import type { DocumentUser, SourceExcerpt, SourcePassage } from '@/lib/documents/types';
import { ImagePageView } from './ImagePageView';
import { SourcePassages } from './SourcePassages';
import { useSourceExcerpt, type SourceState } from './useSourceExcerpt';

// pdf.js comes with the page view, when a PDF citation is first opened.
const PdfPageView = lazy(() => import('./PdfPageView'));

function sourceTitle({ documentName, location }: Citation): string {
  return location ? `${documentName}, ${location}` : documentName;
}

function Pending({ children }: { children: ReactNode }) {
  return (
    <Group gap="xs">
      <Loader size="sm" aria-hidden />
      <Text size="sm">{children}</Text>
    </Group>
  );
}

/** What the cited passage cites: the sentence an answer quoted, else all of it. */
function citedText({ text, highlights }: SourcePassage): string {
  const [quoted] = highlights ?? [];
  return quoted ? text.slice(quoted.start, quoted.end) : text;
}

/**
 * A PDF's cited page as it looks when its file was kept, and a scanned image with the cited words
 * marked; otherwise the text around the citation.
 */
function SourceContent({ source }: { source: SourceExcerpt }) {
  const passages = <SourcePassages passages={source.passages} />;
  const cited = source.passages.find((passage) => passage.cited);
  if (!source.file || cited?.location.kind !== 'page') return passages;
  if (source.format !== 'pdf') {
    return source.ocrWords ? (
      <ImagePageView
        file={source.file}
        name={source.documentName}
        words={source.ocrWords}
        passage={citedText(cited)}
      />
    ) : (
      passages
    );
  }
  return (
    <Suspense fallback={<Pending>Opening the page…</Pending>}>
      <PdfPageView
        key={`${source.documentId}:${cited.location.page}:${cited.text}`}
        file={source.file}
        citedPage={cited.location.page}
        passage={citedText(cited)}
        fallback={passages}
        {...(source.ocrWords ? { ocrWords: source.ocrWords } : {})}
      />
    </Suspense>
  );
}

function SourceBody({ state }: { state: SourceState }) {
  switch (state.status) {
    case 'loading':
      return <Pending>Opening the source…</Pending>;
    case 'missing':
      return (
        <Alert
          color="orange"
          title="The source can't be shown"
          icon={<IconFileOff size={18} aria-hidden />}
        >
          {state.reason}
        </Alert>
      );
    case 'found':
      return (
        <Stack gap="sm">
          <Group gap="xs">
            <Badge variant="outline" tt="none">
              {state.source.classification}
            </Badge>
          </Group>
          <SourceContent source={state.source} />
        </Stack>
      );
  }
}

/** The viewer beside the chat: a labelled region whose heading takes focus; Escape closes it. */
function SourcePanel({
  citation,
  onClose,
  children,
}: {
  citation: Citation;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [citation]);
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      w="min(30rem, 45%)"
      style={{ flexShrink: 0, display: 'flex', flexDirection: 'column', minHeight: 0 }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs" p="sm">
        <Title
          order={2}
          size="h4"
          id={titleId}
          ref={heading}
          tabIndex={-1}
          className="wrap-anywhere"
        >
          {sourceTitle(citation)}
        </Title>
        <CloseButton aria-label="Close source" onClick={onClose} />
      </Group>
      <ScrollArea
        style={{ flex: 1 }}
        px="sm"
        pb="sm"
        scrollbars="y"
        // Keyboard users scroll the source with the arrow keys once they tab into it.
        viewportProps={{ tabIndex: 0 }}
      >
        {children}
      </ScrollArea>
    </Paper>
  );
}

interface SourceViewerProps {
  citation: Citation | null;
  opened: boolean;
  onClose: () => void;
  library: DocumentLibrary | null;
  user: DocumentUser | null;
}

/**
 * A citation's source at the cited place: beside the chat on a wide screen, over it (a drawer)
 * on a narrow one. A removed document says so instead.
 */
export function SourceViewer({ citation, opened, onClose, library, user }: SourceViewerProps) {
  const { breakpoints } = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${breakpoints.md})`);
  const state = useSourceExcerpt(citation, library, user);
  const body = <SourceBody state={state} />;
  if (wide) {
    if (!opened || !citation) return null;
    return (
      <SourcePanel citation={citation} onClose={onClose}>
        {body}
      </SourcePanel>
    );
  }
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="lg"
      title={citation && sourceTitle(citation)}
      returnFocus={false}
      closeButtonProps={{ 'aria-label': 'Close source' }}
    >
      {body}
    </Drawer>
  );
}
