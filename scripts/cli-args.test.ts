import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRAND_IDS } from '../site/config/brand-schema.ts';
import { parseCliArgs } from './cli-args.ts';

const cwd = path.resolve('/work/project');

describe('parseCliArgs', () => {
  it('defaults to winora, dist under the working folder, port 4173 on 127.0.0.1', () => {
    expect(parseCliArgs([], cwd)).toEqual({
      brand: 'winora',
      outDir: path.join(cwd, 'dist'),
      port: 4173,
      host: '127.0.0.1',
      rest: [],
    });
  });

  it('reads --brand=x and --brand x alike', () => {
    expect(parseCliArgs(['--brand=sparta'], cwd).brand).toBe('sparta');
    expect(parseCliArgs(['--brand', 'ghost'], cwd).brand).toBe('ghost');
  });

  it('accepts every registered brand', () => {
    for (const id of BRAND_IDS) expect(parseCliArgs([`--brand=${id}`], cwd).brand).toBe(id);
  });

  it('resolves --out against the working folder, and keeps an absolute one', () => {
    expect(parseCliArgs(['--out=build/site'], cwd).outDir).toBe(path.join(cwd, 'build', 'site'));
    expect(parseCliArgs(['--out', '../elsewhere'], cwd).outDir).toBe(path.resolve(cwd, '..', 'elsewhere'));
    expect(parseCliArgs(['--out=/tmp/out'], cwd).outDir).toBe(path.resolve('/tmp/out'));
  });

  it('reads --port and --host in both forms', () => {
    expect(parseCliArgs(['--port=8080', '--host', '0.0.0.0'], cwd)).toMatchObject({ port: 8080, host: '0.0.0.0' });
    expect(parseCliArgs(['--port', '0'], cwd).port).toBe(0);
  });

  it('passes on arguments it does not know, dropping a bare --', () => {
    expect(parseCliArgs(['--', '--brand=xlc', '--verbose', 'extra'], cwd)).toMatchObject({ brand: 'xlc', rest: ['--verbose', 'extra'] });
  });

  it('rejects an unknown brand, listing the valid ids', () => {
    let message = '';
    try {
      parseCliArgs(['--brand=giant'], cwd);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('"giant"');
    for (const id of BRAND_IDS) expect(message).toContain(id);
  });

  it('brand ids are case-sensitive', () => {
    expect(() => parseCliArgs(['--brand=Winora'], cwd)).toThrow(/Unknown brand "Winora"/);
  });

  it.each([['--port=abc'], ['--port=70000'], ['--port=-1'], ['--port=80.5']])('rejects a bad port: %s', (arg) => {
    expect(() => parseCliArgs([arg], cwd)).toThrow(/--port must be 0–65535/);
  });

  it('rejects an option without a value', () => {
    expect(() => parseCliArgs(['--brand'], cwd)).toThrow(/--brand needs a value/);
    expect(() => parseCliArgs(['--out='], cwd)).toThrow(/--out needs a value/);
  });
});
