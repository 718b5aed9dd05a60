import { expect, test } from './test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './support/auth';
import { serveStatic, type StaticHost } from '../scripts/static-host.mjs';
import { buildForBasePath } from './support/base-path-build';

// A build for /demo/ on a plain static host that only knows files and 404.html.
const BASE = '/demo/';
let host: StaticHost;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const dist = buildForBasePath(BASE, 'dist-static-demo');
  // Files and 404.html only: no rewrites, and no /pricing -> pricing.html either.
  host = await serveStatic({ root: dist, prefix: BASE, cleanUrls: false, lifetimeMs: 10 * 60_000 });
});

test.afterAll(async () => {
  await host?.close();
});

test('a deep link to /demo/pricing starts the app from 404.html', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400 && r.request().resourceType() !== 'document') failed.push(r.url());
  });
  const answer = await page.goto(`${host.url}${BASE}pricing`);
  expect(answer?.status()).toBe(404); // the host knows no such file; 404.html is the app
  await expect(page.getByRole('heading', { name: 'Simple, Transparent Pricing' })).toBeVisible();
  expect(page.url()).toBe(`${host.url}${BASE}pricing`);
  expect(failed).toEqual([]);
});

test('a deep link to /demo/dashboard opens the dashboard, which asks to sign in', async ({
  page,
}) => {
  await page.goto(`${host.url}${BASE}dashboard`);
  await expect(page.getByRole('heading', { name: 'Sign in to see your dashboard' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: /^Sign in to / })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`${BASE}dashboard`);
});

test('links stay under the sub-path and the in-page API works there', async ({ page }) => {
  await page.goto(`${host.url}${BASE}`);
  await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).first().click();
  await expect(page).toHaveURL(`${host.url}${BASE}pricing`);

  await page.goto(`${host.url}${BASE}`);
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(DEMO_ACCOUNTS.owner.email);
  await dialog.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${host.url}${BASE}dashboard`);
  await expect(page.getByText(/^Welcome, /)).toBeVisible();
});

test('the manifest and icons are served under the sub-path', async ({ page, request }) => {
  await page.goto(`${host.url}${BASE}`);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe(`${BASE}manifest.webmanifest`);
  const manifest = (await (await request.get(`${host.url}${href}`)).json()) as {
    start_url: string;
    scope: string;
    icons: { src: string; sizes: string }[];
  };
  expect(manifest).toMatchObject({ start_url: BASE, scope: BASE });
  for (const icon of manifest.icons) {
    const png = await request.get(new URL(icon.src, `${host.url}${href}`).toString());
    expect(png.status(), icon.src).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
  }
  expect(manifest.icons.map((i) => i.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
});
