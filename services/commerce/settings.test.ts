import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SettingsError } from '../shared/define-settings.ts';
import { COMMERCE_DEFAULT_DATA_DIR, COMMERCE_DEFAULT_PORT, COMMERCE_DEFAULT_SEED_CACHE, commerceSettings } from './settings.ts';

const read = (argv: string[], env: Record<string, string> = {}) => {
  const r = commerceSettings.read(argv, env, '/work/here');
  if (r.kind !== 'settings') throw new Error('expected settings');
  return r.settings;
};

describe('commerce service settings', () => {
  it('defaults: port 4180 on 127.0.0.1, the project data folder and seed cache, no memory, no test hooks', () => {
    expect(read([])).toEqual({ port: COMMERCE_DEFAULT_PORT, host: '127.0.0.1', dataDir: COMMERCE_DEFAULT_DATA_DIR, memory: false, seedCache: COMMERCE_DEFAULT_SEED_CACHE, publicOrigin: undefined, control: false });
    expect(COMMERCE_DEFAULT_DATA_DIR.endsWith(path.join('.data', 'commerce'))).toBe(true);
    expect(COMMERCE_DEFAULT_SEED_CACHE.endsWith(path.join('.cache', 'commerce'))).toBe(true);
  });

  it('flags win over the environment; a relative data folder is resolved against the working folder', () => {
    expect(read(['--port=0', '--data=tmp/c'], { COMMERCE_PORT: '5180', COMMERCE_DATA: '/elsewhere' })).toMatchObject({ port: 0, dataDir: '/work/here/tmp/c' });
    expect(read([], { COMMERCE_PORT: '5180', COMMERCE_DATA: '/elsewhere' })).toMatchObject({ port: 5180, dataDir: '/elsewhere' });
  });

  it('--control is a flag only: an inherited environment cannot open the test hooks', () => {
    expect(read(['--control']).control).toBe(true);
    expect(read([], { COMMERCE_CONTROL: '1' }).control).toBe(false);
  });

  it('an invalid port or origin is a clear error naming the flag and value; an unknown flag suggests the right one', () => {
    expect(() => read(['--port=99999'])).toThrow(new SettingsError('node --import tsx scripts/commerce-service.ts: --port is "99999", expected a port number 0–65535.'));
    expect(() => read([], { COMMERCE_PORT: 'abc' })).toThrow(/COMMERCE_PORT is "abc", expected a port number/);
    expect(() => read(['--public-origin=nope'])).toThrow(/--public-origin is "nope"/);
    expect(() => read(['--contrl'])).toThrow(/unknown option --contrl\. Did you mean --control\?/);
  });

  it('--help lists every flag and its variable', () => {
    const help = commerceSettings.read(['--help'], {});
    expect(help.kind).toBe('help');
    if (help.kind !== 'help') return;
    for (const needle of ['--port=<value>, COMMERCE_PORT', '--host=<value>, COMMERCE_HOST', '--data=<value>, COMMERCE_DATA', '--memory', '--seed-cache=<value>, COMMERCE_SEED_CACHE', '--public-origin=<value>', '--control']) expect(help.text).toContain(needle);
  });
});
