import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The lock file inside a data folder (PostgreSQL ignores files it does not know). */
export const LOCK_FILE = 'service.lock';

/** A data folder held by this process. */
export interface DataDirLock {
  /** The lock file. */
  readonly file: string;
  /** Gives the folder up (removes the lock file if it is still ours); safe to call twice. */
  release(): void;
}

/** The folder is held by another live process: the message is one line naming folder, process and way out. */
export class DataDirLockedError extends Error {
  override readonly name = 'DataDirLockedError';
  constructor(
    readonly dir: string,
    readonly pid: number,
    message: string,
  ) {
    super(message);
  }
}

export interface LockDataDirOptions {
  /** Names the service in the lock file and the error. @default 'service' */
  readonly service?: string;
  /** Whether a process runs. @default signal 0 to the pid (EPERM counts as running) */
  readonly isAlive?: (pid: number) => boolean;
  /** Our process id. @default process.pid */
  readonly pid?: number;
  /** Names the setting that moves the folder, for the error. @default 'another folder' */
  readonly hint?: string;
}

interface Holder {
  readonly pid: number;
  readonly since?: string;
}

/** Lock files this process holds: a lock naming our own pid but not in here is a leftover of an earlier process with the same pid (a container's pid 1). */
const heldHere = new Set<string>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): { readonly text: string; readonly holder: Holder | null } | 'gone' {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as { pid?: unknown; since?: unknown };
    if (typeof parsed.pid === 'number' && Number.isSafeInteger(parsed.pid) && parsed.pid > 0) {
      return { text, holder: { pid: parsed.pid, ...(typeof parsed.since === 'string' ? { since: parsed.since } : {}) } };
    }
  } catch {
    // Not ours to read (a torn or hand-written file): treated as stale below.
  }
  return { text, holder: null };
}

/** Creates `file` holding `content`, failing with EEXIST when it exists; never leaves a half-written lock. */
function createExclusive(file: string, content: string): void {
  const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  fs.writeFileSync(tmp, content);
  try {
    fs.linkSync(tmp, file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // File systems without hard links: an exclusive create (a reader may see it empty for a moment).
    if (code === 'EPERM' || code === 'ENOTSUP' || code === 'ENOSYS' || code === 'EXDEV') fs.writeFileSync(file, content, { flag: 'wx' });
    else throw error;
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}

/**
 * Creates the data folder with its parents and takes it for this process, so a second service (or `pnpm cases`
 * reading the folder directly) cannot open the same PostgreSQL files at once, which corrupts them. A lock left
 * by a process that no longer runs is taken over. Throws {@link DataDirLockedError} when a live process holds it.
 */
export function lockDataDir(dir: string, options: LockDataDirOptions = {}): DataDirLock {
  const service = options.service ?? 'service';
  const isAlive = options.isAlive ?? isRunning;
  const pid = options.pid ?? process.pid;
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  const content = `${JSON.stringify({ pid, service, since: new Date().toISOString() })}\n`;
  // A few rounds: each one either takes the lock, finds a live holder, or removes a stale lock and tries again.
  for (let round = 0; round < 5; round++) {
    try {
      createExclusive(file, content);
      return hold(file, content);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const found = readHolder(file);
    if (found === 'gone') continue;
    const { holder, text } = found;
    const live = holder !== null && (holder.pid === pid ? heldHere.has(file) : isAlive(holder.pid));
    if (live) {
      throw new DataDirLockedError(
        dir,
        holder.pid,
        `${service}: the data folder ${dir} is in use by process ${holder.pid}${holder.pid === pid ? ' (this process)' : ''}${holder.since ? ` since ${holder.since}` : ''}; stop it first or use ${options.hint ?? 'another folder'} (lock file ${file}).`,
      );
    }
    // Stale: remove it only if it is still the file we judged (another starter may have replaced it meanwhile).
    const again = readHolder(file);
    if (again !== 'gone' && again.text === text) fs.rmSync(file, { force: true });
  }
  throw new Error(`${service}: could not take the lock ${file}: it keeps changing (several services starting at once?)`);
}

function hold(file: string, content: string): DataDirLock {
  heldHere.add(file);
  let released = false;
  const release = (): void => {
    if (released) return;
    released = true;
    heldHere.delete(file);
    process.off('exit', release);
    const found = readHolder(file);
    if (found !== 'gone' && found.text === content) fs.rmSync(file, { force: true });
  };
  // A process that exits without closing the store leaves no lock behind (a crash leaves a stale one, taken over).
  process.on('exit', release);
  return { file, release };
}
