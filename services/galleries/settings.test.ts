import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gallerySettings } from './settings.ts';

const read = (argv: string[], env: Record<string, string> = {}) => {
  const r = gallerySettings.read(argv, env, '/w');
  if (r.kind !== 'settings') throw new Error('help');
  return r.settings;
};

describe('gallery service settings', () => {
  it('defaults to 127.0.0.1:4230 and the repository data (no folder given)', () => {
    expect(read([])).toEqual({ port: 4230, host: '127.0.0.1' });
  });

  it('reads flags and GALLERIES_* variables; a relative data folder is resolved against the working folder', () => {
    expect(read(['--port=0', '--data=d'], { GALLERIES_PORT: '5000' })).toMatchObject({ port: 0, dataDir: path.resolve('/w/d') });
    expect(read([], { GALLERIES_PORT: '5230', GALLERIES_HOST: '0.0.0.0' })).toMatchObject({ port: 5230, host: '0.0.0.0' });
  });

  it('names the variable and value of an invalid port and suggests the flag meant', () => {
    expect(() => read([], { GALLERIES_PORT: 'abc' })).toThrow('GALLERIES_PORT is "abc", expected a port number 0–65535');
    expect(() => read(['--prot=1'])).toThrow('Did you mean --port?');
  });
});
