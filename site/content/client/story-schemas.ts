/** valibot schemas of the Content Delivery API answers we read (reference §5, §6): checked at the wire. */
import * as v from 'valibot';

export const WireStory = v.looseObject({
  id: v.number(),
  uuid: v.string(),
  name: v.string(),
  slug: v.string(),
  full_slug: v.string(),
  content: v.looseObject({ component: v.string(), _uid: v.optional(v.string()) }),
  lang: v.optional(v.string(), 'default'),
  group_id: v.optional(v.string(), ''),
  is_startpage: v.optional(v.boolean(), false),
  position: v.optional(v.number(), 0),
  parent_id: v.optional(v.nullable(v.number()), null),
  tag_list: v.optional(v.array(v.string()), []),
  published_at: v.optional(v.nullable(v.string()), null),
  first_published_at: v.optional(v.nullable(v.string()), null),
  created_at: v.optional(v.string(), ''),
  updated_at: v.optional(v.string(), ''),
  translated_slugs: v.optional(v.nullable(v.array(v.looseObject({ path: v.string(), name: v.nullable(v.string()), lang: v.string() }))), null),
});
export type WireStory = v.InferOutput<typeof WireStory>;

export const WireSingle = v.looseObject({ story: WireStory, cv: v.optional(v.number()) });

/** How a story of an answer is named in a problem: id, name and slug as far as the answer has them. */
function storyLabel(raw: unknown, index: number): string {
  const s = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const parts = [
    typeof s['id'] === 'number' ? `id ${s['id']}` : null,
    typeof s['name'] === 'string' ? `"${s['name']}"` : null,
    typeof s['full_slug'] === 'string' ? s['full_slug'] : typeof s['slug'] === 'string' ? `slug ${s['slug']}` : null,
  ].filter((p) => p !== null);
  return `story #${index + 1}${parts.length > 0 ? ` (${parts.join(', ')})` : ''}`;
}

/**
 * The stories of a list answer, each checked on its own: a bad story is named (position, id, name, slug)
 * with every field it lacks (`story #3 (id 12, "Kontakt", slug kontakt): full_slug: Invalid key: …`).
 */
export function parseWireStories(raw: unknown): { readonly ok: true; readonly value: WireStory[] } | { readonly ok: false; readonly problems: readonly string[] } {
  if (!Array.isArray(raw)) return { ok: false, problems: ['stories: not a list'] };
  const value: WireStory[] = [];
  const problems: string[] = [];
  raw.forEach((item, index) => {
    const parsed = v.safeParse(WireStory, item);
    if (parsed.success) value.push(parsed.output);
    else problems.push(...parsed.issues.map((issue) => `${storyLabel(item, index)}: ${v.getDotPath(issue) ?? '(story)'}: ${issue.message}`));
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value };
}
