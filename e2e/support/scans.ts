import { renderScanInBrowser, type ScanSpec } from '../../scripts/fixtures/scans';
import type { Page } from '../test';

/** A scan or photo drawn from known text in the page's own canvas, as the file's bytes. */
export const drawScan = async (page: Page, spec: ScanSpec) =>
  Buffer.from(await page.evaluate(renderScanInBrowser, spec), 'base64');
