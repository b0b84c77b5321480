import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { casesSettings, DEFAULT_DATA_DIR, webToCaseSettings } from './settings.ts';

const read = (argv: string[], env: Record<string, string> = {}) => {
  const r = webToCaseSettings.read(argv, env, '/w');
  if (r.kind !== 'settings') throw new Error('help');
  return r.settings;
};

describe('web-to-case settings', () => {
  it('defaults to 127.0.0.1:4400 and the repository’s .data/web-to-case', () => {
    expect(read([])).toEqual({ port: 4400, host: '127.0.0.1', dataDir: DEFAULT_DATA_DIR, returnHosts: [] });
  });

  it('reads flags and WEB_TO_CASE_* variables; a relative folder is resolved against the working folder', () => {
    expect(read(['--port=0', '--data=cases', '--return-hosts=www.sparta.nl,www.winora.de'], { WEB_TO_CASE_PORT: '5000' })).toMatchObject({
      port: 0, dataDir: path.resolve('/w/cases'), returnHosts: ['www.sparta.nl', 'www.winora.de'],
    });
    expect(read([], { WEB_TO_CASE_PORT: '5000', WEB_TO_CASE_DATA: '/tmp/c' })).toMatchObject({ port: 5000, dataDir: '/tmp/c' });
  });

  it('names the variable and value of an invalid port, and suggests the flag meant', () => {
    expect(() => read([], { WEB_TO_CASE_PORT: 'abc' })).toThrow('WEB_TO_CASE_PORT is "abc", expected a port number 0–65535');
    expect(() => read(['--port=70000'])).toThrow('--port is "70000"');
    expect(() => read(['--prot=1'])).toThrow('Did you mean --port?');
  });

  it('lists every flag and variable in --help, for the service and for pnpm cases', () => {
    const help = webToCaseSettings.help();
    for (const text of ['--port=<value>, WEB_TO_CASE_PORT', '--data=<value>, WEB_TO_CASE_DATA', '--return-hosts=<value>', '--host=<value>']) expect(help).toContain(text);
    expect(casesSettings.help()).toContain('--json');
  });
});
