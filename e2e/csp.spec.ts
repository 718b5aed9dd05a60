import { expect, test } from './test';

/**
 * The content security policy each built page carries (static hosts cannot be relied on for
 * headers). Every other browser test runs under it too, and fails on any violation (./test.ts).
 */

const PAGES = ['/', '/pricing', '/dashboard'];

function policyOf(html: string): string {
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html);
  return (meta?.[1] ?? '').replaceAll('&#39;', "'");
}

test('every built page carries the policy and has no inline script', async ({ request }) => {
  for (const path of PAGES) {
    const html = await (await request.get(path)).text();
    const directives = policyOf(html).split('; ');
    expect(directives, path).toEqual(
      expect.arrayContaining([
        "default-src 'self'",
        "script-src 'self'",
        "worker-src 'self'",
        "object-src 'none'",
      ]),
    );
    expect(html.indexOf('Content-Security-Policy'), `${path}: the policy comes first`).toBeLessThan(
      html.indexOf('<script'),
    );
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length, path).toBeGreaterThan(0);
    expect(
      scripts.filter((tag) => !/\ssrc="/.test(tag)),
      `${path}: inline scripts`,
    ).toEqual([]);
  }
});

test('the browser enforces it: an injected inline script does not run', async ({
  page,
  cspViolations,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedScriptRan = true';
    document.head.append(script);
    return 'injectedScriptRan' in window;
  });
  expect(ran).toBe(false);
  await expect.poll(() => cspViolations.length).toBe(1);
  cspViolations.length = 0;
});

test('a host answering every path with the landing page never shows its copy elsewhere', async ({
  page,
  request,
}) => {
  const landing = await (await request.get('/')).text();
  await page.route('**/dashboard', (route) =>
    route.fulfill({ body: landing, contentType: 'text/html' }),
  );
  // The app never starts, so only the static copy and its guard are on the page.
  await page.route('**/assets/start-*.js', (route) => route.abort());

  await page.goto('/');
  await expect(page.locator('#prerendered main')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.locator('#prerendered')).toBeAttached();
  await expect(page.locator('#prerendered')).toBeHidden();
});
