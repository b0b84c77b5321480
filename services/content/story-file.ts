/**
 * The story file format (`content/<brand>/<language>/<full_slug>.json`): one story in one language.
 * Relation and story-link fields hold full slugs of the same language; the loader turns them into
 * Storyblok's form (uuids, multilinks with `cached_url`).
 */
import * as v from 'valibot';

const Block = v.looseObject({ component: v.pipe(v.string(), v.minLength(1, 'needs a component name')) });

/** Body of one story file. */
export const StoryFile = v.object({
  /** Story name (shown in the editor; page titles usually come from content fields). */
  name: v.pipe(v.string(), v.minLength(1, 'needs a name')),
  /** Identity across languages: stories with the same key are translations of each other (→ `group_id`). */
  key: v.pipe(v.string(), v.minLength(1, 'needs a key')),
  /** Order in its folder (`sort_by=position`). @default 0 */
  position: v.optional(v.pipe(v.number(), v.integer())),
  /** Folder start page (`is_startpage`). @default false */
  isStartpage: v.optional(v.boolean()),
  /** `tag_list`. @default [] */
  tags: v.optional(v.array(v.string())),
  /** ISO-8601 publication time (`published_at`, `first_published_at`, `sort_by_date`). @default 2024-01-01T00:00:00.000Z */
  publishedAt: v.optional(v.pipe(v.string(), v.isoTimestamp('must be an ISO-8601 timestamp like 2024-05-01T08:00:00.000Z'))),
  content: Block,
});
export type StoryFile = v.InferOutput<typeof StoryFile>;

/** Every problem of a file body, one line each (`content.component: needs a component name`). */
export function storyFileProblems(issues: readonly v.BaseIssue<unknown>[]): string[] {
  return issues.map((issue) => `${v.getDotPath(issue) ?? '(file)'}: ${issue.message}`);
}
