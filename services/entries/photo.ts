/**
 * A contest photo: accepted only when its first bytes say JPEG, PNG or WebP (whatever the upload's name or type
 * claims), then decoded and re-encoded with sharp into WebP variants of a few widths, turned upright by its EXIF
 * orientation and stripped of metadata (no location or camera leaves the service).
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/** Largest accepted upload. */
export const MAX_PHOTO_BYTES = 8 * 1024 * 1024;
/** Widths written (never wider than the original). */
export const PHOTO_WIDTHS = [320, 640, 1280] as const;
/** Largest picture area decoded (a small file claiming a huge size is refused before it fills memory). */
const MAX_PIXELS = 40_000_000;

/** The picture format its first bytes name, or null. */
export function sniffImageType(bytes: Uint8Array): 'jpeg' | 'png' | 'webp' | null {
  const at = (i: number): number | undefined => bytes[i];
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'jpeg';
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => at(i) === b)) return 'png';
  const ascii = (from: number, to: number): string => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

/** Why a photo is refused, in words for the entrant. */
export type PhotoProblem = string;

/** What {@link storePhoto} wrote. */
export interface WrittenPhoto {
  readonly width: number;
  readonly height: number;
  readonly widths: readonly number[];
}

/** File name of one width of an entry's photo. */
export const photoFileName = (entryId: string, width: number): string => `${entryId}-${width}.webp`;

/**
 * Checks and re-encodes `bytes` into `photoDir`; a refusal (not a picture, too large, broken) is a value naming the
 * problem. Files of a failed write are removed.
 */
export async function storePhoto(bytes: Uint8Array, entryId: string, photoDir: string): Promise<WrittenPhoto | { readonly problem: PhotoProblem }> {
  if (bytes.length === 0) return { problem: 'is empty' };
  if (bytes.length > MAX_PHOTO_BYTES) return { problem: `is larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB` };
  if (sniffImageType(bytes) === null) return { problem: 'is not a JPEG, PNG or WebP picture' };
  let upright: { data: Buffer; info: { readonly width: number; readonly height: number } };
  try {
    upright = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate().webp({ quality: 90 }).toBuffer({ resolveWithObject: true });
  } catch {
    return { problem: 'could not be read as a picture (damaged or too large)' };
  }
  const { width, height } = upright.info;
  // The standard widths below the picture's own, and the largest it allows (never upscaled).
  const largestWidth = Math.min(width, PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1] ?? width);
  const widths: number[] = PHOTO_WIDTHS.filter((w) => w < largestWidth);
  widths.push(largestWidth);
  const written: string[] = [];
  try {
    for (const w of widths) {
      const file = path.join(photoDir, photoFileName(entryId, w));
      await sharp(upright.data).resize({ width: w }).webp({ quality: 78 }).toFile(file);
      written.push(file);
    }
  } catch (error) {
    for (const file of written) fs.rmSync(file, { force: true });
    throw error;
  }
  const largest = widths[widths.length - 1] ?? width;
  return { width: largest, height: Math.round((height * largest) / width), widths };
}
