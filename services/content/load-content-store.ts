/**
 * Reads the story files of every brand (`content/<brand>/<language>/<full_slug>.json`, drafts under
 * `<language>/_drafts/`, assets under `content/<brand>/assets/` or `_assets/`) into one space per brand, with
 * deterministic ids, fixed timestamps and the cache version derived from the files.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import * as v from 'valibot';
import { convertReferences, type AssetInfo, type ReferenceTarget } from './convert-references.ts';
import { StoryFile, storyFileProblems } from './story-file.ts';
import { contentHash, deterministicId, deterministicUuid } from './story-ids.ts';
import type { StoryRecord, WireStory } from './wire-story.ts';

/** Every story's `created_at`/`updated_at` and the default `published_at`: fixed, so answers are reproducible. */
export const FIXED_TIMESTAMP = '2024-01-01T00:00:00.000Z';
const CV_BASE = 1_700_000_000;
const LANGUAGE_FOLDER = /^[a-z]{2}$/;
const ASSET_FILE = /\.(jpe?g|png|webp|gif|svg|avif)$/i;

/** One language of one space. */
export interface LanguageStories {
  readonly language: string;
  /** Published stories (files outside `_drafts/`). */
  readonly published: readonly StoryRecord[];
  /** Latest versions: published overridden and extended by `_drafts/`. */
  readonly draft: readonly StoryRecord[];
}

/** One brand: a Storyblok space. */
export interface Space {
  readonly brand: string;
  readonly id: number;
  readonly defaultLanguage: string;
  readonly languages: ReadonlyMap<string, LanguageStories>;
  /** Asset files by path under `_assets/`, and the raster twins of the drawings (see {@link AssetFile}). */
  readonly assets: ReadonlyMap<string, AssetFile>;
  /** Cache version: changes whenever a file of the space changes. */
  readonly cv: number;
}

/**
 * One asset of a space. A drawing `<name>.svg` also publishes `<name>.jpg` (unless a real file has that
 * name): the same picture as a raster original, drawn from the SVG by sharp on first request, so that the
 * image service's resize and format operations apply to it as to an uploaded photo (the image service
 * passes SVGs through untransformed, so an SVG gets no srcset or blur-up placeholder).
 */
export interface AssetFile {
  readonly file: string;
  readonly id: number;
  readonly url: string;
  /** Set on a raster twin: the original is `file` (an SVG) drawn at this size as JPEG. */
  readonly raster?: { readonly width: number; readonly height: number };
}

export interface LoadContentOptions {
  readonly contentDir: string;
  /** Default language per brand (the first language of its `defaultLanguageTag`). Brands not listed use their first language folder. */
  readonly defaultLanguages?: Readonly<Record<string, string>>;
  /** Origin of the asset URLs (the service's own URL, or the one `pnpm start` serves). */
  readonly assetBaseUrl: string;
}

export interface ContentStore {
  readonly spaces: ReadonlyMap<string, Space>;
  /** Broken files, unknown references, missing assets: one line each, naming the file. */
  readonly problems: readonly string[];
}

const listFiles = (dir: string, match: (name: string) => boolean, prefix = ''): string[] =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const rel = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
        if (entry.isDirectory()) return listFiles(path.join(dir, entry.name), match, rel);
        return match(entry.name) ? [rel] : [];
      }).sort()
    : [];

const subfolders = (dir: string): string[] => (fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort() : []);

interface RawStory {
  readonly file: string;
  readonly fullSlug: string;
  readonly body: StoryFile;
  readonly draftOnly: boolean;
}

function readStoryFiles(langDir: string, problems: string[], hash: string[]): { published: RawStory[]; drafts: RawStory[] } {
  const published: RawStory[] = [];
  const drafts: RawStory[] = [];
  for (const rel of listFiles(langDir, (n) => n.endsWith('.json'))) {
    const file = path.join(langDir, rel);
    const text = fs.readFileSync(file, 'utf8');
    hash.push(rel, text);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      problems.push(`${file}: not JSON (${error instanceof Error ? error.message : String(error)})`);
      continue;
    }
    const parsed = v.safeParse(StoryFile, json);
    if (!parsed.success) {
      problems.push(...storyFileProblems(parsed.issues).map((p) => `${file}: ${p}`));
      continue;
    }
    const isDraft = rel.startsWith('_drafts/');
    const fullSlug = (isDraft ? rel.slice('_drafts/'.length) : rel).replace(/\.json$/, '');
    (isDraft ? drafts : published).push({ file, fullSlug, body: parsed.output, draftOnly: isDraft });
  }
  return { published, drafts };
}

const SVG_FILE = /\.svg$/i;

async function loadAssets(brand: string, spaceId: number, dir: string, baseUrl: string, hash: string[]): Promise<Map<string, AssetFile>> {
  const assets = new Map<string, AssetFile>();
  const files = listFiles(dir, (n) => ASSET_FILE.test(n));
  const present = new Set(files);
  for (const rel of files) {
    const file = path.join(dir, rel);
    const bytes = fs.readFileSync(file);
    const digest = contentHash(bytes);
    hash.push(rel, digest);
    const meta = await sharp(bytes).metadata();
    const width = meta.width ?? 0;
    const height = meta.height ?? 0;
    assets.set(rel, { file, id: deterministicId(brand, 'asset', rel), url: `${baseUrl}/f/${spaceId}/${width}x${height}/${digest}/${rel}` });
    const twin = rel.replace(SVG_FILE, '.jpg');
    if (twin !== rel && !present.has(twin) && width > 0 && height > 0) {
      assets.set(twin, { file, id: deterministicId(brand, 'asset', twin), url: `${baseUrl}/f/${spaceId}/${width}x${height}/${digest}/${twin}`, raster: { width, height } });
    }
  }
  return assets;
}

function skeleton(brand: string, language: string, isDefault: boolean, raw: RawStory): WireStory {
  const segments = raw.fullSlug.split('/');
  const folder = segments.slice(0, -1).join('/');
  const publishedAt = raw.body.publishedAt ?? FIXED_TIMESTAMP;
  return {
    id: deterministicId(brand, language, raw.fullSlug),
    uuid: deterministicUuid(brand, language, raw.fullSlug),
    name: raw.body.name,
    slug: segments.at(-1) ?? raw.fullSlug,
    full_slug: raw.fullSlug,
    default_full_slug: null,
    path: null,
    content: { _uid: '', ...raw.body.content },
    lang: isDefault ? 'default' : language,
    translated_slugs: null,
    alternates: [],
    created_at: FIXED_TIMESTAMP,
    updated_at: FIXED_TIMESTAMP,
    published_at: raw.draftOnly ? null : publishedAt,
    first_published_at: raw.draftOnly ? null : publishedAt,
    sort_by_date: null,
    is_startpage: raw.body.isStartpage ?? false,
    parent_id: folder === '' ? 0 : deterministicId(brand, language, 'folder', folder),
    group_id: deterministicUuid(brand, 'group', raw.body.key),
    position: raw.body.position ?? 0,
    tag_list: [...(raw.body.tags ?? [])],
    meta_data: null,
    release_id: null,
  };
}

/** Loads every brand folder under `contentDir`, and an empty space for each other brand named in `defaultLanguages`. */
export async function loadContentStore(o: LoadContentOptions): Promise<ContentStore> {
  const problems: string[] = [];
  const spaces = new Map<string, Space>();
  // Every brand the service knows (its default languages) has a space, an empty one until content is written for it:
  // a brand without stories builds with its fixed and commerce pages instead of failing on a 401.
  const brands = [...new Set([...subfolders(o.contentDir), ...Object.keys(o.defaultLanguages ?? {})])].sort();
  for (const brand of brands) {
    const brandDir = path.join(o.contentDir, brand);
    const hash: string[] = [];
    const spaceId = deterministicId('space', brand);
    // Images live in `assets/` (or `_assets/`); neither is a language folder.
    const assets = new Map([
      ...(await loadAssets(brand, spaceId, path.join(brandDir, 'assets'), o.assetBaseUrl, hash)),
      ...(await loadAssets(brand, spaceId, path.join(brandDir, '_assets'), o.assetBaseUrl, hash)),
    ]);
    const languageFolders = subfolders(brandDir).filter((name) => LANGUAGE_FOLDER.test(name));
    const defaultLanguage = o.defaultLanguages?.[brand] ?? languageFolders[0] ?? 'en';
    const raw = new Map(languageFolders.map((language) => [language, readStoryFiles(path.join(brandDir, language), problems, hash)]));
    const keyIndex = new Map<string, { language: string; story: WireStory }[]>();
    const languages = new Map<string, LanguageStories>();
    for (const [language, files] of raw) {
      const isDefault = language === defaultLanguage;
      const published = files.published.map((r) => ({ raw: r, story: skeleton(brand, language, isDefault, r) }));
      const draftOverrides = new Map(files.drafts.map((r) => [r.fullSlug, r]));
      const draft = [
        ...published.map((p) => {
          const override = draftOverrides.get(p.raw.fullSlug);
          return override ? { raw: { ...override, draftOnly: false }, story: { ...skeleton(brand, language, isDefault, override), published_at: p.story.published_at, first_published_at: p.story.first_published_at } } : p;
        }),
        ...files.drafts.filter((r) => !published.some((p) => p.raw.fullSlug === r.fullSlug)).map((r) => ({ raw: r, story: skeleton(brand, language, isDefault, r) })),
      ];
      const storyBySlug = new Map<string, ReferenceTarget>(draft.map((d) => [d.story.full_slug, { uuid: d.story.uuid, fullSlug: d.story.full_slug }]));
      const assetByPath = new Map<string, AssetInfo>([...assets].map(([rel, a]) => [rel, { id: a.id, url: a.url }]));
      const finish = (list: typeof draft, version: 'published' | 'draft'): StoryRecord[] =>
        list.map(({ raw: r, story }) => {
          const content = convertReferences(r.body.content, {
            storyBySlug,
            assetByPath,
            storyUuid: story.uuid,
            problem: (message) => {
              if (version === 'draft' || !r.draftOnly) problems.push(`${r.file}: ${message}`);
            },
          });
          return { story: { ...story, content }, key: r.body.key, draftOnly: r.draftOnly };
        });
      const publishedRecords = finish(published, 'published');
      // Problems of published files are reported once (by the published pass); drafts only for their own files.
      const draftRecords = finish(draft.filter((d) => d.raw.draftOnly || draftOverrides.has(d.raw.fullSlug)), 'draft');
      const draftBySlug = new Map(draftRecords.map((d) => [d.story.full_slug, d]));
      const allDraft = [...publishedRecords.map((p) => draftBySlug.get(p.story.full_slug) ?? p), ...draftRecords.filter((d) => d.draftOnly)];
      languages.set(language, { language, published: publishedRecords, draft: allDraft });
      for (const record of publishedRecords) keyIndex.set(record.key, [...(keyIndex.get(record.key) ?? []), { language, story: record.story }]);
    }
    linkTranslations(languages, keyIndex);
    spaces.set(brand, { brand, id: spaceId, defaultLanguage, languages, assets, cv: CV_BASE + Number.parseInt(contentHash(hash.join('\u0000'), 6), 16) });
  }
  return { spaces, problems };
}

/** Fills `alternates` and `translated_slugs` from the stories that share a key (published ones only). */
function linkTranslations(languages: Map<string, LanguageStories>, keyIndex: Map<string, { language: string; story: WireStory }[]>): void {
  for (const [language, stories] of languages) {
    for (const record of [...stories.published, ...stories.draft]) {
      const others = (keyIndex.get(record.key) ?? []).filter((o) => o.language !== language);
      record.story.alternates = others.map(({ story }) => ({ id: story.id, name: story.name, slug: story.slug, full_slug: story.full_slug, published: true, is_folder: false, parent_id: story.parent_id }));
      record.story.translated_slugs = others.length === 0 ? null : others.map(({ language: lang, story }) => ({ path: story.full_slug, name: story.name, lang, published: true }));
    }
  }
}
