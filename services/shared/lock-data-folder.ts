import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isProcessRunning } from './is-process-running.ts';

/** The lock file a service writes into its data folder unless it names another (PostgreSQL leaves files it does not know alone). */
export const DEFAULT_LOCK_FILE_NAME = 'service.lock';

/** A data folder held by this process until {@link DataFolderLock.release}. */
export interface DataFolderLock {
  /** The lock file. */
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
  /** Names the service in the lock file and the message ("held by another commerce service"). @default 'service' */
  readonly service?: string;
  /** The lock file's name inside the folder; a service keeps the name it always used, so folders from before keep working. @default DEFAULT_LOCK_FILE_NAME */
  readonly lockFile?: string;
  /** The way out the message offers after "stop it first or use". @default 'another folder' */
  readonly hint?: string;
  /** Our process id. @default process.pid */
  readonly pid?: number;
  /** Whether a process runs. @default signal 0 to the pid (EPERM: it runs under another user) */
  readonly isAlive?: (pid: number) => boolean;
}

interface Holder {
  readonly pid: number;
  readonly since?: string;
}

/**
 * Lock files this process holds. A lock naming our own pid that is not in here was left by an earlier process
 * that had the same pid (a container's pid 1 after a restart): stale, not ours.
 */
const heldHere = new Set<string>();

/**
 * The holder a lock file names, or null when it is torn or not ours to read. Reads the JSON this module writes and
 * the `pid N` / `since T` lines the commerce service wrote before it: a service still running from then keeps its folder.
 */
function parseHolder(text: string): Holder | null {
  let fields: { pid?: unknown; since?: unknown };
  try {
    const parsed: unknown = JSON.parse(text);
    fields = typeof parsed === 'object' && parsed !== null ? parsed : {};
  } catch {
    fields = { pid: Number(/^pid (\d+)$/m.exec(text)?.[1]), since: /^since (\S+)$/m.exec(text)?.[1] };
  }
  const { pid, since } = fields;
  if (typeof pid !== 'number' || !Number.isSafeInteger(pid) || pid <= 0) return null;
  return typeof since === 'string' ? { pid, since } : { pid };
}

/** The lock file's text and its holder; `undefined` when the file is gone. */
function readLock(file: string): { readonly text: string; readonly holder: Holder | null } | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  return { text, holder: parseHolder(text) };
}

/** Creates `file` with `text` only when it does not exist (EEXIST otherwise); a reader never sees it half-written. */
function createExclusive(file: string, text: string): void {
  const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  fs.writeFileSync(tmp, text);
  try {
    fs.linkSync(tmp, file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // File systems without hard links: an exclusive create instead (a reader may see it empty for a moment).
    if (code === 'EPERM' || code === 'ENOTSUP' || code === 'ENOSYS' || code === 'EXDEV') fs.writeFileSync(file, text, { flag: 'wx' });
    else throw error;
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}

/**
 * Creates a service's data folder with its parents (PGlite makes only the last level; a fresh clone has no
 * `.data/`) and takes it for this process. Two services on one folder would each open the same PostgreSQL files,
 * keep their own copy in memory and overwrite each other's writes, so a second one is refused while the first
 * runs. A lock left by a process that no longer runs (killed, crashed) is taken over.
 */
export function lockDataFolder(dir: string, options: LockDataFolderOptions = {}): LockDataFolderResult {
  const service = options.service ?? 'service';
  const pid = options.pid ?? process.pid;
  const isAlive = options.isAlive ?? isProcessRunning;
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, options.lockFile ?? DEFAULT_LOCK_FILE_NAME);
  const text = `${JSON.stringify({ pid, service, since: new Date().toISOString() })}\n`;
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
    const { holder } = found;
    if (holder !== null && (holder.pid === pid ? heldHere.has(file) : isAlive(holder.pid))) {
      const who = `process ${holder.pid}${holder.pid === pid ? ', this one' : ''}`;
      return {
        ok: false,
        pid: holder.pid,
        message: `the data folder ${dir} is held by another ${service} (${who})${holder.since ? ` since ${holder.since}` : ''}: stop it first or use ${options.hint ?? 'another folder'}; lock file ${file}.`,
      };
    }
    if (readLock(file)?.text === found.text) fs.rmSync(file, { force: true });
  }
  throw new Error(`Could not take the lock ${file}: it kept changing (several ${service}s starting at once?)`);
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
