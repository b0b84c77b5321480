import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reviewSettings } from './settings.ts';

const read = (argv: string[], env: Record<string, string> = {}) => {
  const r = reviewSettings.read(argv, env, '/w');
  if (r.kind !== 'settings') throw new Error('help');
  return r.settings;
};

describe('reviews service settings', () => {
  it('defaults to 127.0.0.1:4220 and the repository data', () => {
    expect(read([])).toEqual({ port: 4220, host: '127.0.0.1' });
  });

  it('reads flags and REVIEWS_* variables, flags first; a relative folder is resolved', () => {
    expect(read(['--port=0', '--data=d'], { REVIEWS_PORT: '5000' })).toMatchObject({ port: 0, dataDir: path.resolve('/w/d') });
    expect(read([], { REVIEWS_PORT: '5220', REVIEWS_HOST: '0.0.0.0' })).toMatchObject({ port: 5220, host: '0.0.0.0' });
  });

  it('names the variable and value of an invalid port and suggests the flag meant', () => {
    expect(() => read([], { REVIEWS_PORT: 'abc' })).toThrow('REVIEWS_PORT is "abc", expected a port number 0–65535');
    expect(() => read(['--prot=1'])).toThrow('Did you mean --port?');
  });
});
