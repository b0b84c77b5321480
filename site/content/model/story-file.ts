import * as v from 'valibot';

/**
 * One embedded content file, `content/<brand>/<language>/<full_slug>.json`: one story in one language.
 * `key` is the story's identity across languages (its Storyblok `group_id`): hreflang alternates and the
 * language switcher follow it, while slugs may be translated.
 */
export const StoryFileSchema = v.strictObject({
  name: v.pipe(v.string(), v.minLength(1, 'a story needs a name')),
  key: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9/_-]*$/, 'key must be lower-case letters, digits, - _ /')),
  position: v.optional(v.number()),
  isStartpage: v.optional(v.boolean()),
  tags: v.optional(v.array(v.string())),
  /** ISO-8601 publication time (the content service's `published_at`). @default 2024-01-01T00:00:00.000Z */
  publishedAt: v.optional(v.pipe(v.string(), v.isoTimestamp('must be an ISO-8601 timestamp like 2024-05-01T08:00:00.000Z'))),
  content: v.looseObject({ component: v.string() }),
});
