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
