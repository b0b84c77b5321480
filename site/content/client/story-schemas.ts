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
export const WireList = v.looseObject({ stories: v.array(WireStory), cv: v.optional(v.number()) });
