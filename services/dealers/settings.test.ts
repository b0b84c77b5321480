import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dealerSettings } from './settings.ts';

const read = (argv: string[], env: Record<string, string> = {}) => {
  const r = dealerSettings.read(argv, env, '/w');
  if (r.kind !== 'settings') throw new Error('help');
  return r.settings;
};

describe('dealer service settings', () => {
  it('defaults to 127.0.0.1:4210 and the repository data (no folder given)', () => {
    expect(read([])).toEqual({ port: 4210, host: '127.0.0.1' });
  });

  it('reads flags and DEALERS_* variables; a relative data folder is resolved against the working folder', () => {
    expect(read(['--port=0', '--data=d'], { DEALERS_PORT: '5000' })).toMatchObject({ port: 0, dataDir: path.resolve('/w/d') });
    expect(read([], { DEALERS_PORT: '5210', DEALERS_HOST: '0.0.0.0' })).toMatchObject({ port: 5210, host: '0.0.0.0' });
  });

  it('names the variable and value of an invalid port and suggests the flag meant', () => {
    expect(() => read([], { DEALERS_PORT: 'abc' })).toThrow('DEALERS_PORT is "abc", expected a port number 0–65535');
    expect(() => read(['--prot=1'])).toThrow('Did you mean --port?');
  });

  it('lists every flag and variable in --help', () => {
    const help = dealerSettings.help();
    for (const text of ['--port=<value>, DEALERS_PORT', '--host=<value>, DEALERS_HOST', '--data=<value>, DEALERS_DATA']) expect(help).toContain(text);
  });
});
