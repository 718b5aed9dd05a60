import { PRODUCT_NAME } from '@domain/product';

/** The page's mount point; without it the app cannot start and says why. */
export function findRootElement(doc: Document = document): HTMLElement {
  const root = doc.getElementById('root');
  if (!root) {
    throw new Error(`${PRODUCT_NAME} cannot start: the page has no element with id "root".`);
  }
  return root;
}
