/**
 * The pages run under the Content-Security-Policy the build wrote for the CDN (`_headers.json`, applied by
 * `pnpm start`), and every spec fails on a violation (tests/e2e/support/test.ts). These two tests show both:
 * the policy is served and strict, and a script the policy does not allow fails the test that ran it.
 */
import { expect, test } from './support/test.ts';

test('pages are served with the build’s strict policy and the other security headers', async ({ page }) => {
  const response = await page.goto('/at-de/');
  const headers = response!.headers();
  const csp = headers['content-security-policy'] ?? '';
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers['referrer-policy']).toBeTruthy();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['strict-transport-security']).toContain('max-age=');
  await expect(page.locator('h1').first()).toBeVisible();
});

test('an inline script the policy does not allow fails the test that ran it', async ({ page }) => {
  // Expected to fail: the guard must turn the refused script into a failed test.
  test.fail();
  await page.goto('/at-de/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.cspProbe = true;';
    document.head.append(script);
  });
  // The script was refused: it never ran.
  expect(await page.evaluate(() => (window as unknown as { cspProbe?: boolean }).cspProbe)).toBeUndefined();
});
