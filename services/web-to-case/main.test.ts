import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOCK_FILE_NAME as LOCK_FILE } from '../shared/lock-data-folder.ts';
import { readCases } from './list-cases.ts';
import { runWebToCase } from './main.ts';

const repo = path.resolve(import.meta.dirname, '..', '..');
const tsx = path.join(repo, 'node_modules', 'tsx', 'dist', 'cli.mjs');

/** Runs a script of this folder as a command, as `pnpm cases` or the playwright web server does. */
function run(script: string, args: readonly string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [tsx, path.join(import.meta.dirname, script), ...args], { cwd: repo, env: { ...process.env, ...env }, timeout: 120_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
    });
  });
}

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'w2c-main-'));
// A fresh clone: no .data/ at all.
const dataDir = path.join(root, 'clone', '.data', 'web-to-case');
let service: Awaited<ReturnType<typeof runWebToCase>>;

beforeAll(async () => {
  service = await runWebToCase({ port: 0, dataDir });
});
afterAll(async () => {
  await service?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('runWebToCase', () => {
  it('starts on a machine with no .data/ folder: creates it with its parents and serves', async () => {
    expect(fs.existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
    expect(await (await fetch(`${service.url}/health`)).json()).toEqual({ ok: true, service: 'web-to-case' });
  });

  it('refuses a second service on the same folder in one line naming the folder and the process', async () => {
    await expect(runWebToCase({ port: 0, dataDir })).rejects.toThrow(`web-to-case: the data folder ${dataDir} is held by another web-to-case service (process ${process.pid}, this one) since `);
    const cli = await run('main.ts', ['--port=0', `--data=${dataDir}`]);
    expect(cli.code).toBe(1);
    expect(cli.stderr.trim().split('\n')).toEqual([expect.stringContaining(`web-to-case: the data folder ${dataDir} is held by another web-to-case service (process ${process.pid}) since `)]);
  });

  it('pnpm cases asks the running service, and says how when it finds the folder held', async () => {
    expect((await readCases(service.url, dataDir)).source).toBe(service.url);
    await expect(readCases('http://127.0.0.1:1', dataDir)).rejects.toThrow('stop it first or use --url to ask the service that holds it');
  });

  it('reports a port in use in one line, exits non-zero, and gives the data folder back', async () => {
    await service.close();
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      await expect(runWebToCase({ port, dataDir })).rejects.toThrow(`web-to-case: port ${port} on 127.0.0.1 is already in use; stop what runs there or choose another port (--port or WEB_TO_CASE_PORT).`);
      expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
      const cli = await run('main.ts', [`--data=${dataDir}`], { WEB_TO_CASE_PORT: String(port) });
      expect(cli.code).toBe(1);
      expect(cli.stderr).toBe(`web-to-case: port ${port} on 127.0.0.1 is already in use; stop what runs there or choose another port (--port or WEB_TO_CASE_PORT).\n`);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
    service = await runWebToCase({ port: 0, dataDir });
    expect((await fetch(`${service.url}/health`)).status).toBe(200);
  });

  it('answers --help and refuses an invalid port before touching anything', async () => {
    const help = await run('main.ts', ['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('--port=<value>, WEB_TO_CASE_PORT');
    const bad = await run('main.ts', [], { WEB_TO_CASE_PORT: 'http' });
    expect([bad.code, bad.stderr]).toEqual([2, 'node --import tsx services/web-to-case/main.ts: WEB_TO_CASE_PORT is "http", expected a port number 0–65535.\n']);
  });
});
