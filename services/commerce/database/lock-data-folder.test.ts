import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCK_FILE_NAME, lockDataFolder } from './lock-data-folder.ts';

const made: string[] = [];
const tmp = (): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'commerce-lock-'));
  made.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('lockDataFolder: one commerce service per data folder', () => {
  it('creates the folder with its parents and holds it; release gives it up', () => {
    const dir = path.join(tmp(), 'fresh', 'clone', '.data', 'commerce');
    const taken = lockDataFolder(dir, { pid: 4242, isAlive: () => true });
    if (!taken.ok) throw new Error(taken.message);
    expect(fs.readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8')).toMatch(/^pid 4242\n/);
    taken.lock.release();
    taken.lock.release();
    expect(fs.existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(false);
  });

  it('a second taker while the holder runs is refused with one line naming the folder, the pid and the lock file', () => {
    const dir = tmp();
    const first = lockDataFolder(dir, { pid: 1111, isAlive: () => true });
    expect(first.ok).toBe(true);
    const second = lockDataFolder(dir, { pid: 2222, isAlive: (pid) => pid === 1111 });
    expect(second).toMatchObject({ ok: false, pid: 1111 });
    if (second.ok) return;
    expect(second.message).not.toContain('\n');
    expect(second.message).toContain(`the data folder ${dir} is held by another commerce service (process 1111)`);
    expect(second.message).toContain(path.join(dir, LOCK_FILE_NAME));
    // The holder's lock is untouched.
    expect(fs.readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8')).toMatch(/^pid 1111\n/);
  });

  it('the same process cannot hold one folder twice (two services in one test process)', () => {
    const dir = tmp();
    const first = lockDataFolder(dir);
    expect(first.ok).toBe(true);
    const again = lockDataFolder(dir);
    expect(again).toMatchObject({ ok: false, pid: process.pid });
    if (!again.ok) expect(again.message).toContain('(process ' + process.pid + ', this one)');
    if (first.ok) first.lock.release();
    const third = lockDataFolder(dir);
    expect(third.ok).toBe(true);
    if (third.ok) third.lock.release();
  });

  it('a lock left by a process that no longer runs is taken over', () => {
    const dir = tmp();
    fs.writeFileSync(path.join(dir, LOCK_FILE_NAME), 'pid 999999\nsince 2020-01-01T00:00:00.000Z\n');
    const taken = lockDataFolder(dir, { pid: 3333, isAlive: () => false });
    expect(taken.ok).toBe(true);
    expect(fs.readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8')).toMatch(/^pid 3333\n/);
  });

  it('a lock naming our own pid that this process never took (a restarted container) is stale', () => {
    const dir = tmp();
    fs.writeFileSync(path.join(dir, LOCK_FILE_NAME), 'pid 1\n');
    expect(lockDataFolder(dir, { pid: 1, isAlive: () => true }).ok).toBe(true);
  });

  it('a torn lock file (no pid in it) is stale', () => {
    const dir = tmp();
    fs.writeFileSync(path.join(dir, LOCK_FILE_NAME), '');
    expect(lockDataFolder(dir, { pid: 5555, isAlive: () => true }).ok).toBe(true);
  });

  it('release leaves a lock alone that is no longer ours', () => {
    const dir = tmp();
    const taken = lockDataFolder(dir, { pid: 6666, isAlive: () => true });
    if (!taken.ok) throw new Error(taken.message);
    fs.writeFileSync(taken.lock.file, 'pid 7777\n');
    taken.lock.release();
    expect(fs.readFileSync(taken.lock.file, 'utf8')).toBe('pid 7777\n');
  });
});
