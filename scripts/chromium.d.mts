export const CHROMIUM_PATH: string;
export const CHROMIUM_ARGS: string[];
export const PLAYWRIGHT_CHROMIUM_ARGS: string[];
