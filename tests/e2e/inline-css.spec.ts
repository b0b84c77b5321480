import { expect, test } from './support/test.ts';
import { answeredConsent, hydratedAndIdle } from './support/shop-session.ts';

const LISTING = '/de-de/ebikes/';

test('a listing inlines only the CSS of its own HTML; the compare dock, shown by a click, is styled by the whole sheet', async ({ page, request }) => {
  const html = await (await request.get(LISTING)).text();
  const deferred = [...html.matchAll(/<style data-href="([^"]+)">([^]*?)<\/style><link rel="stylesheet" href="[^"]+" media="print" data-deferred-css>/gu)];
  expect(deferred.length).toBeGreaterThan(0);
  for (const [, href, inline] of deferred) expect(inline!.length).toBeLessThan((await (await request.get(href!)).text()).length);

  await answeredConsent(page.context());
  await page.goto(LISTING);
  await hydratedAndIdle(page);
  // Every whole sheet applies once loaded: none is left waiting for print.
  await expect(page.locator('link[data-deferred-css]')).toHaveCount(0);
  await expect(page.locator('link[media="print"]')).toHaveCount(0);
  await page.locator('[data-compare-toggle]').first().click();
  // The dock is not in the server's HTML, so its rules were not inlined: without the whole sheet it would sit in the flow.
  const dock = page.locator('[data-compare-dock]');
  await expect(dock).toBeVisible();
  await expect(dock).toHaveCSS('position', 'fixed');
});
