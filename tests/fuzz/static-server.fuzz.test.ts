/**
 * The static server (`scripts/static-server.ts`) against every hostile raw request: each gets an answer below
 * 500 (or, for framing nothing can answer, a closed connection), no redirect leaves the origin, no traversal
 * reads a file outside the root, and afterwards the server still serves a page.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer, type StaticServer } from '../../scripts/static-server.ts';
import { fuzzServer, HOSTILE_REQUESTS, traversalLeaks } from './hostile-requests.ts';

/** What must never appear in an answer: the repository's package.json and the system's passwd file. */
const OUTSIDE = ['"name": "cycle-storefront"', 'root:x:0:0'];

let tmp = '';
let server: StaticServer;
let port = 0;

function write(rel: string, body: string): void {
  const file = path.join(tmp, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'static-fuzz-'));
  write('site/out/at-de/index.html', '<h1>at-de home</h1>');
  write('site/out/at-de/404/index.html', '<h1>at-de not found</h1>');
  write('site/out/de-de/index.html', '<h1>de-de home</h1>');
  write('site/out/404.html', '<h1>site not found</h1>');
  write('site/out/assets/app-abc123.js', 'console.log("app");');
  write('site/out/page-data/app-data.json', '{"app":1}');
  // One and two levels above the root, where `/assets/..%2f..%2fpackage.json` and friends would land.
  write('site/package.json', '{ "name": "cycle-storefront" }');
  write('package.json', '{ "name": "cycle-storefront" }');
  server = await startStaticServer({ root: path.join(tmp, 'site', 'out'), localePrefixes: ['at-de', 'de-de'], defaultPath: '/at-de/', port: 0 });
  port = Number(new URL(server.url).port);
});

afterAll(async () => {
  await server?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('static server under hostile requests', () => {
  it('has at least 100 hostile requests to send', () => {
    expect(HOSTILE_REQUESTS.length).toBeGreaterThanOrEqual(100);
  });

  it('answers every hostile request below 500, never redirects off the origin, and keeps serving', async () => {
    const { byStatus, failures } = await fuzzServer({ port });
    expect(failures, JSON.stringify(byStatus)).toEqual([]);
    const home = await fetch(`${server.url}/at-de/`);
    expect([home.status, await home.text()]).toEqual([200, '<h1>at-de home</h1>']);
  }, 300_000);

  it('never answers a traversal with a file from outside the root', async () => {
    const { sent, leaks } = await traversalLeaks(port, OUTSIDE);
    expect(sent).toBeGreaterThan(10);
    expect(leaks).toEqual([]);
    expect((await fetch(`${server.url}/at-de/`)).status).toBe(200);
  }, 300_000);
});
