/**
 * `pnpm start [--brand=<id>] [--out=DIR] [--port=N] [--no-services]`: serves a
 * built site on 127.0.0.1 with real status codes and cache headers, and starts
 * the local services the site talks to (web-to-case and captcha on
 * WEB_TO_CASE_PORT, default 4400; commerce on COMMERCE_PORT, default 4180; content and images on CONTENT_PORT, default 4190).
 * `--no-services` serves the site only (the browser tests run the services once
 * for several sites). `--faults` turns on fault injection at `/__faults` (browser tests only).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brandConfigs } from '../brands/registry.ts';
import { resolveBrandConfig } from '../site/config/resolve-brand-config.ts';
import { createLocales, defaultLocale } from '../site/locale/locales.ts';
import { parseCliArgs } from './cli-args.ts';
import { startStaticServer } from './static-server.ts';
import { createFaultTable } from './fault-injection.ts';
import { DEFAULT_WEB_TO_CASE_PORT, runWebToCase } from '../services/web-to-case/main.ts';
import { startCommerceProcess } from './commerce-process.ts';
import { COMMERCE_DEFAULT_PORT } from './commerce-ports.ts';
import { startContentProcess } from './content-process.ts';
import { LOCAL_CONTENT_PORT } from '../site/content/client/create-content-client.ts';

async function main(): Promise<void> {
  const args = parseCliArgs(process.argv.slice(2));
  if (!fs.existsSync(path.join(args.outDir, 'page-data', 'app-data.json'))) {
    throw new Error(`${args.outDir} holds no built site. Run: pnpm build --brand=${args.brand}${args.outDir.endsWith('/dist') ? '' : ` --out=${args.outDir}`}`);
  }
  const config = resolveBrandConfig(args.brand, brandConfigs[args.brand]);
  const locales = createLocales(config);
  const server = await startStaticServer({
    root: args.outDir,
    localePrefixes: locales.map((l) => l.prefix),
    defaultPath: defaultLocale(locales).path,
    host: args.host,
    port: args.port,
    // `--faults`: the browser tests' fault injection at /__faults (tests only).
    ...(args.rest.includes('--faults') ? { faults: createFaultTable() } : {}),
    onRequest: (method, url, status) => {
      if (status >= 400 || process.env['LOG_REQUESTS']) process.stdout.write(`${status} ${method} ${url}\n`);
    },
  });
  process.stdout.write(`${config.name} (${args.brand}) served from ${path.relative(process.cwd(), args.outDir) || '.'} at ${server.url}${defaultLocale(locales).path}\n`);
  const webToCase = args.rest.includes('--no-services')
    ? null
    : await runWebToCase({
        port: Number(process.env['WEB_TO_CASE_PORT'] ?? DEFAULT_WEB_TO_CASE_PORT),
        ...(process.env['WEB_TO_CASE_DATA'] ? { dataDir: path.resolve(process.env['WEB_TO_CASE_DATA']) } : {}),
        returnHosts: [new URL(config.origin).hostname],
        log: (line) => process.stdout.write(`${line}\n`),
      });
  if (webToCase) process.stdout.write(`web-to-case and captcha at ${webToCase.url} (cases in ${path.relative(process.cwd(), webToCase.dataDir)}; list them with pnpm cases)\n`);
  // The local commerce service in its own process (COMMERCE_PORT, default 4180; data in COMMERCE_DATA, default .data/commerce).
  const commerce = args.rest.includes('--no-services')
    ? null
    : await startCommerceProcess({
        port: Number(process.env['COMMERCE_PORT'] ?? COMMERCE_DEFAULT_PORT),
        dataDir: path.resolve(process.env['COMMERCE_DATA'] ?? path.join('.data', 'commerce')),
      });
  if (commerce) process.stdout.write(`commerce service (Shopware store-api) at ${commerce.url}/store-api\n`);
  // The local content service (Storyblok CDN API and image service over content/) in its own process (CONTENT_PORT, default 4190).
  const content = args.rest.includes('--no-services')
    ? null
    : await startContentProcess({ port: Number(process.env['CONTENT_PORT'] ?? LOCAL_CONTENT_PORT), log: (line) => { if (line.startsWith('content problem')) process.stderr.write(`${line}\n`); } });
  if (content) process.stdout.write(`content service (Storyblok CDN API v2, images) at ${content.url}/v2\n`);
  const stop = (): void => {
    void Promise.all([server.close(), webToCase?.close(), commerce?.stop(), content?.stop()]).then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
