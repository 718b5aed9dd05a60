import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import type { ViewedPdf } from './pdf-document';
import { openPdfForViewing } from './pdf-document';
import { renderPdfPage } from './pdf-page';
import PdfPageView from './PdfPageView';
import { PageRefusal } from './viewer-budget';

// pdf.js does not draw in jsdom: opening and drawing are what the browser tests run for real.
vi.mock('./pdf-document', () => ({ openPdfForViewing: vi.fn() }));
vi.mock('./pdf-page', () => ({ renderPdfPage: vi.fn() }));

const pdf = { document: { numPages: 3 }, close: vi.fn() } as unknown as ViewedPdf;

function view() {
  return renderWithProviders(
    <PdfPageView
      file={new Blob()}
      citedPage={2}
      passage="Staff park behind the dock."
      fallback={<p>The text around the citation</p>}
    />,
  );
}

test('a page over the budget says so over the text around the citation; the other pages still open', async () => {
  vi.mocked(openPdfForViewing).mockResolvedValue(pdf);
  vi.mocked(renderPdfPage).mockImplementation(async (_, { pageNumber }) => {
    if (pageNumber === 2) {
      throw new PageRefusal('Drawing page 2 took longer than 15 seconds, so it was stopped.');
    }
    if (pageNumber === 3) throw new Error('pdf.js failed');
    return [];
  });
  view();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent("The page can't be shown");
  expect(alert).toHaveTextContent(
    'Drawing page 2 took longer than 15 seconds, so it was stopped. The text around the citation is shown instead.',
  );
  expect(screen.getByText('The text around the citation')).toBeVisible();
  expect(screen.getByText('Page 2 of 3')).toBeVisible();

  await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
  expect(await screen.findByText('Page 1 of 3')).toBeVisible();
  await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  expect(screen.queryByText('The text around the citation')).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Page 3 could not be drawn.');
});

test('a file too slow to open says so; one pdf.js cannot read shows the text alone', async () => {
  vi.mocked(openPdfForViewing).mockRejectedValueOnce(
    new PageRefusal('Opening the PDF took longer than 15 seconds, so it was stopped.'),
  );
  const { unmount } = view();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Opening the PDF took longer than 15 seconds, so it was stopped.',
  );
  expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
  unmount();

  vi.mocked(openPdfForViewing).mockRejectedValueOnce(new Error('Invalid PDF structure.'));
  view();
  expect(await screen.findByText('The text around the citation')).toBeVisible();
  expect(screen.queryByRole('alert')).toBeNull();
});
