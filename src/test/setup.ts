import '@testing-library/jest-dom/vitest';
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
afterEach(() => {
  cleanup();
  localStorage.clear();
});
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
