import { describe, expect, it } from 'vitest';
import { startGalleriesProcess } from './galleries-process.ts';
import { ServiceStartError } from './service-process.ts';
import { buildSettings } from './settings/build-settings.ts';
import { serveSettings } from './settings/serve-settings.ts';
import { DEFAULT_PORTS } from './settings/service-endpoints.ts';

/** `pnpm start` runs the gallery service as a child process: started, ready, answering, stopped. */
describe('startGalleriesProcess', () => {
  it('on a free port: ready with its URL, answers a feed, gone after stop; a second one on its port is a one-line error naming GALLERIES_PORT', async () => {
    const service = await startGalleriesProcess();
    try {
      expect(service.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const r = await fetch(`${service.url}/v1/feeds/winora-stories/posts?limit=2&locale=de-DE`);
      expect(r.status).toBe(200);
      expect(((await r.json()) as { total: number }).total).toBe(12);
      const port = Number(new URL(service.url).port);
      const second = startGalleriesProcess({ port });
      await expect(second).rejects.toThrow(ServiceStartError);
      await expect(second).rejects.toThrow(`The local gallery service could not start: port ${port} is in use (set GALLERIES_PORT to move it).`);
    } finally {
      await service.stop();
    }
    await expect(fetch(`${service.url}/health`)).rejects.toThrow();
  }, 60_000);

  it('defaults to 4230 for pnpm build and pnpm start, moves with GALLERIES_PORT, and takes a production GALLERIES_URL for the build', () => {
    const read = (settings: typeof buildSettings | typeof serveSettings, env: Record<string, string>): Record<string, unknown> => {
      const r = settings.read([], env, '/w');
      if (r.kind !== 'settings') throw new Error('help');
      return r.settings as Record<string, unknown>;
    };
    expect(DEFAULT_PORTS.galleries).toBe(4230);
    expect(read(buildSettings, {})).toMatchObject({ galleriesPort: 4230 });
    expect(read(serveSettings, { GALLERIES_PORT: '5230' })).toMatchObject({ galleriesPort: 5230 });
    expect(read(buildSettings, { GALLERIES_URL: 'https://ugc.example.com' })).toMatchObject({ galleriesUrl: 'https://ugc.example.com' });
  });
});
