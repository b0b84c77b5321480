/**
 * Proves the README's first command as a newcomer runs it: takes the first shell block of README.md
 * (`… install && … build && … start`), runs install and build, then start in its own process group, and checks
 * what the README promises: `/` answers 302 to the default market, `/at-de/` answers 200, and the local services
 * answer (commerce store-api, content API, web-to-case health, dealer, gallery, entries and reviews APIs). Then Ctrl-C (SIGINT to the whole group, as a
 * terminal sends it) must stop everything: every port free, no service process left.
 *
 * On CI this runs on a clean clone: no `.data/`, no `dist/`, no caches, exactly the newcomer's machine.
 * Run by `pnpm test`; alone: `tsx scripts/check-readme-start.ts`.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brandConfigs } from '../brands/registry.ts';
import { DEFAULT_PORTS, loopback } from './settings/service-endpoints.ts';
import { childEnvironment } from './settings/process-environment.ts';

const root = path.resolve(import.meta.dirname, '..');

/** The README's first shell block, split into its `&&` steps. */
export function readmeFirstCommand(readme: string): readonly string[] {
  const block = /```sh\n([^`]+?)\n```/.exec(readme)?.[1]?.trim();
  if (!block) throw new Error('README.md has no ```sh block');
  const steps = block.split('&&').map((s) => s.trim());
  if (steps.length !== 3 || !steps[0]!.endsWith(' install') || !steps[1]!.endsWith(' build') || !steps[2]!.endsWith(' start')) {
    throw new Error(`README.md's first command should be "… install && … build && … start", found: ${block}`);
  }
  return steps;
}

const fail = (message: string): never => {
  throw new Error(message);
};

/** True when something listens on 127.0.0.1:port. */
const listening = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * One GET with node:http, not fetch: the fetch standard's "bad ports" list holds 4190 (the content service's
 * default), and Node's fetch refuses to connect to it at all.
 */
function status(url: string, init: { readonly headers?: Record<string, string> } = {}): Promise<{ status: number; location: string | null }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: init.headers ?? {}, timeout: 30_000 }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location ?? null }));
    });
    request.on('timeout', () => request.destroy(new Error('no answer within 30 s')));
    request.on('error', (error) => reject(new Error(`GET ${url} failed: ${error.message}`, { cause: error })));
  });
}

async function main(): Promise<void> {
  const [install, build, start] = readmeFirstCommand(fs.readFileSync(path.join(root, 'README.md'), 'utf8'));
  const ports = [DEFAULT_PORTS.site, DEFAULT_PORTS.commerce, DEFAULT_PORTS.content, DEFAULT_PORTS.webToCase, DEFAULT_PORTS.dealers, DEFAULT_PORTS.galleries, DEFAULT_PORTS.entries, DEFAULT_PORTS.reviews];
  for (const port of ports) if (await listening(port)) fail(`port ${port} is taken before the check: stop what runs there`);
  for (const step of [install!, build!]) {
    process.stdout.write(`$ ${step}\n`);
    const r = spawnSync('sh', ['-c', step], { cwd: root, stdio: 'inherit', env: childEnvironment() });
    if (r.status !== 0) fail(`"${step}" exited with ${r.status ?? r.signal}`);
  }
  process.stdout.write(`$ ${start}\n`);
  // Its own process group, so that SIGINT reaches every process of it, as Ctrl-C in a terminal does.
  const child = spawn('sh', ['-c', start!], { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: childEnvironment() });
  let output = '';
  child.stdout.on('data', (c: Buffer) => void (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => void (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    const deadline = Date.now() + 240_000;
    // The dealer service's line is the last `pnpm start` prints once every service is up.
    while (!/dealer service .* at http/.test(output)) {
      if (child.exitCode !== null) fail(`"${start}" exited with ${child.exitCode} before its services were up:\n${output}`);
      if (Date.now() > deadline) fail(`"${start}" was not up after 240 s:\n${output}`);
      await new Promise((r) => setTimeout(r, 500));
    }
    const site = loopback(DEFAULT_PORTS.site);
    const home = await status(`${site}/`);
    if (home.status !== 302 || home.location !== '/at-de/') fail(`GET / answered ${home.status} → ${home.location}, expected 302 → /at-de/`);
    const market = await status(`${site}/at-de/`);
    if (market.status !== 200) fail(`GET /at-de/ answered ${market.status}, expected 200`);
    const accessKey = brandConfigs.winora.commerce.accessKeys.AT;
    const checks: [string, string, { headers: Record<string, string> }?][] = [
      ['commerce', `${loopback(DEFAULT_PORTS.commerce)}/store-api/context`, { headers: { 'sw-access-key': accessKey } }],
      ['content', `${loopback(DEFAULT_PORTS.content)}/v2/cdn/stories?token=winora-public&per_page=1`],
      ['web-to-case', `${loopback(DEFAULT_PORTS.webToCase)}/health`],
      ['dealer', `${loopback(DEFAULT_PORTS.dealers)}/v1/dealers?brand=winora&country=AT&limit=1`],
      ['gallery', `${loopback(DEFAULT_PORTS.galleries)}/v1/feeds/winora-stories/posts?limit=1`],
      ['entries', `${loopback(DEFAULT_PORTS.entries)}/health`],
      ['reviews', `${loopback(DEFAULT_PORTS.reviews)}/data/reviews.json?apiversion=5.4&passkey=winora-local-reviews&Filter=ProductId:4456121&Limit=1`],
    ];
    for (const [name, url, init] of checks) {
      const r = await status(url, init);
      if (r.status !== 200) fail(`the ${name} service answered ${r.status} at ${url}, expected 200`);
    }
    process.stdout.write(`GET / → 302 /at-de/, GET /at-de/ → 200, ${checks.map(([name]) => name).join(', ')} answer 200\n`);
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n--- "${start}" printed:\n${output}`, { cause: error });
  } finally {
    if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGINT');
  }
  const code = await Promise.race([exited, new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 30_000))]);
  if (code === 'timeout') {
    process.kill(-child.pid!, 'SIGKILL');
    fail(`"${start}" did not stop within 30 s of Ctrl-C`);
  }
  await new Promise((r) => setTimeout(r, 1_000));
  const still = [];
  for (const port of ports) if (await listening(port)) still.push(port);
  if (still.length > 0) fail(`after Ctrl-C, ports ${still.join(', ')} still answer: a process was left behind`);
  const left = spawnSync('pgrep', ['-f', `exit-with-parent.* --port=(${ports.join('|')})`], { encoding: 'utf8' }).stdout.trim();
  if (left !== '') fail(`after Ctrl-C, service processes are left: ${left.split('\n').join(', ')}`);
  process.stdout.write(`Ctrl-C: stopped (exit ${code}), every port free, no service process left\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    process.stderr.write(`README first command: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
