import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';

// Test files share a worker's modules (vitest.config.ts): undo what an earlier file configured.
configure({ defaultHidden: false, asyncUtilTimeout: 1000 });

// jsdom lacks the layout APIs Mantine uses.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView ??= () => {};
window.HTMLElement.prototype.scrollTo ??= () => {};
window.scrollTo = () => {};
// Mantine's autosize Textarea listens for web fonts loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}
// Toasts live in Mantine's module-wide store: one an earlier test or file left (or that arrived
// after it ended) would show in this test's render. Which file ran before depends on Vitest's
// timing cache, so a clean clone runs them in another order than a warm checkout.
beforeEach(() => {
  notifications.cleanQueue();
  notifications.clean();
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
