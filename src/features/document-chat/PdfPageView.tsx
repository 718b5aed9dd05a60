import { Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import classes from './PdfPageView.module.css';
import { renderPdfPage } from './pdf-page';

/** The class of the text layer's spans that make up the cited passage. */
const CITED_CLASS = 'cited';

/** When the page's box has no width yet (it is laid out as the viewer opens). */
const FALLBACK_WIDTH = 560;
/** The page's border, left and right. */
const BORDERS = 2;

interface PdfPageViewProps {
  file: Blob;
  pageNumber: number;
  /** The cited passage's text, highlighted in the page's text layer. */
  passage: string;
  /** Shown instead when pdf.js cannot draw the page. */
  fallback: ReactNode;
}

/** The cited page of a PDF as it looks, its cited passage highlighted and scrolled into view. */
export default function PdfPageView({ file, pageNumber, passage, fallback }: PdfPageViewProps) {
  const page = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const textLayer = useRef<HTMLDivElement>(null);
  const [outcome, setOutcome] = useState<{ pageCount: number } | 'drawing' | 'failed'>('drawing');

  useEffect(() => {
    const controller = new AbortController();
    const elements = {
      page: page.current!,
      canvas: canvas.current!,
      textLayer: textLayer.current!,
    };
    const available = (elements.page.parentElement?.clientWidth ?? 0) - BORDERS;
    const width = available > 0 ? available : FALLBACK_WIDTH;
    renderPdfPage(file, { pageNumber, passage, width }, elements, controller.signal).then(
      ({ pageCount, cited }) => {
        if (controller.signal.aborted) return;
        for (const span of cited) span.classList.add(CITED_CLASS);
        cited[0]?.scrollIntoView({ block: 'center' });
        setOutcome({ pageCount });
      },
      () => {
        if (!controller.signal.aborted) setOutcome('failed');
      },
    );
    return () => controller.abort();
  }, [file, pageNumber, passage]);

  if (outcome === 'failed') return fallback;
  return (
    <Stack gap="xs">
      {outcome === 'drawing' ? (
        <Group gap="xs">
          <Loader size="sm" aria-hidden />
          <Text size="sm">Drawing page {pageNumber}…</Text>
        </Group>
      ) : (
        <Text size="sm" fw={500}>
          Page {pageNumber} of {outcome.pageCount}
        </Text>
      )}
      <div ref={page} className={classes.page}>
        <canvas ref={canvas} className={classes.canvas} aria-hidden />
        <div ref={textLayer} className={classes.textLayer} />
      </div>
    </Stack>
  );
}
