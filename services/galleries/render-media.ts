/**
 * The pictures in the widths the service serves: the post's scene rasterised with sharp to WebP, kept in a small
 * memory cache (the same picture is asked for by every visitor of a page).
 */
import sharp from 'sharp';
import { drawScene } from './draw-scene.ts';
import type { GalleryPost } from './gallery-schema.ts';

/** Widths the service serves (px); a post gets those up to its own width. */
export const MEDIA_WIDTHS = [320, 640, 960, 1280, 1600] as const;

/** Widths a post's picture comes in. */
export function mediaWidthsOf(post: Pick<GalleryPost, 'image'>): readonly number[] {
  return MEDIA_WIDTHS.filter((w) => w <= post.image.width);
}

export interface MediaRenderer {
  /** The WebP bytes of a post's picture at one of its widths. */
  render(post: GalleryPost, width: number): Promise<Buffer>;
}

/** A renderer with a cache of the last `cacheSize` pictures. @param cacheSize @default 300 */
export function createMediaRenderer(cacheSize = 300): MediaRenderer {
  const cache = new Map<string, Promise<Buffer>>();
  return {
    render(post, width) {
      const key = `${post.id}@${width}`;
      const hit = cache.get(key);
      if (hit) {
        cache.delete(key);
        cache.set(key, hit);
        return hit;
      }
      const height = Math.round((post.image.height * width) / post.image.width);
      const made = sharp(Buffer.from(drawScene(post)))
        .resize(width, height)
        .webp({ quality: 74 })
        .toBuffer();
      // A failed render is not kept: the next request tries again.
      made.catch(() => cache.delete(key));
      cache.set(key, made);
      while (cache.size > cacheSize) cache.delete(cache.keys().next().value!);
      return made;
    },
  };
}
