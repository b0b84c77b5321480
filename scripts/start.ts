/**
 * `pnpm start [--brand=<id>] [--out=DIR] [--port=N] [--no-services]` (`--help` lists every flag and variable):
 * serves a built site on 127.0.0.1 with real status codes and cache headers, and runs the local services its
 * pages call, each in its own process: web-to-case and captcha (WEB_TO_CASE_PORT, 4400), commerce
 * (COMMERCE_PORT, 4180), content and images (CONTENT_PORT, 4190), dealers (DEALERS_PORT, 4210), galleries (GALLERIES_PORT, 4230), raffle and contest entries (ENTRIES_PORT, 4240), reviews (REVIEWS_PORT, 4220). It supervises them: when one stops, everything
 * stops and the command exits non-zero; a port in use is a one-line error; nothing outlives it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadHeaderRules } from '@cycle/engine/build';
import { siteBuild } from '../site/build-entry.ts';
import { readServeSettingsFromProcess, type ServeSettings } from './settings/serve-settings.ts';
import { startStaticServer, type StaticServer } from './static-server.ts';
import { createFaultTable } from './fault-injection.ts';
import { startServiceProcess, type ServiceExit, type ServiceProcess } from './service-process.ts';
import { startCommerceProcess } from './commerce-process.ts';
import { startContentProcess } from './content-process.ts';
import { startDealersProcess } from './dealers-process.ts';
import { startGalleriesProcess } from './galleries-process.ts';
import { startEntriesProcess } from './entries-process.ts';
import { startReviewsProcess } from './reviews-process.ts';

/** A part `pnpm start` runs: the site server or a service process. */
interface Part {
  readonly name: string;
  stop(): Promise<void>;
  /** Settles when the part ended on its own (never for the in-process site server). */
  readonly exited: Promise<ServiceExit>;
}

/** A start failure worded for the person who typed the command: one line, no stack. */
class StartError extends Error {
  override readonly name = 'StartError';
}

const out = (line: string): void => void process.stdout.write(`${line}\n`);

async function startSite(s: ServeSettings): Promise<StaticServer> {
  const info = siteBuild.serveInfo(s.brand);
  // The headers the build wrote for the CDN: served exactly as a CDN would (a broken file is a start error).
  const headerRules = loadHeaderRules(s.outDir);
  if (!headerRules.ok) throw new StartError(`pnpm start: ${s.outDir}/_headers.json cannot be applied: ${headerRules.error.message}`);
  try {
    return await startStaticServer({
      root: s.outDir,
      localePrefixes: info.localePrefixes,
      defaultPath: info.defaultPath,
      host: s.host,
      port: s.port,
      ...(s.faults ? { faults: createFaultTable() } : {}),
      headerRules: headerRules.value,
      onRequest: (method, url, status) => {
        if (status >= 400 || s.logRequests) out(`${status} ${method} ${url}`);
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new StartError(`pnpm start: port ${s.port} is in use (EADDRINUSE); stop what runs there or pass --port=N.`);
    throw error;
  }
}

/** The local services, started side by side. */
function startServices(s: ServeSettings, returnHost: string): Promise<ServiceProcess>[] {
  const problems = (line: string): void => {
    if (/problem/i.test(line)) process.stderr.write(`${line}\n`);
  };
  return [
    startServiceProcess({
      name: 'web-to-case',
      script: 'services/web-to-case/main.ts',
      args: [`--port=${s.webToCasePort}`, `--data=${s.webToCaseData}`, `--return-hosts=${returnHost}`],
      ready: /web-to-case service at (http:\/\/[^\s/]+)/,
      port: s.webToCasePort,
      portSetting: 'WEB_TO_CASE_PORT',
      log: problems,
    }),
    startCommerceProcess({ port: s.commercePort, dataDir: s.commerceData, log: problems }),
    startContentProcess({ port: s.contentPort, log: problems }),
    startDealersProcess({ port: s.dealersPort, log: problems }),
    startGalleriesProcess({ port: s.galleriesPort, log: problems }),
    startEntriesProcess({ port: s.entriesPort, log: problems }),
    startReviewsProcess({ port: s.reviewsPort, log: problems }),
  ];
}

async function main(): Promise<void> {
  const s = readServeSettingsFromProcess();
  if (!fs.existsSync(path.join(s.outDir, 'page-data', 'app-data.json'))) {
    throw new StartError(`${s.outDir} holds no built site. Run: pnpm build --brand=${s.brand}${s.outDir === path.resolve('dist') ? '' : ` --out=${path.relative(process.cwd(), s.outDir)}`}`);
  }
  const info = siteBuild.serveInfo(s.brand);
  const parts: Part[] = [];
  let stopping = false;
  const stopAll = async (code: number): Promise<never> => {
    stopping = true;
    await Promise.allSettled(parts.map((p) => p.stop()));
    process.exit(code);
  };
  process.once('SIGINT', () => void stopAll(0));
  process.once('SIGTERM', () => void stopAll(0));

  const site = await startSite(s);
  parts.push({ name: 'site', stop: () => site.close(), exited: new Promise<never>(() => {}) });
  out(`${info.name} (${s.brand}) served from ${path.relative(process.cwd(), s.outDir) || '.'} at ${site.url}${info.defaultPath}`);
  if (s.noServices) return;

  const started = await Promise.allSettled(startServices(s, info.host));
  for (const r of started) if (r.status === 'fulfilled') parts.push({ name: 'service', exited: r.value.exited, stop: r.value.stop });
  const failed = started.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) {
    process.stderr.write(`${failed.reason instanceof Error ? failed.reason.message : String(failed.reason)}\n`);
    await stopAll(1);
  }
  const [webToCase, commerce, content, dealers, galleries, entries, reviews] = started.map((r) => (r as PromiseFulfilledResult<ServiceProcess>).value) as [ServiceProcess, ServiceProcess, ServiceProcess, ServiceProcess, ServiceProcess, ServiceProcess, ServiceProcess];
  out(`web-to-case and captcha at ${webToCase.url} (cases in ${path.relative(process.cwd(), s.webToCaseData)}; list them with pnpm cases)`);
  out(`commerce service (Shopware store-api) at ${commerce.url}/store-api (data in ${path.relative(process.cwd(), s.commerceData)})`);
  out(`content service (Storyblok CDN API v2, images) at ${content.url}/v2`);
  out(`dealer service (dealer finder, dealer pages, dealers with this bike) at ${dealers.url}/v1/dealers`);
  out(`gallery service (riders' photos) at ${galleries.url}/v1/feeds`);
  out(`entries service (raffle and contest entries, the entry captcha) at ${entries.url}/v1/campaigns (list them with pnpm entries)`);
  out(`reviews service (reviews API and rating summaries) at ${reviews.url}/data/reviews.json`);
  // Supervision: a service that stops on its own takes everything down with it, and says so.
  const names = ['web-to-case', 'commerce', 'content', 'dealer', 'gallery', 'entries', 'reviews'] as const;
  [webToCase, commerce, content, dealers, galleries, entries, reviews].forEach((service, i) => {
    void service.exited.then((exit) => {
      if (stopping || exit.requested) return;
      process.stderr.write(`The ${names[i]} service stopped (${exit.code ?? exit.signal}); stopping the site and the other services.\n`);
      void stopAll(1);
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
