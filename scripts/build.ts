/**
 * `pnpm build [--brand=<id>] [--out=DIR]`: validates the brand, bundles the
 * client and the server entry with Vite, then renders every page with the
 * engine, printing progress and the build report.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build as viteBuild } from 'vite';
import { clientManifestFromVite, type BuildReport, type Json } from '@cycle/engine';
import { brandConfigs } from '../brands/registry.ts';
import { resolveBrandConfig } from '../site/config/resolve-brand-config.ts';
import { resolveConsentTool } from '../site/consent/consent-config.ts';
import { resolveTagManagerId } from '../site/analytics/tag-manager.ts';
import { chunkNameOf } from '../site/pages/page-modules.ts';
import { parseCliArgs } from './cli-args.ts';
import { startCommerceProcess, type CommerceProcess } from './commerce-process.ts';
import { COMMERCE_DEFAULT_PORT } from './commerce-ports.ts';
import { startContentProcess, type ContentProcess } from './content-process.ts';
import { LOCAL_CONTENT_PORT } from '../site/content/client/create-content-client.ts';
import type * as ServerEntry from '../site/entry-server.ts';

const root = path.resolve(import.meta.dirname, '..');

export interface BuildBrandOptions {
  readonly brand: keyof typeof brandConfigs;
  readonly outDir: string;
  /** Build time for the copyright year; SOURCE_DATE_EPOCH wins. */
  readonly now?: Date;
  readonly quiet?: boolean;
  /** Render threads, the main thread included. @default min(2, available cores) */
  readonly renderThreads?: number;
  /** Fewest pages per render thread. @default the engine's (500) */
  readonly minPagesPerThread?: number;
}

/** The short hash of the checked-out commit, or `unknown` outside a git work tree. */
function currentGitHash(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Builds one brand into `outDir` and returns the report. */
export async function buildBrand(o: BuildBrandOptions): Promise<BuildReport & { bundleMs: Record<string, number> }> {
  const started = performance.now();
  // Fail fast, before any bundling, with the brand, field and problem (the consent tool and tag manager too:
  // CONSENT_TOOL, CONSENT_SCRIPT_URL, CONSENT_DOMAIN_ID and GTM_ID override the brand config).
  const brandConfig = resolveBrandConfig(o.brand, brandConfigs[o.brand]);
  const runtimeOptions = { consent: resolveConsentTool(brandConfig, process.env), tagManagerId: resolveTagManagerId(brandConfig, process.env) };
  // Listing and product pages come from the commerce backend of each country. Without a real COMMERCE_URL the
  // build runs the local commerce service in its own process (in memory, a free port; it seeds while Vite
  // bundles) and stops it afterwards; the pages point the browser at the service `pnpm start` runs.
  const commerce: Promise<CommerceProcess> | null = process.env['COMMERCE_URL']
    ? null
    : startCommerceProcess({ publicOrigin: `http://127.0.0.1:${process.env['COMMERCE_PORT'] ?? COMMERCE_DEFAULT_PORT}` });
  // Handled where it is awaited; a start failure during bundling must not be an unhandled rejection meanwhile.
  commerce?.catch(() => undefined);
  // Content: without CONTENT_TOKEN (and no CONTENT_URL) the local content service runs in its own process on a free
  // port while Vite bundles; its asset URLs point at the service `pnpm start` runs (CONTENT_PORT, default 4190).
  const content: Promise<ContentProcess> | null =
    process.env['CONTENT_TOKEN'] || process.env['CONTENT_URL'] ? null : startContentProcess({ assetBaseUrl: `http://127.0.0.1:${process.env['CONTENT_PORT'] ?? LOCAL_CONTENT_PORT}` });
  content?.catch(() => undefined);
  try {
    return await bundleAndRender(o, started, commerce, content, runtimeOptions);
  } finally {
    await Promise.all([(await commerce?.catch(() => null))?.stop(), (await content?.catch(() => null))?.stop()]);
  }
}

async function bundleAndRender(
  o: BuildBrandOptions,
  started: number,
  commerceProcess: Promise<CommerceProcess> | null,
  contentProcess: Promise<ContentProcess> | null,
  runtimeOptions: Pick<SiteOptions, 'consent' | 'tagManagerId'> = {},
): Promise<BuildReport & { bundleMs: Record<string, number> }> {
  process.env['BRAND'] = o.brand;
  const log = o.quiet ? () => {} : (line: string) => process.stdout.write(`${line}\n`);
  log(`Building ${o.brand} into ${path.relative(root, o.outDir) || '.'}`);

  const ssrOut = path.join(root, '.engine', o.brand, 'ssr');
  let t = performance.now();
  await viteBuild({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir: o.outDir } });
  const clientMs = Math.round(performance.now() - t);
  t = performance.now();
  await viteBuild({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: path.join(root, 'site/entry-server.ts'), outDir: ssrOut },
  });
  const ssrMs = Math.round(performance.now() - t);
  log(`Bundled client in ${clientMs} ms and server entry in ${ssrMs} ms`);

  const client = clientManifestFromVite({ outDir: o.outDir, entry: 'site/entry-client.tsx', chunkNameOf });
  const entryUrl = pathToFileURL(path.join(ssrOut, 'entry-server.mjs')).href;
  const entry = (await import(entryUrl)) as typeof ServerEntry;
  const epoch = process.env['SOURCE_DATE_EPOCH'];
  const now = epoch ? new Date(Number(epoch) * 1000) : (o.now ?? new Date());
  const env = process.env;
  // Runtime facts and service URLs (site.tsx documents the defaults: the local services).
  const siteOptions = {
    year: now.getUTCFullYear(),
    environment: env['SITE_ENV'] ?? 'development',
    gitHash: env['GIT_HASH'] ?? currentGitHash(),
    ...(env['WEB_TO_CASE_URL'] ? { webToCaseUrl: env['WEB_TO_CASE_URL'] } : {}),
    ...(env['CAPTCHA_SCRIPT_URL'] ? { captchaScriptUrl: env['CAPTCHA_SCRIPT_URL'] } : {}),
    ...(env['CAPTCHA_SITE_KEY'] ? { captchaSiteKey: env['CAPTCHA_SITE_KEY'] } : {}),
    ...runtimeOptions,
  };
  const commerce = commerceProcess === null ? null : await commerceProcess;
  if (commerce) log(`Local commerce service for the build at ${commerce.url}`);
  const commerceOptions = { ...(env['COMMERCE_URL'] ? { commerceUrl: env['COMMERCE_URL'] } : {}), commerceBuildUrl: commerce?.url ?? env['COMMERCE_URL'] ?? '' };
  const content = contentProcess === null ? null : await contentProcess;
  if (content) log(`Local content service for the build at ${content.url}/v2`);
  // The content API base the build reads (the token stays in CONTENT_TOKEN, read server-side, never in the options).
  const contentOptions = { contentBuildUrl: content ? `${content.url}/v2` : (env['CONTENT_URL'] ?? 'https://api.storyblok.com/v2') };
  return renderBrand(o, entry, entryUrl, client, { ...siteOptions, ...commerceOptions, ...contentOptions }, { clientMs, ssrMs, started, log });
}

type SiteOptions = Parameters<typeof ServerEntry.createSite>[0];

/** Renders every page with the engine and writes the report. */
async function renderBrand(
  o: BuildBrandOptions,
  entry: typeof ServerEntry,
  entryUrl: string,
  client: ReturnType<typeof clientManifestFromVite>,
  siteOptions: SiteOptions,
  timing: { readonly clientMs: number; readonly ssrMs: number; readonly started: number; readonly log: (line: string) => void },
): Promise<BuildReport & { bundleMs: Record<string, number> }> {
  const { clientMs, ssrMs, started, log } = timing;
  const report = await entry.buildSite({
    site: entry.createSite(siteOptions),
    siteModule: { url: entryUrl, exportName: 'createSite', factoryArg: siteOptions as unknown as Json },
    renderThreads: o.renderThreads ?? Math.min(2, os.availableParallelism()),
    ...(o.minPagesPerThread ? { minPagesPerThread: o.minPagesPerThread } : {}),
    outDir: o.outDir,
    client,
    ...(o.quiet ? {} : { onProgress: entry.createProgressPrinter(process.stdout) }),
  });
  const bundleMs = { 'client bundle': clientMs, 'server bundle': ssrMs };
  const full = { ...report, totalMs: Math.round(performance.now() - started), bundleMs };
  const reportFile = entry.writeBuildReport(o.outDir, full);
  log(`\n${entry.formatBuildReport(full, bundleMs)}\nReport: ${path.relative(process.cwd(), reportFile)}`);
  return full;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const args = parseCliArgs(process.argv.slice(2));
    await buildBrand({ brand: args.brand, outDir: args.outDir });
  } catch (error) {
    process.stderr.write(`\nBuild failed: ${error instanceof Error ? error.message : String(error)}\n`);
    if (error instanceof Error && 'hint' in error && error.hint) process.stderr.write(`Hint: ${String(error.hint)}\n`);
    process.exitCode = 1;
  }
}
