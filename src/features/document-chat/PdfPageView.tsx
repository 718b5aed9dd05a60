import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { IconFileAlert } from '@tabler/icons-react';
import { useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import type { OcrWord } from '@/lib/documents/types';
import { showCited } from './cited-highlights';
import { OcrWordBoxes } from './OcrWordBoxes';
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

/** Why `what` is not shown, for the person reading: too large, too slow, or pdf.js failed. */
function refusalOf(error: unknown, what: string): string {
  return error instanceof PageRefusal ? error.message : `${what} could not be drawn.`;
}

interface PdfPageViewProps {
  file: Blob;
  /** The page the viewer opens at. */
  citedPage: number;
  /** The cited passage's text, highlighted in the cited page's text layer. */
  passage: string;
  /** The text around the citation, shown when pdf.js cannot open the file or draw a page. */
  fallback: ReactNode;
  /** A scanned cited page has no text layer: the words OCR read, marked over the image instead. */
  ocrWords?: readonly OcrWord[];
}

/**
 * A PDF opened at its cited page, the cited passage highlighted and scrolled into view, with
 * previous and next page and zoom. pdf.js parses in a worker of its own, under the bounds reading
 * has; a page too large or too slow to draw says so, over the text around the citation.
 */
export default function PdfPageView({
  file,
  citedPage,
  passage,
  fallback,
  ocrWords,
}: PdfPageViewProps) {
  const frame = useRef<HTMLDivElement>(null);
  const page = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const textLayer = useRef<HTMLDivElement>(null);
  const [view, send] = useReducer(pdfViewReducer, citedPage, initialPdfView);
  // What opening the file came to; null: pdf.js could not read it (its text is shown, as ever).
  const [opened, setOpened] = useState<{ pdf: ViewedPdf } | { refused: string | null }>();
  const [drawn, setDrawn] = useState<{ key: string; refused?: string }>();
  const drawing = `${view.page}@${view.zoom}`;

  useEffect(() => {
    const controller = new AbortController();
    let open: ViewedPdf | undefined;
    openPdfForViewing(file, controller.signal).then(
      (viewed) => {
        if (controller.signal.aborted) return viewed.close();
        open = viewed;
        send({ type: 'document.opened', pageCount: viewed.document.numPages });
        setOpened({ pdf: viewed });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setOpened({ refused: error instanceof PageRefusal ? error.message : null });
      },
    );
    return () => {
      controller.abort();
      open?.close();
    };
  }, [file]);

  const pdf = opened && 'pdf' in opened ? opened.pdf : undefined;
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
        if (controller.signal.aborted) return;
        setDrawn({ key: drawing, refused: refusalOf(error, `Page ${view.page}`) });
      },
    );
    return () => controller.abort();
  }, [pdf, view.page, view.zoom, drawing, citedPage, passage]);

  const openRefused = opened && 'refused' in opened ? opened.refused : undefined;
  if (openRefused === null) return fallback;
  const refused = openRefused ?? (drawn?.key === drawing ? drawn.refused : undefined);
  const status = !opened
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
          {ocrWords && view.page === citedPage && drawn?.key === drawing && (
            <OcrWordBoxes words={ocrWords} passage={passage} />
          )}
        </div>
      </div>
    </Stack>
  );
}
