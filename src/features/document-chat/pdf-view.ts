/** Zoom levels of a PDF page, as a share of the viewer's width. */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
/** The page fills the viewer's width. */
export const FIT_WIDTH = 1;

/** Which page of a PDF the viewer shows, at what zoom. */
export interface PdfView {
  page: number;
  /** 0 until the document is open. */
  pageCount: number;
  zoom: number;
}

export type PdfViewEvent =
  | { type: 'document.opened'; pageCount: number }
  | { type: 'page.previous' }
  | { type: 'page.next' }
  | { type: 'zoom.in' }
  | { type: 'zoom.out' }
  | { type: 'zoom.reset' };

export function initialPdfView(citedPage: number): PdfView {
  return { page: citedPage, pageCount: 0, zoom: FIT_WIDTH };
}

export const hasPreviousPage = (view: PdfView) => view.page > 1;
export const hasNextPage = (view: PdfView) => view.page < view.pageCount;
export const canZoomOut = (view: PdfView) => view.zoom > ZOOM_STEPS[0];
export const canZoomIn = (view: PdfView) => view.zoom < ZOOM_STEPS[ZOOM_STEPS.length - 1]!;

/** Previous and next stop at the document's ends; zoom moves a step within ZOOM_STEPS. */
export function pdfViewReducer(view: PdfView, event: PdfViewEvent): PdfView {
  switch (event.type) {
    case 'document.opened':
      return {
        ...view,
        pageCount: event.pageCount,
        page: Math.min(Math.max(1, view.page), event.pageCount),
      };
    case 'page.previous':
      return hasPreviousPage(view) ? { ...view, page: view.page - 1 } : view;
    case 'page.next':
      return hasNextPage(view) ? { ...view, page: view.page + 1 } : view;
    case 'zoom.in':
      return { ...view, zoom: ZOOM_STEPS.find((step) => step > view.zoom) ?? view.zoom };
    case 'zoom.out':
      return { ...view, zoom: ZOOM_STEPS.filter((step) => step < view.zoom).at(-1) ?? view.zoom };
    case 'zoom.reset':
      return { ...view, zoom: FIT_WIDTH };
  }
}
