/**
 * Reads and checks every `<brand>.json` of the data folder. A broken file throws one error listing every problem
 * by file and field (`data/winora.json: feeds.0.posts.3.image.width: Invalid type: …`), as do a file named after
 * another brand, a feed or post id used twice, a feed not prefixed with its brand and a text missing a language.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { GalleryFileSchema, type GalleryFeed, type GalleryFile, type GalleryPost } from './gallery-schema.ts';

/** The repository's data folder. */
export const DEFAULT_GALLERY_DATA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data');

/** The checked data, indexed. */
export interface GalleryData {
  readonly brands: ReadonlyMap<string, GalleryFile>;
  readonly feeds: ReadonlyMap<string, GalleryFeed & { readonly brand: string; readonly languages: readonly string[] }>;
  readonly posts: ReadonlyMap<string, GalleryPost>;
}

/** Thrown when the data is broken; the message names every problem. */
export class GalleryDataError extends Error {
  override readonly name = 'GalleryDataError';
}

/** Loads the folder; throws {@link GalleryDataError} naming file and field. */
export function loadGalleryData(dir: string = DEFAULT_GALLERY_DATA_DIR): GalleryData {
  const problems: string[] = [];
  const brands = new Map<string, GalleryFile>();
  const feeds = new Map<string, GalleryFeed & { brand: string; languages: readonly string[] }>();
  const posts = new Map<string, GalleryPost>();
  let files: string[];
  try {
    files = fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  } catch (error) {
    throw new GalleryDataError(`gallery data: cannot read the folder ${dir}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  if (files.length === 0) throw new GalleryDataError(`gallery data: no <brand>.json file in ${dir}`);
  for (const file of files) {
    const where = `data/${file}`;
    let raw: unknown;
    try {
      raw = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    } catch (error) {
      problems.push(`${where}: not JSON: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    const parsed = v.safeParse(GalleryFileSchema, raw);
    if (!parsed.success) {
      for (const issue of parsed.issues) problems.push(`${where}: ${v.getDotPath(issue) ?? '(file)'}: ${issue.message}`);
      continue;
    }
    const data = parsed.output;
    if (`${data.brand}.json` !== file) problems.push(`${where}: brand: "${data.brand}" belongs in ${data.brand}.json`);
    brands.set(data.brand, data);
    const missing = (texts: Readonly<Record<string, string>>, field: string): void => {
      for (const language of data.languages) if (!(language in texts)) problems.push(`${where}: ${field}.${language}: missing (the brand speaks ${data.languages.join(', ')})`);
    };
    data.feeds.forEach((feed, f) => {
      if (!feed.id.startsWith(`${data.brand}-`)) problems.push(`${where}: feeds.${f}.id: "${feed.id}" must start with "${data.brand}-"`);
      if (feeds.has(feed.id)) problems.push(`${where}: feeds.${f}.id: "${feed.id}" is used twice`);
      if ((feed.kind === 'line') !== (feed.line !== undefined)) problems.push(`${where}: feeds.${f}.line: a line feed names its line, a stories feed none`);
      missing(feed.title, `feeds.${f}.title`);
      feeds.set(feed.id, { ...feed, brand: data.brand, languages: data.languages });
      feed.posts.forEach((post, p) => {
        if (posts.has(post.id)) problems.push(`${where}: feeds.${f}.posts.${p}.id: "${post.id}" is used twice`);
        posts.set(post.id, post);
        missing(post.caption, `feeds.${f}.posts.${p}.caption`);
        missing(post.alt, `feeds.${f}.posts.${p}.alt`);
      });
    });
  }
  if (problems.length > 0) throw new GalleryDataError(`gallery data is broken:\n  ${problems.join('\n  ')}`);
  return { brands, feeds, posts };
}
