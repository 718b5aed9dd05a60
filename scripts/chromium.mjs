// Debian's Chromium (never a downloaded browser) and the flags every runner here starts it with:
// no sandbox (the machines run as root), no GPU, and none of Chromium's background traffic.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Browser UI that new headless Chromium (156) builds for every window although nothing shows
 * it: each window (each Playwright context and each extra page) got a renderer of its own for
 * the omnibox popup (chrome://omnibox-popup.top-chrome/), preloaded and laid out again and
 * again. Measured on the landing page plus a sign-in: 3.6 core-seconds per fresh context with
 * it, 2.3 without (the page's own renderer is unchanged); about a third of the suite's CPU.
 */
const HEADLESS_UI_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
  'PreloadTopChromeWebUI',
];

// Playwright 1.65's own --disable-features list (chromiumSwitches.ts), for when it cannot be
// read from the installed playwright-core below.
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** The features the installed Playwright disables, read from its bundle (or the list above). */
function playwrightDisabledFeatures() {
  try {
    const bundle = createRequire(import.meta.url).resolve('playwright-core/lib/coreBundle');
    const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(readFileSync(bundle, 'utf8'))?.[1];
    const names = [...(list ?? '').matchAll(/^\s*"(\w+)",?\s*$/gm)].map((match) => match[1]);
    if (names.length > 0) return names;
  } catch {
    // An older or newer layout: the list above.
  }
  return PLAYWRIGHT_DISABLED_FEATURES;
}

/**
 * The flags for Playwright's browser tests: CHROMIUM_ARGS without the headless browser UI.
 * Chromium keeps only the last --disable-features it is given, and Playwright passes its own
 * before ours, so this one repeats Playwright's list.
 */
export const PLAYWRIGHT_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  `--disable-features=${[...new Set([...playwrightDisabledFeatures(), ...HEADLESS_UI_FEATURES])].join(',')}`,
];
