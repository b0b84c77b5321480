import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_LOCK_FILE_NAME, lockDataFolder, type LockDataFolderResult } from './lock-data-folder.ts';

let root = '';
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-data-folder-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** The pid of a process that has exited. */
const deadPid = (): number => spawnSync(process.execPath, ['-e', '']).pid!;

/** The lock of a result that must have taken the folder. */
function taken(result: LockDataFolderResult) {
  if (!result.ok) throw new Error(`expected the folder to be taken: ${result.message}`);
  return result.lock;
}

/** The refusal of a result that must have been refused. */
function refused(result: LockDataFolderResult) {
  if (result.ok) throw new Error(`expected a refusal, the folder was taken (${result.lock.file})`);
  return result;
}

describe('lockDataFolder: one service per data folder', () => {
  it('creates the folder with its parents and a lock naming this process and service; release removes it, twice is fine', () => {
    const dir = path.join(root, 'fresh', 'clone', '.data', 'web-to-case');
    const lock = taken(lockDataFolder(dir, { service: 'web-to-case service' }));
    expect(lock.file).toBe(path.join(dir, DEFAULT_LOCK_FILE_NAME));
    expect(JSON.parse(fs.readFileSync(lock.file, 'utf8'))).toMatchObject({ pid: process.pid, service: 'web-to-case service' });
    lock.release();
    expect(fs.existsSync(lock.file)).toBe(false);
    lock.release();
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('uses the lock file name a service asks for (the commerce service keeps commerce-service.lock)', () => {
    const dir = path.join(root, 'commerce');
    const lock = taken(lockDataFolder(dir, { lockFile: 'commerce-service.lock', pid: 4242, isAlive: () => true }));
    expect(fs.readdirSync(dir)).toEqual(['commerce-service.lock']);
    expect(JSON.parse(fs.readFileSync(lock.file, 'utf8'))).toMatchObject({ pid: 4242 });
    lock.release();
  });

  it('a second taker while the holder runs is refused with one line naming the folder, the pid, since when, the way out and the lock file', () => {
    const dir = path.join(root, 'data');
    const first = taken(lockDataFolder(dir, { service: 'commerce service', lockFile: 'commerce-service.lock', pid: 1111, isAlive: () => true }));
    const since = (JSON.parse(fs.readFileSync(first.file, 'utf8')) as { since: string }).since;
    const second = refused(lockDataFolder(dir, { service: 'commerce service', lockFile: 'commerce-service.lock', hint: 'another folder (--data or COMMERCE_DATA)', pid: 2222, isAlive: (pid) => pid === 1111 }));
    expect(second.pid).toBe(1111);
    expect(second.message).toBe(
      `the data folder ${dir} is held by another commerce service (process 1111) since ${since}: stop it first or use another folder (--data or COMMERCE_DATA); lock file ${first.file}.`,
    );
    // The holder's lock is untouched.
    expect(JSON.parse(fs.readFileSync(first.file, 'utf8'))).toMatchObject({ pid: 1111 });
  });

  it('refuses when a live process of an earlier version holds it: its JSON lock, or the pid lines the commerce service wrote', () => {
    const dir = path.join(root, 'data');
    fs.mkdirSync(dir);
    const file = path.join(dir, DEFAULT_LOCK_FILE_NAME);
    for (const left of [JSON.stringify({ pid: 4242, since: '2026-01-01T00:00:00.000Z' }), 'pid 4242\nsince 2026-01-01T00:00:00.000Z\n']) {
      fs.writeFileSync(file, left);
      const result = refused(lockDataFolder(dir, { service: 'web-to-case service', hint: '--data', isAlive: (pid) => pid === 4242 }));
      expect(result.pid).toBe(4242);
      expect(result.message).toBe(`the data folder ${dir} is held by another web-to-case service (process 4242) since 2026-01-01T00:00:00.000Z: stop it first or use --data; lock file ${file}.`);
      expect(fs.readFileSync(file, 'utf8')).toBe(left);
    }
  });

  it('the same process cannot hold one folder twice (two services in one process); after release it can take it again', () => {
    const dir = path.join(root, 'data');
    const first = taken(lockDataFolder(dir));
    const again = refused(lockDataFolder(dir));
    expect(again.pid).toBe(process.pid);
    expect(again.message).toContain(`(process ${process.pid}, this one)`);
    expect(again.message).not.toContain('\n');
    first.release();
    taken(lockDataFolder(dir)).release();
  });

  it('takes over a lock left by a process that no longer runs, a torn lock file, and one of an earlier process with our pid', () => {
    const dir = path.join(root, 'data');
    fs.mkdirSync(dir);
    const file = path.join(dir, DEFAULT_LOCK_FILE_NAME);
    const dead = deadPid();
    // Our own pid, never taken here: a container's pid 1 after a restart left it.
    const leftovers = [JSON.stringify({ pid: dead }), `pid ${dead}\nsince 2020-01-01T00:00:00.000Z\n`, '{"pi', '', 'null', JSON.stringify({ pid: process.pid }), `pid ${process.pid}\n`];
    for (const left of leftovers) {
      fs.writeFileSync(file, left);
      const lock = taken(lockDataFolder(dir));
      expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toMatchObject({ pid: process.pid });
      lock.release();
    }
  });

  it('release leaves a lock alone that is no longer ours', () => {
    const dir = path.join(root, 'data');
    const lock = taken(lockDataFolder(dir, { pid: 6666, isAlive: () => true }));
    fs.writeFileSync(lock.file, 'pid 7777\n');
    lock.release();
    expect(fs.readFileSync(lock.file, 'utf8')).toBe('pid 7777\n');
  });
});
