/**
 * Desired behaviour (reliability issue, item 6): one setting moves each local service for both the pages and
 * `pnpm start`. A build with every service port moved (COMMERCE_PORT … ENTRIES_PORT) writes only those ports
 * into its pages (before: the shop calls still went to 4180 and the contact form to 4400), and `pnpm start`
 * with the same variables serves the site and runs each service where the pages look for it, so a second
 * brand can run beside the default one.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { brandConfigs } from '../brands/registry.ts';
import { buildBrand } from './build.ts';

const root = path.resolve(import.meta.dirname, '..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'side-by-side-'));
const PORTS = { site: 5273, commerce: 5280, content: 5290, webToCase: 5490, dealers: 5215, reviews: 5220, galleries: 5230, entries: 5240 };
let stop: (() => Promise<void>) | null = null;
afterAll(async () => {
  await stop?.();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** Every `http://127.0.0.1:<port>` port written into the output's HTML, page data and scripts. */
function loopbackPorts(dir: string): Set<number> {
  const ports = new Set<number>();
  for (const e of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!e.isFile() || !/\.(html|json|js|xml)$/.test(e.name)) continue;
    for (const m of fs.readFileSync(path.join(e.parentPath, e.name), 'utf8').matchAll(/127\.0\.0\.1:(\d+)/g)) ports.add(Number(m[1]));
  }
  return ports;
}

describe('service ports moved by one setting each', () => {
  it('go into the pages and move the services pnpm start runs', async () => {
    const outDir = path.join(tmp, 'dist');
    await buildBrand({
      brand: 'whitelabel',
      outDir,
      quiet: true,
      settings: { commercePort: PORTS.commerce, contentPort: PORTS.content, webToCasePort: PORTS.webToCase, dealersPort: PORTS.dealers, reviewsPort: PORTS.reviews, galleriesPort: PORTS.galleries, entriesPort: PORTS.entries },
    });
    // whitelabel shows no reviews: its pages name every other service, each at its moved port.
    expect([...loopbackPorts(outDir)].sort()).toEqual([PORTS.commerce, PORTS.content, PORTS.webToCase, PORTS.dealers, PORTS.galleries, PORTS.entries].sort());

    const env = {
      ...process.env,
      COMMERCE_PORT: String(PORTS.commerce),
      CONTENT_PORT: String(PORTS.content),
      WEB_TO_CASE_PORT: String(PORTS.webToCase),
      DEALERS_PORT: String(PORTS.dealers),
      REVIEWS_PORT: String(PORTS.reviews),
      GALLERIES_PORT: String(PORTS.galleries),
      ENTRIES_PORT: String(PORTS.entries),
      ENTRIES_DATA: path.join(tmp, 'no', 'such', 'parent', 'entries'),
      COMMERCE_DATA: path.join(tmp, 'no', 'such', 'parent', 'commerce'),
      WEB_TO_CASE_DATA: path.join(tmp, 'no', 'such', 'parent', 'web-to-case'),
    };
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--brand=whitelabel', `--out=${outDir}`, `--port=${PORTS.site}`], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    stop = async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    };
    let output = '';
    child.stdout.on('data', (c: Buffer) => void (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => void (output += c.toString()));
    await expect.poll(() => output, { timeout: 180_000, interval: 500 }).toMatch(/reviews service .* at http/);

    const site = await fetch(`http://127.0.0.1:${PORTS.site}/`, { redirect: 'manual' });
    expect(site.status).toBe(302);
    const commerce = await fetch(`http://127.0.0.1:${PORTS.commerce}/store-api/context`, { headers: { 'sw-access-key': brandConfigs.whitelabel.commerce.accessKeys.DE } });
    expect(commerce.status).toBe(200);
    const content = await fetch(`http://127.0.0.1:${PORTS.content}/v2/cdn/stories?token=whitelabel-public&per_page=1`);
    expect(content.status).toBe(200);
    const webToCase = await fetch(`http://127.0.0.1:${PORTS.webToCase}/health`);
    expect(webToCase.status).toBe(200);
    const dealers = await fetch(`http://127.0.0.1:${PORTS.dealers}/v1/dealers?brand=${brandConfigs.whitelabel.dealers.brandId}&country=DE&limit=1`);
    expect(dealers.status).toBe(200);
    const galleries = await fetch(`http://127.0.0.1:${PORTS.galleries}/v1/feeds/whitelabel-stories/posts?limit=1`);
    expect(galleries.status).toBe(200);
    const entries = await fetch(`http://127.0.0.1:${PORTS.entries}/health`);
    expect(entries.status).toBe(200);
    const reviews = await fetch(`http://127.0.0.1:${PORTS.reviews}/data/reviews.json`);
    expect(reviews.status).toBeLessThan(500);
    // The data folders did not exist, parents included: a fresh machine.
    expect(fs.existsSync(env.COMMERCE_DATA)).toBe(true);
    expect(fs.existsSync(env.WEB_TO_CASE_DATA)).toBe(true);

    await stop();
    expect(child.exitCode).toBe(0);
  }, 600_000);
});
