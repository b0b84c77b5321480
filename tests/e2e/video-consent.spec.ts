import { expect, test } from './support/test.ts';

// Issue 15 item 6: a YouTube iframe shipped in the static HTML of every life-in-motion page, so the video host was
// contacted before the shopper had said yes to functional cookies. Video needs C0001 and C0003 (spec §5).
const PAGE = '/at-de/life-in-motion/';

test('the life-in-motion video loads only after consent to functional cookies, on a phone and a desktop', async ({ page, request, context }) => {
  // The static HTML: a placeholder naming the host, no iframe.
  const html = await (await request.get(PAGE)).text();
  expect(html).toContain('data-consent-placeholder="video"');
  expect(html).not.toMatch(/<iframe/i);

  const videoRequests: string[] = [];
  page.on('request', (r) => {
    if (/youtube/.test(r.url())) videoRequests.push(r.url());
  });
  // No network here: answer the video host with an empty page so the iframe settles.
  await page.route(/youtube/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>video</title>' }));
  await context.clearCookies();

  for (const [width, height] of [[390, 844], [1440, 900]] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(PAGE);
    const placeholder = page.locator('[data-consent-placeholder=video]');
    await expect(placeholder).toBeVisible();
    await expect(placeholder).toContainText('youtube-nocookie.com');
    await expect(placeholder.getByRole('link')).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch\?v=/);

    // Necessary cookies only: still no video, the cookie settings are offered.
    await page.locator('[data-consent-view=banner]').getByRole('button', { name: 'Nur notwendige' }).click();
    await expect(placeholder.getByRole('button')).toBeVisible();
    expect(videoRequests).toEqual([]);
    await expect(page.locator('main iframe')).toHaveCount(0);

    // The settings button opens the consent tool; accepting everything loads the video in place.
    await placeholder.getByRole('button').click();
    await expect(page.locator('[data-consent-view=preferences]')).toBeVisible();
    await page.locator('[data-consent-view=preferences]').getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect(page.locator('main iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\//);
    await expect(placeholder).toHaveCount(0);
    // The iframe is lazy: the browser requests it once it has laid it out in view, a moment after it is in the DOM.
    await expect.poll(() => videoRequests.length).toBeGreaterThan(0);

    await context.clearCookies();
    videoRequests.length = 0;
  }
});
