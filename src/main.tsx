/// <reference types="vite-plugin-pwa/vanillajs" />
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { findRootElement } from './app/root-element';
import { applyThemeClass, readThemePreference } from './app/theme';
import './app/styles';

applyThemeClass(readThemePreference());

createRoot(findRootElement()).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The service worker precaches the build so the app works offline after one visit. It is
// registered once the page has loaded, so it never competes with the first paint.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
  });
}
