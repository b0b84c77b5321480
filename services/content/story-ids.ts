/**
 * Deterministic identities for stories loaded from files, so that identical content gives identical
 * answers (and a byte-identical build): ids and uuids come from a SHA-1 of what names the story.
 */
import { createHash } from 'node:crypto';

const sha1 = (text: string): string => createHash('sha1').update(text).digest('hex');

/** A uuid-shaped (version 5 style) identifier from `parts`. */
export function deterministicUuid(...parts: readonly string[]): string {
  const h = sha1(parts.join('\u0000'));
  const variant = ((Number.parseInt(h.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** A positive 31-bit integer id from `parts` (Storyblok story and space ids are integers). */
export function deterministicId(...parts: readonly string[]): number {
  return (Number.parseInt(sha1(parts.join('\u0000')).slice(0, 8), 16) & 0x7fffffff) || 1;
}

/** Short content hash (asset URL segment, cache version). */
export function contentHash(data: string | Buffer, length = 10): string {
  return createHash('sha1').update(data).digest('hex').slice(0, length);
}
