import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { StoryFileSchema } from '../model/story-file.ts';
import type { StoryblokStoryLike } from './content-story.ts';

/** A deterministic uuid from a name (so rebuilds give byte-identical output). */
export function stableUuid(name: string): string {
  const h = createHash('sha1').update(name).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

/** Every `.json` file under a folder, sorted (relative paths with `/`). */
export function listJsonFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string): void => {
    let names: string[];
    try {
      names = readdirSync(path.join(dir, rel)).sort();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const name of names) {
      const child = rel === '' ? name : `${rel}/${name}`;
      if (statSync(path.join(dir, child)).isDirectory()) walk(child);
      else if (name.endsWith('.json')) out.push(child);
    }
  };
  walk('');
  return out;
}

/**
 * Reads one brand language's story files (`content/<brand>/<language>/<full_slug>.json`) as Storyblok
 * story objects in file form (relations and links still hold full_slugs). A malformed file throws,
 * naming the file and the field.
 */
export function readStoryFiles(contentRoot: string, brand: string, language: string): StoryblokStoryLike[] {
  const dir = path.join(contentRoot, brand, language);
  return listJsonFiles(dir).map((rel, index) => {
    const file = path.join(dir, rel);
    const parsed = v.safeParse(StoryFileSchema, JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.success) {
      throw new Error(`${file}: ${parsed.issues.map((i) => `${v.getDotPath(i) ?? '(root)'}: ${i.message}`).join('; ')}`);
    }
    const f = parsed.output;
    const fullSlug = rel.replace(/\.json$/, '');
    return {
      uuid: stableUuid(`${brand}/${language}/${fullSlug}`),
      name: f.name,
      full_slug: fullSlug,
      group_id: stableUuid(`${brand}/${f.key}`),
      lang: language,
      is_startpage: f.isStartpage ?? false,
      position: f.position ?? index,
      tag_list: f.tags ?? [],
      published_at: null,
      content: f.content,
    };
  });
}
