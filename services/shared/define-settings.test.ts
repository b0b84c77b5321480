import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defineSettings, SettingsError, suggest } from './define-settings.ts';

const settings = defineSettings({
  command: 'pnpm build',
  summary: 'Builds a brand.',
  settings: {
    brand: { kind: { type: 'enum', values: ['winora', 'sparta'] }, flag: 'brand', doc: 'the brand', default: 'winora' },
    port: { kind: { type: 'port' }, flag: 'port', env: 'COMMERCE_PORT', doc: 'the port', default: '4180' },
    url: { kind: { type: 'url' }, env: 'COMMERCE_URL', doc: 'a backend' },
    out: { kind: { type: 'path' }, flag: 'out', doc: 'output', default: 'dist' },
    faults: { kind: { type: 'boolean' }, flag: 'faults', doc: 'faults' },
    noServices: { kind: { type: 'boolean' }, flag: 'no-services', doc: 'site only' },
    hosts: { kind: { type: 'list' }, flag: 'hosts', doc: 'hosts', default: '' },
  },
});
const read = (argv: string[], env: Record<string, string> = {}) => {
  const r = settings.read(argv, env, '/w');
  if (r.kind !== 'settings') throw new Error('help');
  return r.settings;
};

describe('defineSettings', () => {
  it('applies defaults, and returns a frozen object', () => {
    const s = read([]);
    expect(s).toEqual({ brand: 'winora', port: 4180, url: undefined, out: path.resolve('/w/dist'), faults: false, noServices: false, hosts: [] });
    expect(Object.isFrozen(s)).toBe(true);
  });

  it('reads --x=v, --x v, booleans and the environment; the flag wins', () => {
    expect(read(['--brand', 'sparta', '--port=5000', '--faults'], { COMMERCE_PORT: '6000' })).toMatchObject({ brand: 'sparta', port: 5000, faults: true });
    expect(read([], { COMMERCE_PORT: '6000', COMMERCE_URL: 'http://a.test:1/' })).toMatchObject({ port: 6000, url: 'http://a.test:1' });
    expect(read(['--hosts=a, b,,c'])).toMatchObject({ hosts: ['a', 'b', 'c'] });
  });

  it('reads a flag whose own name starts with no- (pnpm start --no-services), and still negates a boolean with --no-', () => {
    expect(read(['--no-services'])).toMatchObject({ noServices: true, faults: false });
    expect(read(['--faults', '--no-faults'])).toMatchObject({ faults: false });
  });

  it('names the variable and the value of an invalid setting', () => {
    expect(() => read([], { COMMERCE_PORT: 'abc' })).toThrow('COMMERCE_PORT is "abc", expected a port number 0–65535');
    expect(() => read(['--port=70000'])).toThrow('--port is "70000"');
    expect(() => read([], { COMMERCE_URL: 'localhost:4180' })).toThrow(/COMMERCE_URL is "localhost:4180", expected an (absolute|http)/);
    expect(() => read(['--brand=nope'])).toThrow('--brand is "nope", expected one of winora, sparta');
  });

  it('refuses an unknown flag with a suggestion, and a flag without its value', () => {
    expect(() => read(['--brnad=sparta'])).toThrow(new SettingsError('pnpm build: unknown option --brnad. Did you mean --brand? See --help.'));
    expect(() => read(['--colour'])).toThrow(/unknown option --colour\. See --help/);
    expect(() => read(['--out'])).toThrow('--out needs a value');
    expect(() => read(['stray'])).toThrow('unexpected argument "stray"');
  });

  it('answers --help with every flag, variable and default', () => {
    const r = settings.read(['--help'], {});
    expect(r.kind).toBe('help');
    expect(r.kind === 'help' && r.text).toContain('--port=<value>, COMMERCE_PORT');
    expect(r.kind === 'help' && r.text).toContain('(default: 4180)');
  });

  it('suggests only close names', () => {
    expect(suggest('prot', ['port', 'brand'])).toBe('port');
    expect(suggest('xyzzy', ['port', 'brand'])).toBeUndefined();
  });
});
