/** `tsx scripts/content-service.ts` as a person runs it: help, a bad flag and a busy port each end in one clear line. */
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const run = (...args: string[]) => {
  const r = spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/content-service.ts'), ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
    env: { PATH: process.env['PATH'] ?? '' },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
};

describe('scripts/content-service.ts', () => {
  let busy: net.Server;
  let busyPort = 0;
  beforeAll(async () => {
    busy = net.createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    busyPort = (busy.address() as net.AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => busy.close(() => resolve())));

  it('prints its settings on --help and exits 0', () => {
    const r = run('--help');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('--port=<value>, CONTENT_PORT');
    expect(r.stdout).toContain('--asset-base=<value>');
    expect(r.stdout).toContain('(default: 4190)');
  });

  it('refuses an invalid port and a mistyped flag in one line, exit 2', () => {
    const bad = run('--port=99999');
    expect([bad.code, bad.stderr]).toEqual([2, 'tsx scripts/content-service.ts: --port is "99999", expected a port number 0–65535.\n']);
    const typo = run('--prot=4190');
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain('unknown option --prot. Did you mean --port?');
  });

  it('says in one line that the port is in use and exits 1, without a stack trace', () => {
    const r = run(`--port=${busyPort}`);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(`content service: port ${busyPort} is in use (EADDRINUSE); stop the other process or choose another port\n`);
  });
});
