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
  content: v.looseObject({ component: v.string() }),
});
export type StoryFile = v.InferOutput<typeof StoryFileSchema>;
