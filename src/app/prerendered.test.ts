import { handOffPrerendered } from './prerendered';

function page() {
  document.body.innerHTML =
    '<div id="prerendered"><main>static copy</main></div><div id="root"></div>';
  return document.getElementById('root')!;
}

describe('handOffPrerendered', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('keeps the static copy while the live app has no page, and drops it once it has', async () => {
    const root = page();
    handOffPrerendered(root);
    root.innerHTML = '<style>:root{}</style>';
    await Promise.resolve();
    expect(document.getElementById('prerendered')).not.toBeNull();

    const main = document.createElement('main');
    root.append(main);
    await Promise.resolve();
    expect(document.getElementById('prerendered')).toBeNull();
  });

  it('drops the static copy after the timeout when no page comes', () => {
    vi.useFakeTimers();
    handOffPrerendered(page(), 5000);
    vi.advanceTimersByTime(4999);
    expect(document.getElementById('prerendered')).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(document.getElementById('prerendered')).toBeNull();
  });

  it('does nothing on a page that was not prerendered', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(() => handOffPrerendered(document.getElementById('root')!)).not.toThrow();
  });
});
