import { createHash } from 'node:crypto';

/** Short content hash used for build ids and static-query file names. */
export function contentHash(...parts: readonly string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) {
    hash.update(part);
    hash.update('\u0000');
  }
  return hash.digest('hex').slice(0, 20);
}
