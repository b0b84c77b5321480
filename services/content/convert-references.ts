/**
 * Turns a story file's content into Storyblok's form: relation fields (full slugs → uuids), story
 * multilinks (`{linktype:"story", full_slug}` → `{id, url, linktype, fieldtype:"multilink", cached_url}`),
 * url/email/asset multilinks, rich-text link marks, asset fields and rich-text images (relative file
 * names → image-service URLs), and a `_uid` on every block that has none.
 */
import { deterministicUuid } from './story-ids.ts';

/** Roots under which every string is taken for a reference (and reported when it names no story). */
export const REFERENCE_ROOTS = ['sitecentralcontent/', 'sitepages/', 'sitestructure/'] as const;

export interface ReferenceTarget {
  readonly uuid: string;
  readonly fullSlug: string;
}

export interface AssetInfo {
  readonly id: number;
  /** Absolute image-service URL of the original (`…/f/<space>/<W>x<H>/<hash>/<path>`). */
  readonly url: string;
}

export interface ConvertContext {
  /** Stories of the same language (drafts included), by full slug. */
  readonly storyBySlug: ReadonlyMap<string, ReferenceTarget>;
  readonly assetByPath: ReadonlyMap<string, AssetInfo>;
  /** Seeds block `_uid`s so they are stable. */
  readonly storyUuid: string;
  /** Collects unknown references and missing assets. */
  readonly problem: (message: string) => void;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isRelative = (s: string): boolean => s !== '' && !/^([a-z][a-z0-9+.-]*:|\/\/|\/)/i.test(s);

/** The path under the brand's assets folder that a file name means: `heroes/a.jpg`, `assets/heroes/a.jpg` or `/content/<brand>/assets/heroes/a.jpg`. */
export function assetKey(filename: string): string | undefined {
  const stripped = filename.replace(/^\/?content\/[^/]+\/_?assets\//, '').replace(/^_?assets\//, '');
  return isRelative(stripped) ? stripped : undefined;
}

function convertAsset(o: { [key: string]: Json }, ctx: ConvertContext): { [key: string]: Json } {
  const filename = typeof o['filename'] === 'string' ? o['filename'] : '';
  const key = assetKey(filename);
  if (key === undefined) return { id: null, alt: null, name: '', focus: '', title: '', source: '', copyright: '', meta_data: {}, is_external_url: filename !== '', ...o, fieldtype: 'asset', filename };
  const asset = ctx.assetByPath.get(key);
  if (!asset) ctx.problem(`asset "${filename}" is not in the brand's assets folder`);
  return { alt: '', name: '', focus: '', title: '', source: '', copyright: '', meta_data: {}, ...o, id: asset?.id ?? null, fieldtype: 'asset', filename: asset?.url ?? filename, is_external_url: false };
}

function storyTarget(slug: string, ctx: ConvertContext): ReferenceTarget | undefined {
  const target = ctx.storyBySlug.get(slug.replace(/^\//, ''));
  if (!target) ctx.problem(`link to "${slug}" names no story of this language`);
  return target;
}

function convertMultilink(o: { [key: string]: Json }, ctx: ConvertContext): { [key: string]: Json } {
  const { full_slug: fullSlug, ...rest } = o;
  switch (o['linktype']) {
    case 'story': {
      const slug = typeof fullSlug === 'string' ? fullSlug : typeof o['cached_url'] === 'string' ? o['cached_url'] : '';
      const target = storyTarget(slug, ctx);
      return { ...rest, id: target?.uuid ?? '', url: '', linktype: 'story', fieldtype: 'multilink', cached_url: target?.fullSlug ?? slug };
    }
    case 'asset': {
      const url = typeof o['url'] === 'string' ? o['url'] : '';
      const key = assetKey(url);
      const asset = key === undefined ? undefined : ctx.assetByPath.get(key);
      if (key !== undefined && !asset) ctx.problem(`asset "${url}" is not in the brand's assets folder`);
      const absolute = asset?.url ?? url;
      return { ...rest, id: '', url: absolute, linktype: 'asset', fieldtype: 'multilink', cached_url: absolute };
    }
    case 'email':
      return { ...rest, id: '', url: '', linktype: 'email', fieldtype: 'multilink', cached_url: '' };
    default: {
      const url = typeof o['url'] === 'string' ? o['url'] : typeof o['cached_url'] === 'string' ? o['cached_url'] : '';
      return { ...rest, id: '', url, linktype: 'url', fieldtype: 'multilink', cached_url: url };
    }
  }
}

function convertLinkMark(o: { [key: string]: Json }, ctx: ConvertContext): { [key: string]: Json } {
  const attrs = (o['attrs'] ?? {}) as { [key: string]: Json };
  if (attrs['linktype'] !== 'story' || typeof attrs['uuid'] === 'string') return o;
  const { full_slug: fullSlug, ...rest } = attrs;
  const slug = typeof fullSlug === 'string' ? fullSlug : typeof attrs['href'] === 'string' ? attrs['href'] : '';
  const target = storyTarget(slug, ctx);
  return { ...o, attrs: { anchor: null, target: null, ...rest, uuid: target?.uuid ?? null, href: `/${target?.fullSlug ?? slug.replace(/^\//, '')}`, linktype: 'story' } };
}

function convert(value: Json, ctx: ConvertContext, path: string): Json {
  if (Array.isArray(value)) return value.map((item, i) => convert(item, ctx, `${path}.${i}`));
  if (typeof value === 'string') {
    if (!value.includes('/')) return value;
    const target = ctx.storyBySlug.get(value);
    if (target) return target.uuid;
    // A folder (a `starts_with` prefix) is not a reference.
    const isFolder = [...ctx.storyBySlug.keys()].some((slug) => slug.startsWith(`${value.replace(/\/$/, '')}/`));
    if (!isFolder && REFERENCE_ROOTS.some((root) => value.startsWith(root))) ctx.problem(`reference "${value}" names no story of this language`);
    return value;
  }
  if (value === null || typeof value !== 'object') return value;
  // Asset fields: `fieldtype: "asset"`, or any object whose `filename` names a file of the assets folder.
  if (value['fieldtype'] === 'asset' || (typeof value['filename'] === 'string' && ctx.assetByPath.has(assetKey(value['filename']) ?? ''))) return convertAsset(value, ctx);
  if (typeof value['linktype'] === 'string' && !('type' in value)) return convertMultilink(value, ctx);
  if (value['type'] === 'link' && typeof value['attrs'] === 'object') return convertLinkMark(value, ctx);
  const out: { [key: string]: Json } = {};
  for (const [key, field] of Object.entries(value)) {
    out[key] = typeof field === 'string' && (key === 'component' || key === '_uid' || key === 'type' || key === 'text') ? field : convert(field, ctx, `${path}.${key}`);
  }
  if (value['type'] === 'image' && typeof out['attrs'] === 'object' && out['attrs'] !== null && !Array.isArray(out['attrs'])) {
    const attrs = out['attrs'];
    const src = typeof attrs['src'] === 'string' ? attrs['src'] : '';
    const key = assetKey(src);
    if (key !== undefined) {
      const asset = ctx.assetByPath.get(key);
      if (!asset) ctx.problem(`asset "${src}" is not in the brand's assets folder`);
      out['attrs'] = { ...attrs, id: asset?.id ?? null, src: asset?.url ?? src };
    }
  }
  if (typeof value['component'] === 'string' && typeof value['_uid'] !== 'string') out['_uid'] = deterministicUuid(ctx.storyUuid, path);
  return out;
}

/** The content in Storyblok's form; problems go to `ctx.problem`. */
export function convertReferences(content: Record<string, unknown>, ctx: ConvertContext): Record<string, unknown> & { _uid: string; component: string } {
  return convert(content as Json, ctx, 'content') as Record<string, unknown> & { _uid: string; component: string };
}
