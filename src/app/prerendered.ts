/**
 * The build writes each public page's markup into an inert `#prerendered`, beside the empty
 * `#root`, so the page paints before any JavaScript runs. React renders into `#root` as usual; the moment
 * the live page has committed its `<main>`, the static copy is removed, before the browser
 * paints again, so the swap is invisible. If the live app shows no page in time (an error
 * screen, say), the copy goes anyway.
 */
export const PRERENDERED_ID = 'prerendered';

export function handOffPrerendered(root: HTMLElement, timeoutMs = 10_000): void {
  const prerendered = root.ownerDocument.getElementById(PRERENDERED_ID);
  if (!prerendered) return;
  const finish = () => {
    observer.disconnect();
    clearTimeout(timer);
    prerendered.remove();
  };
  // Mutation records are delivered as a microtask after React's commit: still before paint.
  const observer = new MutationObserver(() => {
    if (root.querySelector('main')) finish();
  });
  observer.observe(root, { childList: true, subtree: true });
  const timer = setTimeout(finish, timeoutMs);
}
