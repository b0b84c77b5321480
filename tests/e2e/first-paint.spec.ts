/**
 * Nothing in the header moves while its HTML comes in. A page's HTML reaches the browser in pieces; when a piece
 * ended inside the header, Chromium painted the part it had (the phone header's right-aligned icons: only the
 * first one), and the icons that came next pushed it to the left: a layout shift on the home page in Lighthouse
 * runs (CLS 0.002 to 0.004). The icons now stay hidden until the last of them is in the document
 * (site/slices/header.css.ts). Here a proxy in front of the test server holds the home page's HTML for a while in
 * the middle of the header, as a slow connection would.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './support/test.ts';

/** How long the proxy holds the rest of the page after the first bytes of the header. */
const STALL_MS = 600;

/**
 * Serves `upstream` on a free port; the HTML of `stalledPath` arrives in two parts, cut at the first link after the
 * header's first `<details>` (the language switcher): the search icon is in, the basket and the menu are not.
 */
async function stallingProxy(upstream: string, stalledPath: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    void (async () => {
      const answer = await fetch(new URL(req.url ?? '/', upstream), { headers: { accept: req.headers.accept ?? '*/*' }, redirect: 'manual' });
      const headers: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        // The body goes out decoded, in the proxy's own framing.
        if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive'].includes(name)) headers[name] = value;
      });
      const body = Buffer.from(await answer.arrayBuffer());
      res.writeHead(answer.status, headers);
      if (req.url !== stalledPath) return void res.end(body);
      const html = body.toString('utf8');
      const header = html.indexOf('<header');
      const cut = html.indexOf('<a ', html.indexOf('<details', header));
      expect(header, 'the page has a header').toBeGreaterThan(0);
      expect(cut, 'the header has links after its first menu').toBeGreaterThan(header);
      res.write(html.slice(0, cut));
      setTimeout(() => res.end(html.slice(cut)), STALL_MS);
    })().catch((error: unknown) => {
      res.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

test('a page whose HTML stalls inside the header: its icons do not move when the rest comes', async ({ page, baseURL }) => {
  const proxy = await stallingProxy(baseURL!, '/at-de/');
  try {
    await page.addInitScript({
      content: `window.cycleShifts = [];
new PerformanceObserver((list) => { for (const e of list.getEntries()) window.cycleShifts.push({ value: e.value, nodes: e.sources.map((s) => s.node ? s.node.nodeName + '.' + s.node.className : '') }); }).observe({ type: 'layout-shift', buffered: true });`,
    });
    await page.goto(`${proxy.url}/at-de/`, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    const seen = await page.evaluate(() => ({
      shifts: (window as unknown as { cycleShifts: { value: number; nodes: string[] }[] }).cycleShifts,
      firstPaint: performance.getEntriesByType('paint')[0]?.startTime ?? -1,
      complete: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.responseEnd ?? -1,
    }));
    // The browser did paint while the rest was held back (the part of the page it had): what the test is about.
    expect(seen.firstPaint, 'first paint before the rest of the HTML came').toBeLessThan(seen.complete);
    expect(seen.shifts, 'layout shifts while the page came in').toEqual([]);
    await expect(page.locator('header a[href$="/basket/"]').first()).toBeVisible();
  } finally {
    await proxy.close();
  }
});
