/**
 * `pnpm build [--brand=<id>] [--out=DIR]` (`--help` lists every flag and variable): the composition root of a
 * build. It wires the settings (scripts/settings/build-settings.ts), the local services and the engine around
 * the site's one build entry (site/build-entry.ts): validate the brand, bundle the client and the server entry
 * with Vite, render every page, print progress and the report.
 *
 * The build writes into a staging folder beside the output and swaps it in only when everything succeeded:
 * a failed build leaves the previous output as it was.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { pathToFileURL } from 'node:url';
// Types only at the top: the engine's build surface loads react-dom/server, which must load after NODE_ENV is set (importServerEntry).
import type * as EngineBuildModule from '@cycle/engine/build';
import type { BuildCacheOptions, BuildReport, ClientManifest, PageCacheManifest } from '@cycle/engine/build';
import type { Json } from '@cycle/engine/shared';
import { formatBuildReport, writeBuildReport } from '@cycle/engine/build/report';
import { siteBuild, type CreateSiteOptions, type ServerEntry } from '../site/build-entry.ts';
import { defaultBuildSettings, readBuildSettingsFromProcess, type BuildSettings } from './settings/build-settings.ts';
import { loopback } from './settings/service-endpoints.ts';
import { selectReactProductionBuild } from './settings/process-environment.ts';
import { startCommerceProcess, type CommerceProcess } from './commerce-process.ts';
import { startContentProcess, type ContentProcess } from './content-process.ts';
import { startDealersProcess } from './dealers-process.ts';
import { startReviewsProcess } from './reviews-process.ts';
import type { ServiceProcess } from './service-process.ts';
import { BUILD_SCRIPT_SOURCES, keepServerBundle, listBundleFiles, loadBundleCache, restoreClientBundle, saveBundleCache, sourceFingerprint, withBundleFileIds, type BundleCacheEntry } from './build-cache.ts';
import { checkPublished, forgetPublished, publishedKey, readPublished, recordPublished, type PublishedRecord } from './published-output.ts';
import { bundleInChild } from './bundle-in-child.ts';
import { precompressTree } from './precompress.ts';
import { loadBundlesAsIs, loadPackagesAsIs } from './plain-bundle-loader.ts';

const root = path.resolve(import.meta.dirname, '..');
const STORYBLOK_API = 'https://api.storyblok.com/v2';

/** Options of {@link buildBrand}. */
export interface BuildBrandOptions {
  readonly brand: BuildSettings['brand'];
  /** The output folder (absolute). */
  readonly outDir: string;
  /** Build time for the copyright year; `sourceDateEpoch` wins. @default now */
  readonly now?: Date;
  /** No progress and no report on stdout. @default false */
  readonly quiet?: boolean;
  /** Render threads, the main thread included. @default min(2, available cores) */
  readonly renderThreads?: number;
  /** Fewest pages per render thread. @default the engine's (500) */
  readonly minPagesPerThread?: number;
  /** Everything else `pnpm build` reads from its flags and the environment. @default every setting's default */
  readonly settings?: Partial<BuildSettings>;
  /** Measure the render floor (bench/build.ts) instead of rendering: nothing is written to `outDir`. @default false */
  readonly floor?: boolean;
}

/** The report of a build, with the bundling times. */
export type BrandBuildReport = BuildReport & {
  readonly bundleMs: Record<string, number>;
  /** When each local service was ready, in ms from the build's start (absent: a remote service). */
  readonly servicesReadyMs: Record<string, number>;
  /** Steps of the build script around the engine's phases (structured-data check, swap). */
  readonly scriptMs: Record<string, number>;
  /** The bundles came from the build cache. */
  readonly bundleCached: boolean;
  /**
   * Nothing changed since the build of `since`: the same code and settings, every source at the version it read,
   * its `files` in place; the output was left as it was (scripts/published-output.ts). Absent: this build wrote it.
   */
  readonly outputKept?: { readonly since: string; readonly files: number; readonly sources: Readonly<Record<string, string>> };
  /** The render floor, when `floor` was asked for. */
  readonly floor?: Awaited<ReturnType<ServerEntry['measureRenderFloor']>>;
};

/** The short hash of the checked-out commit, or `unknown` outside a git work tree. */
function currentGitHash(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Builds one brand into `outDir` and returns the report; on failure `outDir` is left as it was. */
export async function buildBrand(o: BuildBrandOptions): Promise<BrandBuildReport> {
  const started = performance.now();
  // Bundled and rendered for production, whatever NODE_ENV the caller has (a test runner sets `test`): the server
  // bundle's JSX runtime and the React build that renders it must match (see importServerEntry).
  selectReactProductionBuild();
  const s: BuildSettings = { ...defaultBuildSettings(), ...o.settings, brand: o.brand, outDir: o.outDir };
  if (s.ci && s.contentProblems === 'warn') throw new Error('--content-problems=warn is for local editing and is refused when CI is set');
  // Fail fast, before any bundling, with the brand, field and problem.
  const brandConfig = siteBuild.resolveBrand(s.brand);
  const now = s.sourceDateEpoch === undefined ? (o.now ?? new Date()) : new Date(s.sourceDateEpoch * 1000);
  const production = Boolean(s.contentUrl || s.contentToken);
  // Listing and product pages come from the commerce backend of each country. Without a real COMMERCE_URL the
  // build runs the local commerce service in its own process (in memory, a free port; it seeds while Vite
  // bundles) and stops it afterwards; the pages point the browser at the service `pnpm start` runs (COMMERCE_PORT).
  const commerce: Promise<CommerceProcess> | null = s.commerceUrl ? null : startCommerceProcess({ publicOrigin: loopback(s.commercePort), brands: [s.brand] });
  // Handled where it is awaited; a start failure during bundling must not be an unhandled rejection meanwhile.
  commerce?.catch(() => undefined);
  // Content: without CONTENT_URL/CONTENT_TOKEN the local content service runs on a free port while Vite bundles;
  // its asset URLs point at the service `pnpm start` runs (CONTENT_PORT).
  const content: Promise<ContentProcess> | null = production ? null : startContentProcess({ assetBaseUrl: loopback(s.contentPort) });
  content?.catch(() => undefined);
  // Dealers: without DEALERS_URL the local dealer service runs on a free port; the build reads every country's
  // dealers there (finder lists, dealer pages) and the pages call the one `pnpm start` runs (DEALERS_PORT).
  const dealers: Promise<ServiceProcess> | null = s.dealersUrl ? null : startDealersProcess();
  dealers?.catch(() => undefined);
  // Reviews: without REVIEWS_URL the local reviews service runs on a free port (brands with reviews on); the build
  // reads each locale's rating summaries there and the pages call the one `pnpm start` runs (REVIEWS_PORT).
  const reviews: Promise<ServiceProcess> | null = s.reviewsUrl || !brandConfig.features.reviews.enabled ? null : startReviewsProcess();
  reviews?.catch(() => undefined);
  const servicesReadyMs: Record<string, number> = {};
  for (const [name, service] of [['commerce', commerce], ['content', content], ['dealers', dealers]] as const) {
    void service?.then(() => (servicesReadyMs[name] = Math.round(performance.now() - started)), () => undefined);
  }
  // The build cache (incremental builds): per brand, outside the output folder; `--cache=off` builds everything.
  const cacheDir = s.cache === 'off' ? null : path.resolve(root, s.cache, s.brand);
  const staging = stagingDirFor(s.outDir);
  fs.mkdirSync(path.join(root, '.engine'), { recursive: true });
  // Its own folder per build: two builds of one brand at a time (tests, side-by-side brands) never share a bundle.
  const ssrOut = fs.mkdtempSync(path.join(root, '.engine', `${s.brand}-`));
  let clientBundled: Promise<unknown> = Promise.resolve();
  if (!o.quiet) process.stdout.write(`Building ${s.brand} into ${path.relative(root, s.outDir) || '.'}\n`);
  try {
    const preview = siteBuild.preview(s.brand, { previewUrl: s.previewContentUrl, previewToken: s.previewToken, contentUrl: s.contentUrl, contentToken: s.contentToken, contentPort: s.contentPort });
    let t = performance.now();
    const code = sourceFingerprint(root, { brand: s.brand, serviceWorker: s.serviceWorker, preview }, cacheDir === null ? undefined : path.join(cacheDir, 'sources.json'));
    const fingerprint = { key: code, ms: Math.round(performance.now() - t) };
    /** Where the build reads its sources: the local services on the ports they got, or the settings' URLs. */
    const buildUrls = async (): Promise<BuildUrls> => ({
      commerce: s.commerceUrl ?? (await commerce!).url,
      content: production ? (s.contentUrl ?? STORYBLOK_API) : `${(await content!).url}/v2`,
      dealers: s.dealersUrl ?? (await dealers!).url,
      reviews: brandConfig.features.reviews.enabled ? (s.reviewsUrl ?? (await reviews!).url) : undefined,
    });
    const siteOptionsWith = (urls: BuildUrls): CreateSiteOptions => siteBuild.siteOptions(brandConfig, {
      year: now.getUTCFullYear(),
      environment: s.siteEnv,
      gitHash: s.gitHash ?? currentGitHash(),
      contentProblems: s.contentProblems,
      services: {
        commerceUrl: s.commerceUrl ?? loopback(s.commercePort),
        commerceBuildUrl: urls.commerce,
        contentBuildUrl: urls.content,
        contentToken: s.contentToken,
        // The local content service writes asset URLs on CONTENT_PORT (see startContentProcess above).
        contentAssetOrigins: production ? undefined : [loopback(s.contentPort)],
        // Preview mode fetches drafts from here in the browser (the Content-Security-Policy allows it).
        contentApiOrigins: [new URL(preview.url).origin],
        // The files the local content service serves: the build also reports story files it could not read.
        contentRoot: production ? undefined : path.join(root, 'content'),
        webToCaseUrl: s.webToCaseUrl ?? `${loopback(s.webToCasePort)}/servlet/servlet.WebToCase?encoding=UTF-8`,
        captchaScriptUrl: s.captchaScriptUrl ?? `${loopback(s.webToCasePort)}/recaptcha/api.js`,
        captchaSiteKey: s.captchaSiteKey,
        dealersUrl: s.dealersUrl ?? loopback(s.dealersPort),
        galleriesUrl: s.galleriesUrl ?? loopback(s.galleriesPort),
        entriesUrl: s.entriesUrl ?? loopback(s.entriesPort),
        reviewsUrl: s.reviewsUrl ?? loopback(s.reviewsPort),
        reviewsBuildUrl: urls.reviews,
        reviewsPasskey: s.reviewsPasskey,
        dealersBuildUrl: urls.dealers,
      },
      overrides: { consentTool: s.consentTool, consentScriptUrl: s.consentScriptUrl, consentDomainId: s.consentDomainId, tagManagerId: s.tagManagerId },
    });
    // Nothing changed (scripts/published-output.ts): the code and settings of the last build, its sources at the
    // versions it read and its output as it published it. The local services' build URLs (free ports) are left out
    // of the key: the pages never name them.
    const published = cacheDir === null ? null : {
      key: publishedKey({ code, scripts: sourceFingerprint(root, null, path.join(cacheDir, 'script-sources.json'), BUILD_SCRIPT_SOURCES), options: siteOptionsWith(localOr(s, brandConfig.features.reviews.enabled)) }),
      sources: Promise.resolve(null) as Promise<Readonly<Record<string, string>> | null>,
    };
    const say = (line: string): void => {
      if (!o.quiet) process.stdout.write(`${line}\n`);
    };
    const scriptMsBefore: Record<string, number> = {};
    let bundling: Promise<Bundled> | null = null;
    if (cacheDir !== null && published !== null) {
      const readVersions = async (): Promise<Readonly<Record<string, string>> | null> => {
        const t0 = performance.now();
        const versions = await siteBuild.sourceVersions(brandConfig, siteOptionsWith(await buildUrls()));
        scriptMsBefore['source versions'] = Math.round(performance.now() - t0);
        if (!versions.ok) say(`Build cache: no source versions, so the next build checks every page again (${versions.error})`);
        return versions.ok ? versions.value : null;
      };
      const found = readPublished(cacheDir, { key: published.key, outDir: s.outDir });
      if (found.ok) {
        // The record's key holds the bundles' key: they are reused, restored and imported while the versions are
        // read (a build that goes on does not wait for one after the other; one that stands waits for both).
        bundling = bundle(s, preview, staging, ssrOut, o.quiet ?? false, cacheDir, fingerprint);
        bundling.catch(() => undefined);
        const sources = await readVersions();
        const kept = sources === null ? null : keepPublished(found.record, sources, scriptMsBefore, say);
        if (kept !== null && kept.kind === 'kept') {
          await bundling.then((b) => b.client).catch(() => undefined);
          const report: BrandBuildReport = { ...kept.report, servicesReadyMs, bundleMs: { 'source hash': fingerprint.ms }, scriptMs: scriptMsBefore, totalMs: Math.round(performance.now() - started) };
          const reportFile = writeBuildReport(s.outDir, report);
          say(`Checked in ${(report.totalMs / 1000).toFixed(2)} s (source versions ${scriptMsBefore['source versions'] ?? 0} ms, output ${scriptMsBefore['output check'] ?? 0} ms). Report: ${path.relative(process.cwd(), reportFile)}`);
          return report;
        }
        published.sources = Promise.resolve(sources);
      } else {
        say(`Build cache: building (${found.reason})`);
        // Read while the bundles are made; awaited before the crawl, so they are never newer than what it reads.
        published.sources = readVersions();
        published.sources.catch(() => undefined);
      }
      // This build changes the output: until it is published, no record says the old one stands.
      forgetPublished(cacheDir);
    }
    const bundled = await (bundling ?? bundle(s, preview, staging, ssrOut, o.quiet ?? false, cacheDir, fingerprint));
    // The client bundler writes into `staging` until this settles: the cleanup below waits for it.
    clientBundled = bundled.client;
    const siteOptions = siteOptionsWith(await buildUrls());
    if (o.floor) {
      const floor = await bundled.entry.measureRenderFloor(bundled.entry.createSite(siteOptions));
      return { floor } as BrandBuildReport;
    }
    let pageCache: PageCacheManifest | null = null;
    const sources = await published?.sources;
    // The crawl takes from the last build what the source versions say is unchanged (site: crawlCache).
    const crawlOptions: CreateSiteOptions = cacheDir !== null && sources ? { ...siteOptions, crawlCache: { dir: path.join(cacheDir, 'crawl'), code: bundled.key, versions: sources } } : siteOptions;
    const rendered = await render(o, s, staging, bundled, crawlOptions, started, cacheDir === null ? null : { dir: cacheDir, publishDir: path.resolve(s.outDir), codeVersion: bundled.key, save: (m) => (pageCache = m) });
    t = performance.now();
    checkStructuredData(rendered, o.quiet ?? false);
    const scriptMs: Record<string, number> = { ...scriptMsBefore, 'structured data': Math.round(performance.now() - t) };
    t = performance.now();
    await precompress(staging, s.brand, o.quiet ?? false);
    scriptMs['precompress'] = Math.round(performance.now() - t);
    t = performance.now();
    swapIn(staging, s.outDir);
    scriptMs['swap'] = Math.round(performance.now() - t);
    // The cache points at the published output only once it is in place: a failed build leaves it as it was.
    if (cacheDir !== null) {
      const bundleEntry = await bundled.cacheEntry;
      if (bundleEntry) saveBundleCache(cacheDir, { ...bundleEntry, outDir: path.resolve(s.outDir), clientFiles: withBundleFileIds(bundleEntry.clientFiles, path.resolve(s.outDir)) });
      if (pageCache) bundled.entry.savePageCache(cacheDir, pageCache);
    }
    const report: BrandBuildReport = { ...rendered, servicesReadyMs, scriptMs, totalMs: Math.round(performance.now() - started) };
    if (cacheDir !== null && published !== null && sources) {
      try {
        recordPublished(cacheDir, { key: published.key, outDir: s.outDir, sources, report });
      } catch (error) {
        // The output is published; without the record the next build only checks every page again.
        process.stderr.write(`Build cache: the record of this output was not written (${error instanceof Error ? error.message : String(error)}); the next build checks every page\n`);
      }
    }
    writeReport(s.outDir, report, o.quiet ?? false, servicesReadyMs);
    return report;
  } finally {
    await clientBundled.catch(() => undefined);
    fs.rmSync(staging, { recursive: true, force: true });
    fs.rmSync(ssrOut, { recursive: true, force: true });
    await Promise.all([(await commerce?.catch(() => null))?.stop(), (await content?.catch(() => null))?.stop(), (await dealers?.catch(() => null))?.stop(), (await reviews?.catch(() => null))?.stop()]);
  }
}

/**
 * Every page's JSON-LD validated against Google's rich-result rules (site/structured-data): a problem fails the
 * build, naming page and property, and the previous output stays. The site's page check ran in the render
 * threads as each page was written (`checkPage`); this reads its findings from the build report. A page the build
 * cache reused is the published file itself, checked when it was written.
 */
export function checkStructuredData(report: BuildReport, quiet: boolean): void {
  if (!report.pageChecks) throw new Error('The site checked no page (it has no checkPage): its structured data would go unchecked');
  const found = siteBuild.structuredDataReport(report.pageChecks);
  if (found.problems.length > 0) {
    const shown = found.problems.slice(0, 50).join('\n');
    throw new Error(`Invalid structured data (${found.problems.length} problems):\n${shown}${found.problems.length > 50 ? `\n… and ${found.problems.length - 50} more` : ''}`);
  }
  const unchanged = report.pages - found.pages;
  if (!quiet) process.stdout.write(`Structured data: ${found.blocks} JSON-LD blocks on ${found.pages} pages valid (${[...Object.entries(found.types).map(([k, n]) => `${k} ${n}`), `${unchanged} unchanged pages checked when published`].join(', ')}) in ${report.pageChecks.ms} ms of the render threads\n`);
}

/** Where a build reads its sources (`reviews`: absent when the brand shows none). */
interface BuildUrls {
  readonly commerce: string;
  readonly content: string;
  readonly dealers: string;
  readonly reviews: string | undefined;
}

/**
 * The build URLs as the published key sees them: a local service the build starts gets a free port each time and
 * the pages never name it, so it counts as `local`; a URL from the settings counts as itself.
 */
function localOr(s: BuildSettings, reviews: boolean): BuildUrls {
  return { commerce: s.commerceUrl ?? 'local', content: s.contentUrl ?? 'local', dealers: s.dealersUrl ?? 'local', reviews: reviews ? (s.reviewsUrl ?? 'local') : undefined };
}

/** Writes the report beside the output and, unless quiet, prints it. */
function writeReport(outDir: string, report: BrandBuildReport, quiet: boolean, servicesReadyMs: Readonly<Record<string, number>>): void {
  const reportFile = writeBuildReport(outDir, report);
  if (quiet) return;
  const extra = { ...report.bundleMs, ...Object.fromEntries(Object.entries(servicesReadyMs).map(([k, v]) => [`${k} ready at`, v])), ...report.scriptMs };
  process.stdout.write(`\n${formatBuildReport(report, extra)}\nReport: ${path.relative(process.cwd(), reportFile)}\n`);
}

/** What {@link keepPublished} decided. */
type KeepOutcome = { readonly kind: 'kept'; readonly report: BrandBuildReport } | { readonly kind: 'build' };

/**
 * The last published output stands when the code and settings are the ones that made it (the record was found by
 * that key), every source is at the version it read, and the output folder holds exactly the files it published
 * (scripts/published-output.ts).
 */
function keepPublished(record: PublishedRecord, sources: Readonly<Record<string, string>>, ms: Record<string, number>, say: (line: string) => void): KeepOutcome {
  const t = performance.now();
  const check = checkPublished(record, sources);
  ms['output check'] = Math.round(performance.now() - t);
  if (check.kind === 'changed') {
    say(`Build cache: building (${check.reason})`);
    return { kind: 'build' };
  }
  const last = record.report as BrandBuildReport;
  say(`Nothing changed since the build of ${record.at}: the same code and settings, its ${Object.keys(sources).length} sources at the versions it read, its ${check.files} files in place. The output stands as published.`);
  const report: BrandBuildReport = {
    ...last,
    phasesMs: {},
    renderPagesPerSecond: 0,
    files: 0,
    bundleCached: true,
    outputKept: { since: record.at, files: check.files, sources },
    ...(last.cache ? { cache: { ...last.cache, reused: last.pages, rebuilt: 0, reasons: {}, rebuiltPages: [], filesReused: last.cache.filesReused + last.cache.filesWritten, filesWritten: 0, warnings: [] } } : {}),
  };
  return { kind: 'kept', report };
}

/** Brotli and gzip copies beside every text file, as a CDN serves them (scripts/precompress.ts); unchanged files reuse the last build's. */
async function precompress(outDir: string, brand: string, quiet: boolean): Promise<void> {
  const r = await precompressTree({ root: outDir, cacheDir: path.join(root, '.engine', `precompress-${brand}`) });
  if (!quiet) process.stdout.write(`Precompressed ${r.files} files (${(r.rawBytes / 1e6).toFixed(1)} MB → br ${(r.brotliBytes / 1e6).toFixed(1)} MB, gzip ${(r.gzipBytes / 1e6).toFixed(1)} MB; ${r.reused} reused) in ${r.ms} ms\n`);
}

/** A new folder beside `outDir` for the build in progress (`.dist.building-<random>`), on the same file system. */
function stagingDirFor(outDir: string): string {
  fs.mkdirSync(path.dirname(outDir), { recursive: true });
  return fs.mkdtempSync(path.join(path.dirname(outDir), `.${path.basename(outDir)}.building-`));
}

/**
 * Replaces `outDir` with the finished `staging` folder: the old output is removed only after the new one is in
 * place, and by a detached process, so the build does not wait for it. Removing 20,000 files (a brand's pages,
 * their page data and compressed copies) took this build 4.6 s with nothing changed and 12 s after a cold build,
 * nearly all of it waiting for the disk; the new output is complete and published before that starts.
 */
function swapIn(staging: string, outDir: string): void {
  const previous = `${staging}.previous`;
  const hadOutput = fs.existsSync(outDir);
  if (hadOutput) fs.renameSync(outDir, previous);
  fs.renameSync(staging, outDir);
  if (hadOutput) removeInBackground(previous);
}

/** Removes a folder in a detached process that outlives this one; where none can start, here and now. */
function removeInBackground(dir: string): void {
  try {
    const child = spawn(process.execPath, ['-e', 'require("node:fs").rmSync(process.argv[1], { recursive: true, force: true })', dir], { detached: true, stdio: 'ignore' });
    child.on('error', () => fs.rmSync(dir, { recursive: true, force: true }));
    child.unref();
  } catch {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

type EngineBuild = typeof EngineBuildModule;

interface Bundled {
  readonly entry: ServerEntry;
  readonly entryUrl: string;
  /** Still being bundled when the bundles were not reused: settles after the crawl has started. */
  readonly client: Promise<ClientManifest>;
  readonly bundleMs: Record<string, number>;
  /** The sources' fingerprint (the pages' code version in the build cache). */
  readonly key: string;
  /** True when the bundles came from the cache. */
  readonly cached: boolean;
  /** What to save in the cache once the output is published (absent: cache off); ready with the client. */
  readonly cacheEntry?: BundleCacheEntry | Promise<BundleCacheEntry>;
}

/**
 * React's packages pick their development or production build from NODE_ENV when first loaded, and both the
 * server bundle and the engine's build surface load them from node_modules. With NODE_ENV unset (a build whose
 * bundles came from the cache) or loaded through a static import before Vite set it, the main thread rendered
 * with React's development build (prop validation, component stacks: about twice the CPU per page) while render
 * threads, which copy the environment when they start, used the production one. So the build selects the
 * production build before Vite compiles the bundles (their JSX runtime follows NODE_ENV too: a bundle compiled
 * under `test` calls `jsxDEV`, which production React does not have) and every module that loads React is
 * imported by the two functions below.
 *
 * The server bundle, with React in production mode.
 */
async function importServerEntry(url: string): Promise<ServerEntry> {
  selectReactProductionBuild();
  loadBundlesAsIs(path.join(root, '.engine'));
  // The packages the bundle imports (react-router, ky, libphonenumber-js, …) too: tsx rewrote and source-mapped each
  // ES module of theirs, about 0.7 s of CPU per build whose bundles were reused (scripts/plain-bundle-loader.ts).
  loadPackagesAsIs(path.join(root, 'node_modules'));
  return (await import(url)) as ServerEntry;
}

/** The engine's build surface, with React in production mode. */
async function importEngineBuild(): Promise<EngineBuild> {
  selectReactProductionBuild();
  return import('@cycle/engine/build');
}

/** The client bundle into `outDir`, the server entry into `ssrOut`, with the brand handed to Vite as an argument. */
async function bundle(s: BuildSettings, preview: { readonly url: string; readonly token: string }, outDir: string, ssrOut: string, quiet: boolean, cacheDir: string | null, fingerprint: { readonly key: string; readonly ms: number }): Promise<Bundled> {
  const brandModule = siteBuild.brandModule(s.brand);
  let t = performance.now();
  const { key, ms: fingerprintMs } = fingerprint;
  if (cacheDir !== null) {
    const { entry: cached, warning } = loadBundleCache(cacheDir);
    if (warning) process.stderr.write(`Build cache: ${warning}\n`);
    if (cached?.key === key) {
      t = performance.now();
      const restored = restoreClientBundle(cached, outDir);
      if (restored.ok) {
        // Vite's own manifest is not in the output (read, then removed): the cache kept what was read from it.
        const client = cached.client as ClientManifest;
        const entryUrl = pathToFileURL(path.join(cached.ssrDir, 'entry-server.mjs')).href;
        const entry = await importServerEntry(entryUrl);
        const bundleMs = { 'source hash': fingerprintMs, 'bundles reused': Math.round(performance.now() - t) };
        if (!quiet) process.stdout.write(`Bundles unchanged (sources ${key.slice(0, 12)}): reused in ${bundleMs['bundles reused']} ms\n`);
        return { entry, entryUrl, client: Promise.resolve(client), bundleMs, key, cached: true, cacheEntry: cached };
      }
      process.stderr.write(`Build cache: ${restored.reason}: bundling again\n`);
      fs.rmSync(outDir, { recursive: true, force: true });
      fs.mkdirSync(outDir, { recursive: true });
    }
    t = performance.now();
  }
  // Both bundles are made in child processes (scripts/bundle-in-child.ts): Vite's memory leaves with them. The client
  // is bundled from now on, while this process waits for the server entry and crawls (the crawl needs the server
  // entry, not the client); render needs the client's manifest, buildSite awaits it after the crawl.
  const bundleMs: Record<string, number> = { 'source hash': fingerprintMs };
  const config = { brandModule, serviceWorker: s.serviceWorker, preview };
  const clientStarted = performance.now();
  const client = (async (): Promise<ClientManifest> => {
    await bundleInChild({ config, outDir });
    bundleMs['client bundle'] = Math.round(performance.now() - clientStarted);
    if (!quiet) process.stdout.write(`Bundled client in ${bundleMs['client bundle']} ms\n`);
    const { clientManifestFromVite } = await importEngineBuild();
    return clientManifestFromVite({ outDir, entry: siteBuild.clientEntry, chunkNameOf: siteBuild.chunkNameOf });
  })();
  // Awaited where it is used (buildSite); a failure that an earlier one left unread must not be an unhandled rejection.
  client.catch(() => undefined);
  let server: { entry: ServerEntry; entryUrl: string; ssrDir: string };
  try {
    await bundleInChild({ config, outDir: ssrOut, serverEntry: siteBuild.serverEntry });
    bundleMs['server bundle'] = Math.round(performance.now() - t);
    if (!quiet) process.stdout.write(`Bundled server entry in ${bundleMs['server bundle']} ms\n`);
    // Kept in the cache and imported from there, so the next build imports the very same module.
    const ssrDir = cacheDir === null ? ssrOut : keepServerBundle(root, s.brand, key, ssrOut);
    const entryUrl = pathToFileURL(path.join(ssrDir, 'entry-server.mjs')).href;
    server = { entry: await importServerEntry(entryUrl), entryUrl, ssrDir };
  } catch (error) {
    // The client's process may still be writing into `outDir`, which the caller removes on failure.
    await client.catch(() => undefined);
    throw error;
  }
  const { entry, entryUrl, ssrDir } = server;
  const cacheEntry = cacheDir === null ? undefined : client.then((c): BundleCacheEntry => ({ format: 1, key, outDir: '', clientFiles: listBundleFiles(outDir), ssrDir, bundleMs, client: c }));
  cacheEntry?.catch(() => undefined);
  return { entry, entryUrl, client, bundleMs, key, cached: false, ...(cacheEntry ? { cacheEntry } : {}) };
}

/** Renders every page with the engine into `outDir`. */
async function render(o: BuildBrandOptions, s: BuildSettings, outDir: string, b: Bundled, siteOptions: CreateSiteOptions, started: number, cache: BuildCacheOptions | null): Promise<Omit<BrandBuildReport, 'servicesReadyMs' | 'scriptMs'>> {
  const report = await b.entry.buildSite({
    site: b.entry.createSite(siteOptions),
    // Render threads import the server bundle, plain JavaScript: without the TypeScript loader this script runs under
    // (scripts/plain-bundle-loader.ts says what it costs), but with `node --cpu-prof` when the build is profiled.
    siteModule: { url: b.entryUrl, exportName: 'createSite', factoryArg: siteOptions as unknown as Json, execArgv: process.execArgv.filter((a) => a.startsWith('--cpu-prof')) },
    renderThreads: o.renderThreads ?? s.renderThreads ?? Math.min(2, os.availableParallelism()),
    ...(o.minPagesPerThread ? { minPagesPerThread: o.minPagesPerThread } : {}),
    outDir,
    client: b.client,
    ...(cache === null ? {} : { cache }),
    ...(o.quiet || s.quiet ? {} : { onProgress: b.entry.createProgressPrinter(process.stdout) }),
  });
  return { ...report, totalMs: Math.round(performance.now() - started), bundleMs: b.bundleMs, bundleCached: b.cached };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // V8 optimises a function after four times the default budget of bytecode run (132 KB), here and in the render
  // thread (flags are the process's): both render isolates optimise the same code, and V8's compiler threads took
  // about 3 of the render phase's 9.5 s of CPU; with this about 1.4 s, the render threads 0.4 s more (commit message).
  v8.setFlagsFromString('--interrupt-budget=524288');
  // V8 lets an isolate's old generation grow by up to 4x its live size before the next full collection; 1.5x here
  // (the main thread's and the render threads' isolates read it after each collection). The main thread holds the
  // crawl and renders beside the render thread: its heap peaked at 145-185 MB (112-155 in use), with this 113-120 MB
  // (86-90 in use), 11 full collections instead of 3 (pauses 326 ms against 29-95 ms, load 7-8). With the render
  // thread's smaller young generation (engine/build/render-threads.ts), winora's build process peaked at 348-402 MB
  // instead of 452-520 MB (pnpm bench:build, 4 runs each; issue 16). No CPU cost showed in 3 cold runs each with and
  // without it (load 1.7-3.9, the bench's own): build CPU 49.5 against 51.0 s median, the process 366 against 458 MB.
  v8.setFlagsFromString('--heap-growing-percent=50');
  const settings = readBuildSettingsFromProcess();
  try {
    await buildBrand({ brand: settings.brand, outDir: settings.outDir, quiet: settings.quiet, settings });
  } catch (error) {
    process.stderr.write(`\nBuild failed: ${error instanceof Error ? error.message : String(error)}\n`);
    if (error instanceof Error && 'hint' in error && error.hint) process.stderr.write(`Hint: ${String(error.hint)}\n`);
    process.stderr.write(`${path.relative(process.cwd(), settings.outDir) || '.'} was left as it was.\n`);
    process.exitCode = 1;
  }
}
