import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { handOffPrerendered } from './app/prerendered';
import { findRootElement } from './app/root-element';
import { registerServiceWorker } from './app/service-worker';
import { applyThemeClass, readThemePreference } from './app/theme';
import './app/styles';

applyThemeClass(readThemePreference());

const container = findRootElement();
handOffPrerendered(container);
const root = createRoot(container);
// As a transition React renders in slices, yielding to the browser between them, instead of one
// long task that would block input while the first page is built.
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

// The service worker precaches the build so the app works offline after one visit. It is
// registered once the page has loaded (prerendered pages start the app after that already),
// so it never competes with the first paint.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  if (document.readyState === 'complete') void registerServiceWorker();
  else window.addEventListener('load', () => void registerServiceWorker());
}
