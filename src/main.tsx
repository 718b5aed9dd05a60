import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { handOffPrerendered, PRERENDERED_ID } from './app/prerendered';
import { findRootElement } from './app/root-element';
import { startApp, type StartedApp } from './app/start';
import { registerServiceWorkerWhenIdle } from './app/service-worker';
import { applyThemeClass, readThemePreference } from './components/theme';
import './app/styles';
import { notifyError } from './components/notify';
import { onDemoDataNotSaved } from './lib/api/mock-server';

applyThemeClass(readThemePreference());
// The in-page mock keeps its demo data in this browser's storage; say so when it cannot.
onDemoDataNotSaved(({ title, message }) => notifyError(title, message));

// Each step of the start-up in a task of its own, so none blocks input for long.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * On a prerendered page the router loads the page's code before the first render, so React
 * builds the whole page in that first (sliced) render instead of one long update after it.
 */
async function loadPrerenderedPage({ router }: StartedApp) {
  if (!document.getElementById(PRERENDERED_ID)) return;
  await nextTask();
  try {
    await router.load();
  } catch {
    // The router loads the page again as usual when it renders.
  }
}

function render(container: HTMLElement, started: StartedApp) {
  handOffPrerendered(container);
  const root = createRoot(container);
  // As a transition React renders in slices, yielding to the browser between them, instead of
  // one long task that would block input while the first page is built.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App {...started} />
      </StrictMode>,
    );
  });
}

async function start(container: HTMLElement) {
  await nextTask();
  const started = startApp();
  await loadPrerenderedPage(started);
  await nextTask();
  render(container, started);
}

const container = findRootElement();
// Not a top-level await: that would make the bundler split the entry into many small chunks.
void start(container);

// The service worker precaches the build so the app works offline after one visit.
if (import.meta.env.PROD && 'serviceWorker' in navigator) registerServiceWorkerWhenIdle();
