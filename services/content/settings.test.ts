import { describe, expect, it } from 'vitest';
import { SettingsError } from '../shared/define-settings.ts';
import { CONTENT_DEFAULT_PORT, contentSettings } from './settings.ts';

const read = (argv: string[], env: Record<string, string> = {}) => {
  const r = contentSettings.read(argv, env, '/srv/shop');
  if (r.kind !== 'settings') throw new Error('help');
  return r.settings;
};

describe('contentSettings', () => {
  it('defaults to port 4190 on loopback, the repository content and the own URL for assets', () => {
    expect(read([])).toEqual({ port: CONTENT_DEFAULT_PORT, host: '127.0.0.1', contentDir: undefined, assetBase: undefined });
    expect(CONTENT_DEFAULT_PORT).toBe(4190);
  });

  it('reads the flags content-process.ts passes, and the environment, the flag winning', () => {
    expect(read(['--port=0', '--asset-base=http://127.0.0.1:4190/'], { CONTENT_PORT: '5190' })).toMatchObject({ port: 0, assetBase: 'http://127.0.0.1:4190' });
    expect(read(['--content', 'stories'], { CONTENT_PORT: '5190', CONTENT_HOST: '0.0.0.0' })).toMatchObject({ port: 5190, host: '0.0.0.0', contentDir: '/srv/shop/stories' });
  });

  it('names the variable and the value of an invalid port', () => {
    expect(() => read([], { CONTENT_PORT: 'http' })).toThrow(new SettingsError('tsx scripts/content-service.ts: CONTENT_PORT is "http", expected a port number 0–65535.'));
    expect(() => read(['--asset-base=nowhere'])).toThrow(/--asset-base is "nowhere", expected an absolute URL/);
  });
});
