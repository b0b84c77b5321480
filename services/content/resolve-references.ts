/**
 * Server side of relation and link resolution (reference §9 steps 1–2): `rels` holds every story that a
 * `resolve_relations` field (`component.field`) references, one level deeper for `resolve_level=2`;
 * `links` holds the targets of story multilinks and rich-text story links in the `resolve_links` form.
 * Above the limit the uuids go to `rel_uuids` / `link_uuids` instead. Content is never rewritten.
 */
import type { WireStory } from './wire-story.ts';

/** Storyblok's limit of resolved stories per request. */
export const RESOLVE_LIMIT = 50;

export type LinkForm = 'story' | 'url' | 'link';

function collectRelations(content: unknown, fields: readonly { component: string; field: string }[], into: Set<string>): void {
  if (Array.isArray(content)) {
    for (const item of content) collectRelations(item, fields, into);
    return;
  }
  if (content === null || typeof content !== 'object') return;
  const o = content as Record<string, unknown>;
  for (const [key, value] of Object.entries(o)) {
    const wanted = typeof o['component'] === 'string' && fields.some((f) => f.component === o['component'] && f.field === key);
    if (wanted && typeof value === 'string') into.add(value);
    else if (wanted && Array.isArray(value)) {
      for (const item of value) if (typeof item === 'string') into.add(item);
    } else collectRelations(value, fields, into);
  }
}

function collectLinks(content: unknown, into: Set<string>): void {
  if (Array.isArray(content)) {
    for (const item of content) collectLinks(item, into);
    return;
  }
  if (content === null || typeof content !== 'object') return;
  const o = content as Record<string, unknown>;
  if (o['fieldtype'] === 'multilink' && o['linktype'] === 'story' && typeof o['id'] === 'string' && o['id'] !== '') into.add(o['id']);
  if (o['type'] === 'link' && typeof o['attrs'] === 'object' && o['attrs'] !== null) {
    const attrs = o['attrs'] as Record<string, unknown>;
    if (attrs['linktype'] === 'story' && typeof attrs['uuid'] === 'string') into.add(attrs['uuid']);
  }
  for (const value of Object.values(o)) collectLinks(value, into);
}

/** The `resolve_relations` list (`article.author,article.categories`). */
export function parseRelationFields(value: string | null): { component: string; field: string }[] {
  return (value ?? '').split(',').map((s) => s.trim()).filter((s) => s.includes('.')).map((s) => {
    const dot = s.indexOf('.');
    return { component: s.slice(0, dot), field: s.slice(dot + 1) };
  });
}

export interface ResolvedReferences {
  readonly rels: readonly WireStory[];
  readonly relUuids: readonly string[] | undefined;
  readonly links: readonly unknown[];
  readonly linkUuids: readonly string[] | undefined;
}

/** A link target in the `resolve_links` form. */
function linkEntry(story: WireStory, form: LinkForm): unknown {
  if (form === 'story') return story;
  if (form === 'url') return { id: story.id, uuid: story.uuid, name: story.name, slug: story.slug, full_slug: story.full_slug, url: story.full_slug };
  return {
    id: story.id, uuid: story.uuid, slug: story.full_slug, full_slug: story.full_slug, path: story.path, real_path: `/${story.full_slug}`, name: story.name,
    published: story.published_at !== null, parent_id: story.parent_id, is_folder: false, is_startpage: story.is_startpage, position: story.position,
    alternates: story.translated_slugs?.map((t) => ({ path: t.path, name: t.name, lang: t.lang, published: t.published })) ?? [],
  };
}

export interface ResolveOptions {
  readonly stories: readonly WireStory[];
  /** Every story of the requested version and language, by uuid. */
  readonly byUuid: ReadonlyMap<string, WireStory>;
  readonly relationFields: readonly { component: string; field: string }[];
  /** `2` also resolves relations inside resolved relations. */
  readonly level: number;
  readonly linkForm: LinkForm | null;
  /** @default RESOLVE_LIMIT */
  readonly limit?: number;
}

/** `rels`/`rel_uuids` and `links`/`link_uuids` for the stories of one answer. */
export function resolveReferences(o: ResolveOptions): ResolvedReferences {
  const limit = o.limit ?? RESOLVE_LIMIT;
  const relUuids = new Set<string>();
  if (o.relationFields.length > 0) {
    for (const story of o.stories) collectRelations(story.content, o.relationFields, relUuids);
    if (o.level >= 2) for (const uuid of Array.from(relUuids)) { const rel = o.byUuid.get(uuid); if (rel) collectRelations(rel.content, o.relationFields, relUuids); }
  }
  const rels = [...relUuids].flatMap((uuid) => o.byUuid.get(uuid) ?? []);
  const linkUuids = new Set<string>();
  if (o.linkForm !== null) for (const story of o.stories) collectLinks(story.content, linkUuids);
  const targets = [...linkUuids].flatMap((uuid) => o.byUuid.get(uuid) ?? []);
  const linkForm = o.linkForm ?? 'story';
  return {
    rels: rels.length > limit ? [] : rels,
    relUuids: rels.length > limit ? rels.map((s) => s.uuid) : undefined,
    links: targets.length > limit ? [] : targets.map((s) => linkEntry(s, linkForm)),
    linkUuids: targets.length > limit ? targets.map((s) => s.uuid) : undefined,
  };
}
