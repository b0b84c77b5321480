import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startCommerceProcess } from './commerce-process.ts';
import { ServiceStartError } from './service-process.ts';

/** The build and `pnpm start` run the commerce service as a child process: started, ready, answering, stopped. */
describe('startCommerceProcess', () => {
  it('in memory on a free port: ready with its URL, answers the store-api with the public origin in media URLs, gone after stop', async () => {
    const lines: string[] = [];
    const service = await startCommerceProcess({ log: (l) => lines.push(l), publicOrigin: 'http://127.0.0.1:4180' });
    try {
      expect(service.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(lines.some((l) => l.includes('/store-api'))).toBe(true);
      const r = await fetch(`${service.url}/store-api/product`, { method: 'POST', headers: { 'sw-access-key': 'SWSCWINORADELOCAL', 'content-type': 'application/json' }, body: JSON.stringify({ limit: 1, filter: [{ type: 'equals', field: 'productNumber', value: '4454030' }], associations: { media: {} } }) });
      expect(r.status).toBe(200);
      const body = (await r.json()) as { elements: { media?: { media?: { url?: string } }[]; cover?: { media?: { url?: string } } }[] };
      const urls = JSON.stringify(body.elements[0]).match(/https?:\/\/[^"]+\/media\/[^"]+/g) ?? [];
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.every((u) => u.startsWith('http://127.0.0.1:4180/media/'))).toBe(true);
    } finally {
      await service.stop();
    }
    await expect(fetch(`${service.url}/__control/faults`)).rejects.toThrow();
    // A second stop is harmless.
    await service.stop();
  }, 90_000);

  it('with a data folder (parents created): the data persists there; a second service on it exits with one line naming the folder and the holder', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'commerce-process-'));
    const dataDir = path.join(root, 'fresh', 'clone', 'commerce');
    try {
      const service = await startCommerceProcess({ dataDir });
      try {
        const second = startCommerceProcess({ dataDir });
        await expect(second).rejects.toThrow(ServiceStartError);
        const error = (await second.catch((e: unknown) => e)) as ServiceStartError;
        expect(error.message).toMatch(new RegExp(`exited \\(1\\) before it was ready: commerce service: the data folder ${dataDir} is held by another commerce service \\(process \\d+\\)`));
        expect(error.output).not.toMatch(/^\s+at /m);
        // The first one is unharmed.
        expect((await fetch(`${service.url}/store-api/context`, { headers: { 'sw-access-key': 'SWSCWINORADELOCAL' } })).status).toBe(200);
      } finally {
        await service.stop();
      }
      expect(fs.readdirSync(dataDir).length).toBeGreaterThan(0);
      // Stopped cleanly: the lock is gone with it.
      expect(fs.existsSync(path.join(dataDir, 'commerce-service.lock'))).toBe(false);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  }, 120_000);

  it('rejects with the service output when it is not ready in time', async () => {
    await expect(startCommerceProcess({ readyTimeoutMs: 50 })).rejects.toThrow(/not ready after 50 ms/);
  });

  it('rejects when the port is taken: the service says so in one line and exits non-zero', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as net.AddressInfo).port;
    try {
      const error = (await startCommerceProcess({ port }).catch((e: unknown) => e)) as ServiceStartError;
      expect(error).toBeInstanceOf(ServiceStartError);
      expect(error.message).toBe(`The local commerce service could not start: port ${port} is in use (set COMMERCE_PORT to move it).`);
      expect(error.output.trim()).toBe(`commerce service: port ${port} on 127.0.0.1 is in use (EADDRINUSE): stop what runs there or choose another port (--port or COMMERCE_PORT).`);
    } finally {
      taken.close();
    }
  }, 120_000);
});

describe('scripts/commerce-service.ts settings', () => {
  const run = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/commerce-service.ts', ...args], { cwd: path.resolve(import.meta.dirname, '..'), encoding: 'utf8' });

  it('--help prints every setting and exits 0 without starting', () => {
    const help = run('--help');
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Usage: node --import tsx scripts/commerce-service.ts');
    expect(help.stdout).toContain('--control');
  });

  it('an invalid port is one clear line and exit 2', () => {
    const bad = run('--port=abc');
    expect(bad.status).toBe(2);
    expect(bad.stderr.trim()).toBe('node --import tsx scripts/commerce-service.ts: --port is "abc", expected a port number 0–65535.');
  });
});
