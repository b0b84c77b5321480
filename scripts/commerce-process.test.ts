import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startCommerceProcess } from './commerce-process.ts';

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

  it('with a data folder: the data persists there', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'commerce-process-'));
    try {
      const service = await startCommerceProcess({ dataDir });
      await service.stop();
      expect(fs.readdirSync(dataDir).length).toBeGreaterThan(0);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);

  it('rejects with the service output when it is not ready in time', async () => {
    await expect(startCommerceProcess({ readyTimeoutMs: 50 })).rejects.toThrow(/not ready after 50 ms/);
  });

  it('rejects when the port is taken (the service exits before it is ready)', async () => {
    const first = await startCommerceProcess();
    try {
      const port = Number(new URL(first.url).port);
      await expect(startCommerceProcess({ port })).rejects.toThrow(/exited .* before it was ready|EADDRINUSE/s);
    } finally {
      await first.stop();
    }
  }, 120_000);
});
