/**
 * Entries kept durably in a data folder: one JSON line per entry in `entries.jsonl` (appended and flushed before
 * the service answers 201), photos as files under `photos/`. The folder is locked against a second service. A line
 * that cannot be read (a torn write, a hand edit) is reported and skipped: the other entries still load.
 */
import fs from 'node:fs';
import path from 'node:path';
import { lockDataFolder, type DataFolderLock } from '../shared/lock-data-folder.ts';

/** A stored photo: its size and the widths written as `photos/<entry id>-<width>.webp`. */
export interface StoredPhoto {
  readonly width: number;
  readonly height: number;
  readonly widths: readonly number[];
}

/** One entry as stored. */
export interface StoredEntry {
  readonly id: string;
  readonly campaignId: string;
  /** Normalised (trimmed, lower case): the key of one entry per email and campaign. */
  readonly email: string;
  readonly name: string;
  readonly answer: string;
  /** When the entrant agreed to the terms and the privacy notice (ISO). */
  readonly consentAt: string;
  readonly createdAt: string;
  readonly photo?: StoredPhoto;
}

/** The same email already entered this campaign. */
export class DuplicateEntryError extends Error {
  override readonly name = 'DuplicateEntryError';
}

export interface EntryStore {
  readonly dataDir: string;
  /** Folder of the photo files. */
  readonly photoDir: string;
  /** Lines that could not be read when the store opened (line number and why). */
  readonly problems: readonly string[];
  /** Whether this (normalised) email already entered the campaign. */
  has(campaignId: string, email: string): boolean;
  /** Appends the entry and flushes it to disk. @throws DuplicateEntryError when the email already entered */
  add(entry: StoredEntry): void;
  /** The campaign's entries, oldest first. */
  list(campaignId: string): readonly StoredEntry[];
  close(): void;
}

/** Trimmed and lower-cased: `  Anna@Example.COM ` and `anna@example.com` are one entrant. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

const ENTRIES_FILE = 'entries.jsonl';

function parseLine(line: string): StoredEntry | string {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return 'not JSON';
  }
  const e = value as Partial<StoredEntry> | null;
  if (!e || typeof e !== 'object') return 'not an object';
  for (const key of ['id', 'campaignId', 'email', 'name', 'answer', 'consentAt', 'createdAt'] as const) {
    if (typeof e[key] !== 'string') return `${key} missing`;
  }
  return e as StoredEntry;
}

/** Reads the entries file of a data folder without locking it (`pnpm entries` beside a running service). */
export function readEntriesFile(dataDir: string): { readonly entries: readonly StoredEntry[]; readonly problems: readonly string[] } {
  const file = path.join(dataDir, ENTRIES_FILE);
  let text = '';
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const entries: StoredEntry[] = [];
  const problems: string[] = [];
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    const parsed = parseLine(line);
    if (typeof parsed === 'string') problems.push(`${file}:${i + 1}: ${parsed}; line skipped`);
    else entries.push(parsed);
  });
  return { entries, problems };
}

/** The store could not be opened: another service holds the folder. */
export class EntryStoreLockedError extends Error {
  override readonly name = 'EntryStoreLockedError';
}

/** Opens (creating) the data folder, locks it and loads every readable entry. */
export function openEntryStore(dataDir: string): EntryStore {
  fs.mkdirSync(dataDir, { recursive: true });
  const locked = lockDataFolder(dataDir, { service: 'entries service', hint: 'another folder (--data or ENTRIES_DATA)' });
  if (!locked.ok) throw new EntryStoreLockedError(locked.message);
  const lock: DataFolderLock = locked.lock;
  const photoDir = path.join(dataDir, 'photos');
  fs.mkdirSync(photoDir, { recursive: true });
  const { entries, problems } = readEntriesFile(dataDir);
  const byCampaign = new Map<string, StoredEntry[]>();
  const keys = new Set<string>();
  const index = (e: StoredEntry): void => {
    keys.add(`${e.campaignId}\n${e.email}`);
    const list = byCampaign.get(e.campaignId) ?? [];
    list.push(e);
    byCampaign.set(e.campaignId, list);
  };
  entries.forEach(index);
  const file = path.join(dataDir, ENTRIES_FILE);
  // A torn last line (a crash mid-write) must not swallow the next entry: start appends on a fresh line.
  try {
    const size = fs.statSync(file).size;
    if (size > 0) {
      const fd = fs.openSync(file, 'r');
      const last = Buffer.alloc(1);
      fs.readSync(fd, last, 0, 1, size - 1);
      fs.closeSync(fd);
      if (last[0] !== 0x0a) fs.appendFileSync(file, '\n');
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return {
    dataDir,
    photoDir,
    problems,
    has: (campaignId, email) => keys.has(`${campaignId}\n${normaliseEmail(email)}`),
    add(entry) {
      if (keys.has(`${entry.campaignId}\n${entry.email}`)) throw new DuplicateEntryError(`${entry.email} already entered ${entry.campaignId}`);
      const fd = fs.openSync(file, 'a');
      try {
        fs.writeSync(fd, `${JSON.stringify(entry)}\n`);
        fs.fsyncSync(fd);
      } finally {
        fs.closeSync(fd);
      }
      index(entry);
    },
    list: (campaignId) => byCampaign.get(campaignId) ?? [],
    close: () => lock.release(),
  };
}
