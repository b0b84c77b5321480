import { describe, expect, it } from 'vitest';
import { startDealersProcess } from './dealers-process.ts';
import { ServiceStartError } from './service-process.ts';
import { buildSettings } from './settings/build-settings.ts';
import { serveSettings } from './settings/serve-settings.ts';
import { DEFAULT_PORTS } from './settings/service-endpoints.ts';

/** The build and `pnpm start` run the dealer service as a child process: started, ready, answering, stopped. */
describe('startDealersProcess', () => {
  it('on a free port: ready with its URL, answers a dealer search, gone after stop; a second one on its port is a one-line error naming DEALERS_PORT', async () => {
    const service = await startDealersProcess();
    try {
      expect(service.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const r = await fetch(`${service.url}/v1/dealers?brand=winora&country=DE&limit=1`);
      expect(r.status).toBe(200);
      expect(((await r.json()) as { total: number }).total).toBeGreaterThanOrEqual(20);
      const port = Number(new URL(service.url).port);
      const second = startDealersProcess({ port });
      await expect(second).rejects.toThrow(ServiceStartError);
      await expect(second).rejects.toThrow(`The local dealer service could not start: port ${port} is in use (set DEALERS_PORT to move it).`);
    } finally {
      await service.stop();
    }
    await expect(fetch(`${service.url}/health`)).rejects.toThrow();
  }, 60_000);
});

describe('dealer settings of pnpm build and pnpm start', () => {
  const read = <S extends typeof buildSettings | typeof serveSettings>(settings: S, env: Record<string, string>) => {
    const r = settings.read([], env, '/w');
    if (r.kind !== 'settings') throw new Error('help');
    return r.settings as Record<string, unknown>;
  };

  it('default to the local service on 4210, move with DEALERS_PORT, and take a production DEALERS_URL for the build', () => {
    expect(DEFAULT_PORTS.dealers).toBe(4210);
    expect(read(buildSettings, {})).toMatchObject({ dealersPort: 4210 });
    expect(read(buildSettings, {}).dealersUrl).toBeUndefined();
    expect(read(serveSettings, { DEALERS_PORT: '5210' })).toMatchObject({ dealersPort: 5210 });
    expect(read(buildSettings, { DEALERS_URL: 'https://dealers.example.com/api' })).toMatchObject({ dealersUrl: 'https://dealers.example.com/api' });
    expect(() => read(buildSettings, { DEALERS_URL: 'not a url' })).toThrow(/DEALERS_URL is "not a url"/);
    expect(() => read(serveSettings, { DEALERS_PORT: '99999' })).toThrow(/DEALERS_PORT is "99999"/);
  });
});
