import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The lock file inside the data folder (PostgreSQL leaves files it does not know alone). */
export const LOCK_FILE_NAME = 'commerce-service.lock';

/** The data folder, held by this process until {@link DataFolderLock.release}. */
export interface DataFolderLock {
  readonly file: string;
  /** Gives the folder up: removes the lock file when it is still ours. Safe to call twice. */
  release(): void;
}

/** What {@link lockDataFolder} found. */
export type LockDataFolderResult =
  | { readonly ok: true; readonly lock: DataFolderLock }
  /** A live process holds the folder; `message` is one line naming the folder, the process and the lock file. */
  | { readonly ok: false; readonly pid: number; readonly message: string };

export interface LockDataFolderOptions {
  /** Our process id. @default process.pid */
  readonly pid?: number;
  /** Whether a process runs. @default signal 0 to the pid (EPERM: it runs under another user) */
  readonly isAlive?: (pid: number) => boolean;
}

/**
 * Lock files this process holds. A lock naming our own pid that is not in here was left by an earlier process
 * that had the same pid (a container's pid 1 after a restart): stale, not ours.
 */
const heldHere = new Set<string>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The lock file's text and the pid in it (null when it is torn or not ours to read); `undefined` when it is gone. */
function readLock(file: string): { readonly text: string; readonly pid: number | null } | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const pid = Number(/^pid (\d+)$/m.exec(text)?.[1]);
  return { text, pid: Number.isSafeInteger(pid) && pid > 0 ? pid : null };
}

/** Creates `file` with `text` only when it does not exist (EEXIST otherwise); a reader never sees it half-written. */
function createExclusive(file: string, text: string): void {
  const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  fs.writeFileSync(tmp, text);
  try {
    fs.linkSync(tmp, file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // File systems without hard links: an exclusive create instead.
    if (code === 'EPERM' || code === 'ENOTSUP' || code === 'ENOSYS') fs.writeFileSync(file, text, { flag: 'wx' });
    else throw error;
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}

/**
 * Creates the data folder with its parents (PGlite does not; a fresh clone has no `.data/`) and takes it for
 * this process. Two services on one folder would each keep their own copy of the database in memory and
 * overwrite each other's acknowledged writes, so a second one is refused while the first runs. A lock left by
 * a process that no longer runs (killed, crashed) is taken over.
 */
export function lockDataFolder(dir: string, options: LockDataFolderOptions = {}): LockDataFolderResult {
  const pid = options.pid ?? process.pid;
  const isAlive = options.isAlive ?? isRunning;
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE_NAME);
  const text = `pid ${pid}\nsince ${new Date().toISOString()}\n`;
  // Each round takes the lock, finds a live holder, or removes a stale lock; starters racing for a stale lock
  // each remove only the exact file they judged, so at most one of them wins the next round.
  for (let round = 0; round < 5; round++) {
    try {
      createExclusive(file, text);
      return { ok: true, lock: hold(file, text) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const found = readLock(file);
    if (found === undefined) continue;
    const live = found.pid !== null && (found.pid === pid ? heldHere.has(file) : isAlive(found.pid));
    if (live) {
      return {
        ok: false,
        pid: found.pid!,
        message: `the data folder ${dir} is held by another commerce service (process ${found.pid}${found.pid === pid ? ', this one' : ''}): stop it first or use another folder (--data or COMMERCE_DATA; lock file ${file}).`,
      };
    }
    if (readLock(file)?.text === found.text) fs.rmSync(file, { force: true });
  }
  throw new Error(`Could not take the lock ${file}: it kept changing (several commerce services starting at once?)`);
}

function hold(file: string, text: string): DataFolderLock {
  heldHere.add(file);
  let released = false;
  const release = (): void => {
    if (released) return;
    released = true;
    heldHere.delete(file);
    process.off('exit', release);
    if (readLock(file)?.text === text) fs.rmSync(file, { force: true });
  };
  // A process that exits without closing the service leaves no lock behind (a killed one leaves a stale one).
  process.on('exit', release);
  return { file, release };
}
