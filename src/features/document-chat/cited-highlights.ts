/** The class of a drawn page's elements that show the cited text; PdfPageView.module.css draws it. */
export const CITED_CLASS = 'cited';

/**
 * Marks the elements of a drawn page that show the cited text (the text layer's spans) and
 * scrolls the first into view.
 */
export function showCited(elements: readonly HTMLElement[]): void {
  for (const element of elements) element.classList.add(CITED_CLASS);
  elements[0]?.scrollIntoView({ block: 'center' });
}
