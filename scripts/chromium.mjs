// Debian's Chromium (never a downloaded browser) and the flags every runner here starts it with:
// no sandbox (the machines run as root), no GPU, and none of Chromium's background traffic.
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
