/**
 * Storyblok story JSON → `ContentStory` (the edge). Inside content: relations the client resolved
 * (story objects marked `_stopResolving`) become `ContentStory`s, multilinks `ContentLink`s, asset
 * fields `ContentAsset`s; everything else is kept as the editor wrote it.
 */
import * as v from 'valibot';
import type { ContentAsset, ContentBlock, ContentLink, ContentLinkTarget, ContentStory } from './content-types.ts';
import { WireStory } from './story-schemas.ts';

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj => value !== null && typeof value === 'object' && !Array.isArray(value);
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** `…/f/<space>/<W>x<H>/…` → width and height of the original. */
export function assetSize(url: string): { readonly width: number; readonly height: number } {
  const m = /\/f\/\d+\/(\d+)x(\d+)\//.exec(url);
  return { width: Number(m?.[1] ?? 0), height: Number(m?.[2] ?? 0) };
}

function mapAsset(o: Obj): ContentAsset {
  const url = str(o['filename']);
  return { kind: 'asset', id: typeof o['id'] === 'number' ? o['id'] : null, url, alt: str(o['alt']), title: str(o['title']), focus: str(o['focus']), ...assetSize(url) };
}

function mapLinkTarget(o: Obj, language: string | undefined): ContentLinkTarget {
  const full = 'content' in o ? v.safeParse(WireStory, o) : undefined;
  return { uuid: str(o['uuid']), fullSlug: str(o['full_slug']), name: str(o['name']), ...(full?.success ? { story: mapStory(full.output, language) } : {}) };
}

function mapLink(o: Obj, language: string | undefined): ContentLink {
  const target = str(o['target']) === '' ? {} : { target: str(o['target']) };
  switch (o['linktype']) {
    case 'story':
      return { kind: 'story', uuid: str(o['id']), fullSlug: str(o['cached_url']), ...(str(o['anchor']) === '' ? {} : { anchor: str(o['anchor']) }), ...target, ...(isObj(o['story']) ? { story: mapLinkTarget(o['story'], language) } : {}) };
    case 'email':
      return { kind: 'email', email: str(o['email']) };
    case 'asset':
      return { kind: 'asset', url: str(o['url']) || str(o['cached_url']), ...target };
    default:
      return { kind: 'url', url: str(o['url']) || str(o['cached_url']), ...target };
  }
}

function mapValue(value: unknown, language: string | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => mapValue(item, language));
  if (!isObj(value)) return value;
  if (value['_stopResolving'] === true && 'content' in value) {
    const parsed = v.safeParse(WireStory, value);
    if (parsed.success) return mapStory(parsed.output, language);
  }
  if (value['fieldtype'] === 'asset') return mapAsset(value);
  if (value['fieldtype'] === 'multilink') return mapLink(value, language);
  const out: Obj = {};
  for (const [key, field] of Object.entries(value)) out[key] = mapValue(field, language);
  // Rich-text link marks resolved by the client carry `attrs.story` (a copy of the link target).
  if (value['type'] === 'link' && isObj(value['attrs']) && isObj(value['attrs']['story'])) out['attrs'] = { ...value['attrs'], story: mapLinkTarget(value['attrs']['story'], language) };
  return out;
}

/**
 * Maps one story. `language` is the language that was asked for; a story in the space's default language
 * says `default`, which becomes `language` (or `defaultLanguage`).
 */
export function mapStory(wire: WireStory, language?: string, defaultLanguage?: string): ContentStory {
  const lang = wire.lang === 'default' || wire.lang === '' ? (language ?? defaultLanguage ?? 'default') : wire.lang;
  return {
    id: wire.id,
    uuid: wire.uuid,
    groupId: wire.group_id,
    fullSlug: wire.full_slug,
    slug: wire.slug,
    name: wire.name,
    lang,
    isStartpage: wire.is_startpage,
    position: wire.position,
    parentId: wire.parent_id,
    tags: wire.tag_list,
    publishedAt: wire.published_at,
    firstPublishedAt: wire.first_published_at,
    createdAt: wire.created_at,
    updatedAt: wire.updated_at,
    alternates: (wire.translated_slugs ?? []).map((t) => ({ lang: t.lang, fullSlug: t.path, name: t.name ?? '' })),
    content: mapValue(wire.content, lang) as ContentBlock,
  };
}
