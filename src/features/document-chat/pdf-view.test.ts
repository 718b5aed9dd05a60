import { initialPdfView, pdfViewReducer, type PdfViewEvent } from './pdf-view';

const after = (events: PdfViewEvent['type'][], pageCount = 3, citedPage = 2) =>
  [
    { type: 'document.opened', pageCount } as PdfViewEvent,
    ...events.map((type) => ({ type }) as PdfViewEvent),
  ].reduce(pdfViewReducer, initialPdfView(citedPage));

test('the viewer opens at the cited page and pages stop at the first and the last', () => {
  expect(after([])).toEqual({ page: 2, pageCount: 3, zoom: 1 });
  expect(after(['page.next', 'page.next', 'page.next']).page).toBe(3);
  expect(after(['page.previous', 'page.previous']).page).toBe(1);
  expect(after(['page.next', 'page.previous']).page).toBe(2);
});

test('a cited page past the end (the file changed) opens at the last page', () => {
  expect(after([], 3, 9).page).toBe(3);
});

test('zoom moves in steps between 50 % and 300 %, and back to the width', () => {
  expect(after(['zoom.in']).zoom).toBe(1.25);
  expect(after(Array(9).fill('zoom.in')).zoom).toBe(3);
  expect(after(Array(9).fill('zoom.out')).zoom).toBe(0.5);
  expect(after(['zoom.in', 'zoom.in', 'zoom.reset']).zoom).toBe(1);
});
