import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './lock-data-dir.ts';

let root = '';
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'w2c-lock-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** The pid of a process that has exited. */
const deadPid = (): number => spawnSync(process.execPath, ['-e', '']).pid!;

describe('lockDataDir', () => {
  it('creates the folder with its parents and a lock naming this process; release removes it', () => {
    const dir = path.join(root, 'fresh', '.data', 'web-to-case');
    const lock = lockDataDir(dir, { service: 'web-to-case' });
    expect(JSON.parse(fs.readFileSync(lock.file, 'utf8'))).toMatchObject({ pid: process.pid, service: 'web-to-case' });
    lock.release();
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    lock.release();
  });

  it('refuses a second holder in one line naming the folder and the process', () => {
    const dir = path.join(root, 'data');
    const first = lockDataDir(dir, { service: 'web-to-case', hint: '--data' });
    expect(() => lockDataDir(dir, { service: 'web-to-case', hint: '--data' })).toThrow(DataDirLockedError);
    try {
      lockDataDir(dir, { service: 'web-to-case', hint: '--data' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain(`the data folder ${dir} is in use by process ${process.pid} (this process)`);
      expect(message).toContain('or use --data');
      expect(message).not.toContain('\n');
    }
    first.release();
    lockDataDir(dir).release();
  });

  it('refuses when another live process holds it', () => {
    const dir = path.join(root, 'data');
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: 4242, since: '2026-01-01T00:00:00.000Z' }));
    expect(() => lockDataDir(dir, { service: 'web-to-case', isAlive: (pid) => pid === 4242 })).toThrow(
      `web-to-case: the data folder ${dir} is in use by process 4242 since 2026-01-01T00:00:00.000Z; stop it first`,
    );
  });

  it('takes over a lock left by a process that no longer runs, a torn lock file, and one of an earlier process with our pid', () => {
    const dir = path.join(root, 'data');
    fs.mkdirSync(dir);
    const file = path.join(dir, LOCK_FILE);
    for (const left of [JSON.stringify({ pid: deadPid() }), '{"pi', JSON.stringify({ pid: process.pid })]) {
      fs.writeFileSync(file, left);
      const lock = lockDataDir(dir);
      expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toMatchObject({ pid: process.pid });
      lock.release();
    }
  });
});
