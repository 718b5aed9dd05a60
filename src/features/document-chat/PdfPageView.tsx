import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { IconFileAlert } from '@tabler/icons-react';
import { useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { showCited } from './cited-highlights';
import { PdfPageControls } from './PdfPageControls';
import classes from './PdfPageView.module.css';
import { openPdfForViewing, type ViewedPdf } from './pdf-document';
import { renderPdfPage } from './pdf-page';
import { initialPdfView, pdfViewReducer } from './pdf-view';
import { PageRefusal } from './viewer-budget';

/** When the page's box has no width yet (it is laid out as the viewer opens). */
const FALLBACK_WIDTH = 560;
/** The page's border, left and right. */
const BORDERS = 2;

/** Why nothing is drawn: a refusal says why (too large, too slow); pdf.js failing does not. */
type Failure = { refused: string } | 'failed';

function failureOf(error: unknown): Failure {
  return error instanceof PageRefusal ? { refused: error.message } : 'failed';
}

interface PdfPageViewProps {
  file: Blob;
  /** The page the viewer opens at. */
  citedPage: number;
  /** The cited passage's text, highlighted in the cited page's text layer. */
  passage: string;
  /** The text around the citation, shown instead when pdf.js cannot draw the page. */
  fallback: ReactNode;
}

/**
 * A PDF opened at its cited page, the cited passage highlighted and scrolled into view, with
 * previous and next page and zoom. pdf.js parses in a worker of its own, under the bounds reading
 * has; a page too large or too slow to draw says so, over the text around the citation.
 */
export default function PdfPageView({ file, citedPage, passage, fallback }: PdfPageViewProps) {
  const frame = useRef<HTMLDivElement>(null);
  const page = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const textLayer = useRef<HTMLDivElement>(null);
  const [view, send] = useReducer(pdfViewReducer, citedPage, initialPdfView);
  const [opening, setOpening] = useState<{ pdf: ViewedPdf } | { failure: Failure }>();
  const [drawn, setDrawn] = useState<{ key: string; failure?: Failure }>();
  const drawing = `${view.page}@${view.zoom}`;

  useEffect(() => {
    const controller = new AbortController();
    let opened: ViewedPdf | undefined;
    openPdfForViewing(file, controller.signal).then(
      (viewed) => {
        if (controller.signal.aborted) return viewed.close();
        opened = viewed;
        send({ type: 'document.opened', pageCount: viewed.document.numPages });
        setOpening({ pdf: viewed });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setOpening({ failure: failureOf(error) });
      },
    );
    return () => {
      controller.abort();
      opened?.close();
    };
  }, [file]);

  const pdf = opening && 'pdf' in opening ? opening.pdf : undefined;
  useEffect(() => {
    if (!pdf) return;
    const controller = new AbortController();
    const available = (frame.current?.clientWidth ?? 0) - BORDERS;
    const width = (available > 0 ? available : FALLBACK_WIDTH) * view.zoom;
    const elements = {
      page: page.current!,
      canvas: canvas.current!,
      textLayer: textLayer.current!,
    };
    const onCitedPage = view.page === citedPage;
    renderPdfPage(
      pdf,
      { pageNumber: view.page, width, passage: onCitedPage ? passage : undefined },
      elements,
      controller.signal,
    ).then(
      (cited) => {
        if (controller.signal.aborted) return;
        showCited(cited);
        setDrawn({ key: drawing });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setDrawn({ key: drawing, failure: failureOf(error) });
      },
    );
    return () => controller.abort();
  }, [pdf, view.page, view.zoom, drawing, citedPage, passage]);

  const openFailure = opening && 'failure' in opening ? opening.failure : undefined;
  const failure = openFailure ?? (drawn?.key === drawing ? drawn.failure : undefined);
  if (failure === 'failed') return fallback;
  const refused = failure?.refused;
  const status = !opening
    ? 'Opening the PDF…'
    : pdf && drawn?.key !== drawing
      ? `Drawing page ${view.page}…`
      : null;
  return (
    <Stack gap="xs">
      {pdf && <PdfPageControls view={view} send={send} />}
      {status && !refused && (
        <Group gap="xs">
          <Loader size="sm" aria-hidden />
          <Text size="sm">{status}</Text>
        </Group>
      )}
      {refused && (
        <Alert
          color="orange"
          title="The page can't be shown"
          icon={<IconFileAlert size={18} aria-hidden />}
        >
          {refused} The text around the citation is shown instead.
        </Alert>
      )}
      {refused && fallback}
      <div
        ref={frame}
        className={classes.frame}
        hidden={Boolean(refused)}
        role="group"
        aria-label={`Page ${view.page}`}
        // Keyboard users scroll a zoomed page sideways with the arrow keys once they tab into it.
        tabIndex={0}
      >
        <div ref={page} className={classes.page}>
          <canvas ref={canvas} className={classes.canvas} aria-hidden />
          <div ref={textLayer} className={classes.textLayer} />
        </div>
      </div>
    </Stack>
  );
}
