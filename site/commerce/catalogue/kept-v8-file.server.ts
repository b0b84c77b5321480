/**
 * Build time: one value kept for the next build in a file, with `v8.serialize` (the structured clone render threads
 * receive the same data by, so it comes back exactly as it was made). A kept value counts only for the same code
 * (the site bundle's key, which covers how the value is made) and the same V8; a file that is missing, damaged,
 * of another format or for other code reads as none. Writes go aside and are renamed into place, so a reader never
 * sees half a file; a failed write is reported, not thrown (the next build reads its source again).
 */
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';

interface Stored<T> {
  readonly format: 1;
  readonly code: string;
  readonly node: string;
  readonly value: T;
}

/** The value kept in `file` for `code`, or `null`. */
export function readKept<T>(file: string, code: string): T | null {
  let stored: Stored<T>;
  try {
    stored = v8.deserialize(fs.readFileSync(file)) as Stored<T>;
  } catch {
    return null;
  }
  return stored?.format === 1 && stored.code === code && stored.node === process.versions.v8 ? stored.value : null;
}

/** Keeps `value` in `file` for `code`; on failure `warn` gets a line naming `what` and the cause. */
export function writeKept<T>(file: string, code: string, value: T, what: string, warn: (line: string) => void): void {
  const stored: Stored<T> = { format: 1, code, node: process.versions.v8, value };
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(temp, v8.serialize(stored));
    fs.renameSync(temp, file);
  } catch (error) {
    fs.rmSync(temp, { force: true });
    warn(`Commerce: ${what}, not kept for the next build (${error instanceof Error ? error.message : String(error)})`);
  }
}
