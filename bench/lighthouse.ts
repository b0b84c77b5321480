/**
 * `pnpm bench:lighthouse [--out=dist] [--runs=3] [--label=after]`: Lighthouse 12 (npm, pinned; 13 needs Node 22)
 * in Debian chromium against a built site served as `pnpm start` serves it (scripts/start.ts from its
 * pieces: the static server and the local services the pages call), on the home, listing, product and content
 * page, mobile profile with Lighthouse's default simulated throttling, median of `--runs` runs per page. Then
 * client navigation on localhost: a click on a link of a hydrated page, timed until the new page's h1 is in the
 * DOM, median of `--nav-runs`, once as soon as the network is idle and once after the runtime prefetched the target. Results go to bench/lighthouse-results.json (every run, per label, so a "before"
 * and an "after" sit side by side) and bench/lighthouse-results.md. Not part of `pnpm test`: it takes minutes.
 * Run it under `flock /tmp/playwright.lock` when the browser suite may run: both use the services' ports.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { loadHeaderRules } from '@cycle/engine/build';
import { siteBuild } from '../site/build-entry.ts';
import { startCommerceProcess } from '../scripts/commerce-process.ts';
import { startContentProcess } from '../scripts/content-process.ts';
import { startDealersProcess } from '../scripts/dealers-process.ts';
import { DEFAULT_PORTS } from '../scripts/settings/service-endpoints.ts';
import { startStaticServer } from '../scripts/static-server.ts';
import { readLighthouseSettingsFromProcess, type LighthouseSettings } from '../scripts/settings/lighthouse-settings.ts';

const root = path.resolve(import.meta.dirname, '..');

/** The figures kept from one Lighthouse run. */
export interface PageRun {
  readonly score: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly speedIndexMs: number;
  /** Bytes over the wire per resource type (Document, Script, Stylesheet, Font, Image, Fetch, …) and in all. */
  readonly transfer: Readonly<Record<string, number>>;
  /** Bytes over the wire of the framework chunk (React, router). */
  readonly frameworkChunk: number;
  readonly lcpElement: string;
  /** Audits under 0.9 with their display value (what to fix next). */
  readonly opportunities: readonly string[];
}

export interface NavigationResult {
  readonly from: string;
  readonly to: string;
  /** A click as soon as the page is hydrated and the network idle: nothing of the target prefetched yet. */
  readonly medianMs: number;
  readonly runsMs: readonly number[];
  /**
   * A click once the runtime has prefetched the target (its page data fetched, then the network idle), as for a
   * visitor who scrolled the link into view and read for a while (viewport prefetch: 3 s after the first link in
   * view, 4 pages per batch, 3 s apart, spec §9). Only runs where the prefetch came count here. Absent in older
   * results.
   */
  readonly prefetchedMedianMs?: number;
  readonly prefetchedRunsMs?: readonly number[];
  /**
   * Runs of the prefetched case where the target's page data had not been fetched after {@link PREFETCH_WAIT_MS}
   * (they are in neither list). Absent in results before after-s13, whose "prefetched" listing → product runs were
   * clicks on a link below the fold of a 1280 × 720 window, never prefetched (the runtime prefetches links in view).
   */
  readonly prefetchMissed?: number;
}

/**
 * How long the prefetched case waits for the target's page data. The runtime queues the links in view in document
 * order, so the header's links go first: at 4 pages per batch, 3 s apart, a product tile below them waits about 12 s.
 */
export const PREFETCH_WAIT_MS = 30_000;

export interface Measurement {
  readonly label: string;
  readonly date: string;
  readonly lighthouse: string;
  readonly chromium: string;
  readonly runs: number;
  readonly pages: Readonly<Record<string, { readonly path: string; readonly median: PageRun; readonly runs: readonly PageRun[] }>>;
  readonly navigation: readonly NavigationResult[];
}

/** The median of numbers (the lower middle for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}

/** Per figure the median over runs; the non-numeric parts from the run with the median score. */
export function medianRun(runs: readonly PageRun[]): PageRun {
  const byScore = [...runs].sort((a, b) => a.score - b.score)[Math.floor((runs.length - 1) / 2)]!;
  const pick = (f: (r: PageRun) => number): number => median(runs.map(f));
  const types = new Set(runs.flatMap((r) => Object.keys(r.transfer)));
  return {
    ...byScore,
    score: pick((r) => r.score),
    fcpMs: pick((r) => r.fcpMs),
    lcpMs: pick((r) => r.lcpMs),
    tbtMs: pick((r) => r.tbtMs),
    cls: pick((r) => r.cls),
    speedIndexMs: pick((r) => r.speedIndexMs),
    frameworkChunk: pick((r) => r.frameworkChunk),
    transfer: Object.fromEntries([...types].map((t) => [t, pick((r) => r.transfer[t] ?? 0)])),
  };
}

interface Lhr {
  readonly lighthouseVersion: string;
  readonly environment: { readonly hostUserAgent: string };
  readonly categories: { readonly performance: { readonly score: number | null } };
  readonly audits: Readonly<Record<string, { readonly score: number | null; readonly numericValue?: number; readonly displayValue?: string; readonly title: string; readonly details?: { readonly items?: readonly Record<string, unknown>[] } }>>;
}

/** The figures of one Lighthouse result. */
export function pageRunOf(lhr: Lhr): PageRun {
  const a = lhr.audits;
  const num = (id: string): number => Math.round((a[id]?.numericValue ?? Number.NaN) * (id === 'cumulative-layout-shift' ? 1000 : 1)) / (id === 'cumulative-layout-shift' ? 1000 : 1);
  const requests = (a['network-requests']?.details?.items ?? []) as readonly { url: string; resourceType?: string; transferSize?: number }[];
  const transfer: Record<string, number> = { total: 0 };
  let frameworkChunk = 0;
  for (const r of requests) {
    const type = r.resourceType ?? 'Other';
    transfer[type] = (transfer[type] ?? 0) + (r.transferSize ?? 0);
    transfer.total! += r.transferSize ?? 0;
    if (/\/assets\/framework-[^/]*\.js$/u.test(r.url)) frameworkChunk += r.transferSize ?? 0;
  }
  const lcpItems = (a['largest-contentful-paint-element']?.details?.items ?? []) as readonly { items?: readonly { node?: { snippet?: string } }[] }[];
  const lcpElement = lcpItems[0]?.items?.[0]?.node?.snippet ?? '';
  const opportunities = ['render-blocking-resources', 'unsized-images', 'prioritize-lcp-image', 'lcp-lazy-loaded', 'uses-text-compression', 'font-display', 'unused-javascript', 'unused-css-rules', 'uses-responsive-images', 'offscreen-images', 'layout-shifts', 'uses-rel-preload', 'bootup-time', 'mainthread-work-breakdown']
    .filter((id) => a[id] && a[id]!.score !== null && a[id]!.score! < 0.9)
    .map((id) => `${id}${a[id]!.displayValue ? ` (${a[id]!.displayValue})` : ''}`);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: num('first-contentful-paint'),
    lcpMs: num('largest-contentful-paint'),
    tbtMs: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    speedIndexMs: num('speed-index'),
    transfer,
    frameworkChunk,
    lcpElement: lcpElement.slice(0, 200),
    opportunities,
  };
}

/**
 * The build served as `pnpm start` serves it, from its pieces: the static server with the build's header rules,
 * and the services the measured pages call (commerce, content and images, dealers) on their usual ports, where
 * the pages call them. The lazily loaded features' services (forms, galleries, reviews, entries) are left out:
 * none of the measured pages calls them before an interaction.
 */
export async function startSite(s: Pick<LighthouseSettings, 'outDir' | 'brand' | 'port'>): Promise<{ origin: string; stop: () => Promise<void> }> {
  const headerRules = loadHeaderRules(s.outDir);
  if (!headerRules.ok) throw new Error(`${s.outDir}/_headers.json: ${headerRules.error.message}`);
  const info = siteBuild.serveInfo(s.brand);
  const site = await startStaticServer({ root: s.outDir, localePrefixes: info.localePrefixes, defaultPath: info.defaultPath, port: s.port, headerRules: headerRules.value });
  // A busy machine seeds the commerce catalogue slowly: give the services ten minutes.
  const readyTimeoutMs = 600_000;
  const services = await Promise.allSettled([
    startCommerceProcess({ port: DEFAULT_PORTS.commerce, dataDir: path.join(root, '.data', 'commerce'), readyTimeoutMs }),
    startContentProcess({ port: DEFAULT_PORTS.content, readyTimeoutMs }),
    startDealersProcess({ port: DEFAULT_PORTS.dealers, readyTimeoutMs }),
  ]);
  const stop = async (): Promise<void> => {
    await Promise.allSettled(services.map((r) => (r.status === 'fulfilled' ? r.value.stop() : undefined)));
    await site.close();
  };
  const failed = services.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  return { origin: site.url, stop };
}

async function runLighthouse(s: LighthouseSettings, origin: string): Promise<{ pages: Measurement['pages']; version: string; chromiumVersion: string }> {
  const isRoot = process.getuid?.() === 0;
  const chrome = await chromeLauncher.launch({ chromePath: s.chromePath, chromeFlags: ['--headless=new', '--disable-gpu', ...(isRoot ? ['--no-sandbox'] : [])] });
  const pages: Record<string, { path: string; median: PageRun; runs: PageRun[] }> = {};
  let version = '';
  let chromiumVersion = '';
  try {
    for (const pair of s.pages) {
      const [name = pair, pagePath = '/'] = pair.split('=');
      const runs: PageRun[] = [];
      for (let i = -s.warmups; i < s.runs; i++) {
        const result = await lighthouse(`${origin}${pagePath}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        if (!result) throw new Error(`Lighthouse gave no result for ${pagePath}`);
        const lhr = result.lhr as unknown as Lhr;
        const run = pageRunOf(lhr);
        process.stdout.write(`${name} ${i < 0 ? 'warm-up run (not counted)' : `run ${i + 1}`}: score ${run.score}, FCP ${run.fcpMs} ms, LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms, CLS ${run.cls}\n`);
        if (i < 0) continue;
        version = lhr.lighthouseVersion;
        chromiumVersion = /Chrome\/([\d.]+)/u.exec(lhr.environment.hostUserAgent)?.[1] ?? '';
        runs.push(run);
      }
      pages[name] = { path: pagePath, median: medianRun(runs), runs };
    }
  } finally {
    chrome.kill();
  }
  return { pages, version, chromiumVersion };
}

/**
 * Runs in the page (a string: the bundler's helpers must not reach the page): clicks a visible link to `target`
 * and resolves with the milliseconds until the new page's h1 (a different one, at the new path) is in the DOM;
 * -1 without such a link.
 */
const CLICK_AND_WAIT_FOR_H1 = `async (target) => {
  const links = [...document.querySelectorAll('a[href]')].filter((a) => new URL(a.href).pathname === target);
  const anchor = links.find((a) => a.getClientRects().length > 0) ?? links[0];
  if (!anchor) return -1;
  const old = document.querySelector('h1')?.textContent ?? '';
  const arrived = () => location.pathname === target && (document.querySelector('h1')?.textContent ?? old) !== old;
  const started = performance.now();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!arrived()) return;
      observer.disconnect();
      resolve(performance.now() - started);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    anchor.click();
  });
}`;

/**
 * Runs in the page (a string, as {@link CLICK_AND_WAIT_FOR_H1}): scrolls the first visible link to `target` to the
 * middle of the window, as a visitor about to click it would.
 */
const SCROLL_LINK_INTO_VIEW = `(target) => {
  const links = [...document.querySelectorAll('a[href]')].filter((a) => new URL(a.href).pathname === target);
  const anchor = links.find((a) => a.getClientRects().length > 0) ?? links[0];
  anchor?.scrollIntoView({ block: 'center' });
}`;

/**
 * Client navigation to new content: on a hydrated, idle page, a click on a link to `to`, timed in the page from
 * the click until an h1 other than the old one is in the DOM at the new path. A fresh page load before each run.
 */
async function measureNavigation(s: LighthouseSettings, origin: string, pairs: readonly (readonly [string, string])[]): Promise<NavigationResult[]> {
  const browser = await chromium.launch({ executablePath: s.chromePath });
  const out: NavigationResult[] = [];
  try {
    const context = await browser.newContext();
    // A visitor who answered the consent banner: the banner is not what is measured here.
    await context.addCookies([
      { name: 'OptanonAlertBoxClosed', value: new Date().toISOString(), url: origin },
      { name: 'OptanonConsent', value: encodeURIComponent('groups=C0001:1,C0002:1,C0003:0,C0004:0,C0005:0'), url: origin },
    ]);
    const page = await context.newPage();
    for (const [from, to] of pairs) {
      const runsMs: number[] = [];
      const prefetchedRunsMs: number[] = [];
      let prefetchMissed = 0;
      const targetData = `/page-data${to.replace(/\/$/u, '')}/page-data.json`;
      for (const prefetched of [false, true]) {
        for (let i = 0; i < s.navRuns; i++) {
          await page.goto(`${origin}${from}`);
          // The runtime's hydrated signal (engine README): React's root exists long before a time-sliced hydration commits.
          await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
          await page.waitForLoadState('networkidle');
          let missed = false;
          if (prefetched) {
            // The visitor brings the link into view (the runtime prefetches links in view only; a listing's tiles
            // start below the fold), then reads until its page data was fetched (the chunk, slices and queries
            // follow it) and the network is idle again.
            await page.evaluate(`(${SCROLL_LINK_INTO_VIEW})(${JSON.stringify(to)})`);
            const fetched = await page
              .waitForFunction((url) => performance.getEntriesByType('resource').some((e) => new URL(e.name).pathname === url), targetData, { timeout: PREFETCH_WAIT_MS })
              .then(() => true, () => false);
            missed = !fetched;
            await page.waitForLoadState('networkidle');
            await page.waitForTimeout(500);
          }
          const ms = (await page.evaluate(`(${CLICK_AND_WAIT_FOR_H1})(${JSON.stringify(to)})`)) as number;
          if (ms < 0) throw new Error(`no visible link to ${to} on ${from}`);
          if (missed) prefetchMissed++;
          else (prefetched ? prefetchedRunsMs : runsMs).push(Math.round(ms * 10) / 10);
        }
      }
      out.push({ from, to, medianMs: median(runsMs), runsMs, ...(prefetchedRunsMs.length > 0 ? { prefetchedMedianMs: median(prefetchedRunsMs) } : {}), prefetchedRunsMs, prefetchMissed });
      const missedNote = prefetchMissed > 0 ? `; ${prefetchMissed} run(s) not prefetched after ${PREFETCH_WAIT_MS / 1000} s, left out` : '';
      process.stdout.write(`navigation ${from} → ${to}: median ${median(runsMs)} ms (${runsMs.join(', ')}); prefetched ${prefetchedRunsMs.length > 0 ? median(prefetchedRunsMs) : '–'} ms (${prefetchedRunsMs.join(', ')})${missedNote}\n`);
    }
  } finally {
    await browser.close();
  }
  return out;
}

/** The results as a table per label. */
export function formatResults(all: readonly Measurement[]): string {
  const lines = [
    '# Lighthouse: mobile profile, default throttling',
    '',
    'Written by `pnpm bench:lighthouse` (bench/lighthouse.ts): Lighthouse from npm in Debian chromium, headless, against the build served as `pnpm start` serves it; median per figure over the runs (from after-s10 on, each page’s measured runs follow one unmeasured warm-up run: the local image service makes a picture size on its first request, as a CDN’s origin would once). Transfer sizes are bytes over the wire (compressed when the server compresses). Client navigation: click on a link of a hydrated page until the new h1 is in the DOM, on localhost; as soon as the network is idle, and again once the runtime has prefetched the target: the link scrolled into view (only links in view are prefetched, 4 per batch from 3 s after the first, 3 s apart), then up to 30 s for its page data; from after-s13 on, a run whose target was not prefetched by then is left out and counted (before, such runs counted as prefetched: every listing → product run was a click on a tile below the fold, never prefetched).',
    '',
  ];
  for (const m of all) {
    lines.push(`## ${m.label} (${m.date}, Lighthouse ${m.lighthouse}, Chromium ${m.chromium}, median of ${m.runs})`, '');
    lines.push('| page | path | score | FCP ms | LCP ms | TBT ms | CLS | Speed Index ms | HTML B | CSS B | JS B | framework chunk B | fonts B | images B | total B |', '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
    for (const [name, p] of Object.entries(m.pages)) {
      const r = p.median;
      const t = (k: string): number => r.transfer[k] ?? 0;
      lines.push(`| ${name} | ${p.path} | ${r.score} | ${r.fcpMs} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.speedIndexMs} | ${t('Document')} | ${t('Stylesheet')} | ${t('Script')} | ${r.frameworkChunk} | ${t('Font')} | ${t('Image')} | ${t('total')} |`);
    }
    lines.push('', 'Runs (score): ' + Object.entries(m.pages).map(([n, p]) => `${n} ${p.runs.map((r) => r.score).join('/')}`).join(', '), '');
    for (const [name, p] of Object.entries(m.pages)) lines.push(`- ${name}: LCP element \`${p.median.lcpElement.replace(/`/gu, "'")}\`; below 0.9: ${p.median.opportunities.join(', ') || 'none'}`);
    lines.push('', '| client navigation | median ms | runs ms | prefetched: median ms | prefetched: runs ms |', '|---|---|---|---|---|');
    for (const n of m.navigation) lines.push(`| ${n.from} → ${n.to} | ${n.medianMs} | ${n.runsMs.join(', ')} | ${n.prefetchedMedianMs ?? '–'} | ${n.prefetchedRunsMs?.join(', ') ?? '–'}${n.prefetchMissed ? ` (${n.prefetchMissed} not prefetched after ${PREFETCH_WAIT_MS / 1000} s, left out)` : ''} |`);
    lines.push('');
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const s = readLighthouseSettingsFromProcess();
  const { origin, stop } = await startSite(s);
  process.once('SIGINT', () => void stop().then(() => process.exit(130)));
  try {
    const lh = await runLighthouse(s, origin);
    // Saved at once: the navigation timing after it must not lose minutes of Lighthouse runs.
    const save = (navigation: readonly NavigationResult[]): Measurement => {
      const measurement: Measurement = { label: s.label, date: new Date().toISOString(), lighthouse: lh.version, chromium: lh.chromiumVersion, runs: s.runs, pages: lh.pages, navigation };
      const previous: Measurement[] = fs.existsSync(s.results) ? (JSON.parse(fs.readFileSync(s.results, 'utf8')) as Measurement[]) : [];
      const all = [...previous.filter((m) => m.label !== s.label), measurement].sort((a, b) => (a.label === 'before' ? -1 : b.label === 'before' ? 1 : 0));
      fs.writeFileSync(s.results, `${JSON.stringify(all, null, 2)}\n`);
      fs.writeFileSync(s.results.replace(/\.json$/u, '.md'), formatResults(all));
      return measurement;
    };
    save([]);
    const pathOf = (name: string): string => s.pages.map((p) => p.split('=')).find(([n]) => n === name)?.[1] ?? '/';
    const navigation = await measureNavigation(s, origin, [
      [pathOf('home'), pathOf('listing')],
      [pathOf('home'), pathOf('content')],
      [pathOf('listing'), pathOf('product')],
    ]);
    const measurement = save(navigation);
    process.stdout.write(`\n${formatResults([measurement])}\nResults: ${path.relative(root, s.results)}\n`);
  } finally {
    await stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
