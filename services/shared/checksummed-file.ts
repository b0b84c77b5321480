import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';

/**
 * A value kept between runs in one file, `sha256(payload) ‖ payload` with `payload = v8.serialize(value)`: what the
 * local services keep to start sooner (the commerce service's catalogue refs, the content service's loaded store).
 * A torn, altered or unreadable file reads as `undefined`, so the caller makes the value again; a write goes to a
 * temporary name first and is renamed, so a reader sees the old file, none, or the whole new one.
 */

const DIGEST_BYTES = 32;

/** The value kept in `file`, or `undefined` when there is none or it cannot be trusted. */
export function readChecksummedFile(file: string): unknown {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch {
    // None kept yet, or removed meanwhile.
    return undefined;
  }
  const payload = bytes.subarray(DIGEST_BYTES);
  if (bytes.length <= DIGEST_BYTES || !createHash('sha256').update(payload).digest().equals(bytes.subarray(0, DIGEST_BYTES))) return undefined;
  try {
    return v8.deserialize(payload);
  } catch {
    // Written by a V8 whose format this one cannot read.
    return undefined;
  }
}

/** Keeps `value` in `file` (its folder must exist); a failure is returned, not thrown: it costs the next start its speed only. */
export function writeChecksummedFile(file: string, value: unknown): { readonly ok: true } | { readonly ok: false; readonly error: string } {
  const payload = v8.serialize(value);
  const staging = path.join(path.dirname(file), `.${path.basename(file)}-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    fs.writeFileSync(staging, Buffer.concat([createHash('sha256').update(payload).digest(), payload]));
    fs.renameSync(staging, file);
    return { ok: true };
  } catch (error) {
    fs.rmSync(staging, { force: true });
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
