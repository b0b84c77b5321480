/**
 * Answers `GET /v2/cdn/stories` and `GET /v2/cdn/stories/{full_slug | id | uuid?find_by=uuid}` for one
 * space (reference §2, §3, §5, §10, §14), as a status, a JSON body and headers.
 */
import type { ContentStore, LanguageStories, Space } from './load-content-store.ts';
import { filterStories } from './filter-stories.ts';
import { parseRelationFields, resolveReferences, type LinkForm } from './resolve-references.ts';
import type { WireStory } from './wire-story.ts';

export interface ContentReply {
  readonly status: number;
  readonly body: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

/** Access tokens per brand. Local defaults: `<brand>-public` and `<brand>-preview`. */
export type SpaceTokens = Readonly<Record<string, { readonly public: string; readonly preview: string }>>;

export const UNAUTHORIZED: ContentReply = { status: 401, body: { error: 'Unauthorized' } };
export const NOT_FOUND: ContentReply = { status: 404, body: ['This record could not be found'] };
const LINK_FORMS: Readonly<Record<string, LinkForm>> = { '1': 'story', story: 'story', url: 'url', link: 'link' };
const MAX_PER_PAGE = 100;
const DEFAULT_PER_PAGE = 25;

/** The space and token kind a token opens, or `undefined`. */
export function spaceForToken(store: ContentStore, tokens: SpaceTokens, token: string | null): { space: Space; preview: boolean } | undefined {
  if (!token) return undefined;
  for (const space of store.spaces.values()) {
    const t = tokens[space.brand] ?? { public: `${space.brand}-public`, preview: `${space.brand}-preview` };
    if (token === t.public) return { space, preview: false };
    if (token === t.preview) return { space, preview: true };
  }
  return undefined;
}

/** Adds `_editable` to every block (draft answers, for the visual editor). */
function withEditable(value: unknown, space: Space, storyId: number): unknown {
  if (Array.isArray(value)) return value.map((v) => withEditable(v, space, storyId));
  if (value === null || typeof value !== 'object') return value;
  const o = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) out[k] = withEditable(v, space, storyId);
  if (typeof o['component'] === 'string' && typeof o['_uid'] === 'string') {
    out['_editable'] = `<!--#storyblok#${JSON.stringify({ name: o['component'], space: String(space.id), uid: o['_uid'], id: String(storyId) })}-->`;
  }
  return out;
}

function shape(story: WireStory, query: URLSearchParams, space: Space, draft: boolean): WireStory {
  const excludedFields = (query.get('excluding_fields') ?? '').split(',').filter((s) => s !== '');
  const excludedStoryFields = (query.get('excluding_story_fields') ?? '').split(',').filter((s) => s !== '');
  let content = story.content;
  if (excludedFields.length > 0) content = Object.fromEntries(Object.entries(content).filter(([k]) => !excludedFields.includes(k))) as WireStory['content'];
  if (draft) content = withEditable(content, space, story.id) as WireStory['content'];
  const out = { ...story, content } as Record<string, unknown>;
  for (const field of excludedStoryFields) if (!['id', 'uuid', 'content', 'full_slug', 'slug', 'name'].includes(field)) delete out[field];
  return out as unknown as WireStory;
}

function languageOf(space: Space, query: URLSearchParams): LanguageStories | undefined {
  const requested = query.get('language');
  return space.languages.get(!requested || requested === 'default' ? space.defaultLanguage : requested);
}

export interface AnswerOptions {
  readonly store: ContentStore;
  readonly tokens: SpaceTokens;
  /** Path after `/v2/cdn/stories`: `''` for the list, else the slug, id or uuid. */
  readonly rest: string;
  readonly query: URLSearchParams;
  /** @default 50 */
  readonly resolveLimit?: number;
}

/** One stories answer. */
export function answerStories(o: AnswerOptions): ContentReply {
  const access = spaceForToken(o.store, o.tokens, o.query.get('token'));
  const version = o.query.get('version') === 'draft' ? 'draft' : 'published';
  if (!access || (version === 'draft' && !access.preview)) return UNAUTHORIZED;
  const { space } = access;
  const resolveLinks = o.query.get('resolve_links');
  if (resolveLinks !== null && resolveLinks !== '' && resolveLinks !== '0' && !(resolveLinks in LINK_FORMS)) {
    return { status: 422, body: { error: `resolve_links must be one of 1, story, url, link (got "${resolveLinks}")` } };
  }
  const language = languageOf(space, o.query);
  const all = language?.[version] ?? [];
  const stories = all.map((r) => r.story);
  const byUuid = new Map(stories.map((s) => [s.uuid, s]));
  const draft = version === 'draft';
  const references = (selected: readonly WireStory[]) => {
    const r = resolveReferences({
      stories: selected,
      byUuid,
      relationFields: parseRelationFields(o.query.get('resolve_relations')),
      level: Number(o.query.get('resolve_level') ?? 1),
      linkForm: resolveLinks ? (LINK_FORMS[resolveLinks] ?? null) : null,
      ...(o.resolveLimit === undefined ? {} : { limit: o.resolveLimit }),
    });
    return {
      cv: space.cv,
      rels: r.rels.map((s) => shape(s, o.query, space, draft)),
      links: r.links.map((l) => (l !== null && typeof l === 'object' && 'content' in l ? shape(l as WireStory, o.query, space, draft) : l)),
      ...(r.relUuids ? { rel_uuids: r.relUuids } : {}),
      ...(r.linkUuids ? { link_uuids: r.linkUuids } : {}),
    };
  };

  if (o.rest === '') {
    const matching = filterStories(stories, o.query);
    const perPage = Math.min(MAX_PER_PAGE, Math.max(1, Number.parseInt(o.query.get('per_page') ?? '', 10) || DEFAULT_PER_PAGE));
    const page = Math.max(1, Number.parseInt(o.query.get('page') ?? '', 10) || 1);
    const selected = matching.slice((page - 1) * perPage, page * perPage);
    return {
      status: 200,
      body: { stories: selected.map((s) => shape(s, o.query, space, draft)), ...references(selected) },
      headers: { 'per-page': String(perPage), total: String(matching.length) },
    };
  }
  const story = findStory(stories, o.rest, o.query);
  if (!story) return NOT_FOUND;
  const contentType = o.query.get('content_type');
  if (contentType && story.content.component !== contentType) return NOT_FOUND;
  return { status: 200, body: { story: shape(story, o.query, space, draft), ...references([story]) } };
}

function findStory(stories: readonly WireStory[], rest: string, query: URLSearchParams): WireStory | undefined {
  const key = decodeURIComponent(rest);
  if (query.get('find_by') === 'uuid') return stories.find((s) => s.uuid === key);
  if (/^\d+$/.test(key)) {
    const byId = stories.find((s) => s.id === Number(key));
    if (byId) return byId;
  }
  const slug = key.replace(/\/+$/, '');
  return stories.find((s) => s.full_slug === slug) ?? (key.endsWith('/') ? stories.find((s) => s.is_startpage && s.full_slug.startsWith(`${slug}/`) && !s.full_slug.slice(slug.length + 1).includes('/')) : undefined);
}
