import * as v from 'valibot';

/**
 * Field shapes inside a story's `content` (Storyblok §7), as the renderers receive them: relations already
 * resolved to story objects, multilinks with `cached_url` (and `story` once links are resolved). The file
 * forms of the embedded content (`full_slug` strings, `{ linktype, full_slug }`) are accepted too, so the
 * same schemas check the files in `content/` and the API's answers.
 */

/** An image: the Storyblok asset object (files carry `filename` and `alt` only). */
export const AssetSchema = v.looseObject({
  filename: v.pipe(v.string(), v.minLength(1, 'an image needs a filename')),
  alt: v.optional(v.nullable(v.string())),
  title: v.optional(v.nullable(v.string())),
  focus: v.optional(v.nullable(v.string())),
  id: v.optional(v.nullable(v.number())),
  fieldtype: v.optional(v.literal('asset')),
});
export type Asset = v.InferOutput<typeof AssetSchema>;

/** A resolved story reference (the story object the client puts where the uuid was). */
export const StoryRefSchema = v.looseObject({
  uuid: v.optional(v.string()),
  name: v.string(),
  full_slug: v.string(),
  content: v.looseObject({ component: v.string() }),
});

/** A relation: a story object once resolved; a full_slug (file form) or uuid (unresolved) otherwise. */
export const RelationSchema = v.union([v.pipe(v.string(), v.minLength(1, 'a relation needs a slug')), StoryRefSchema]);
export type Relation = v.InferOutput<typeof RelationSchema>;

/** A multilink (Storyblok §7.1) in either form; the link rules (`content/links`) turn it into an href. */
export const MultilinkSchema = v.looseObject({
  linktype: v.picklist(['story', 'url', 'email', 'asset'], 'linktype must be story, url, email or asset'),
  fieldtype: v.optional(v.literal('multilink')),
  id: v.optional(v.string()),
  url: v.optional(v.string()),
  cached_url: v.optional(v.string()),
  full_slug: v.optional(v.string()),
  email: v.optional(v.string()),
  anchor: v.optional(v.string()),
  target: v.optional(v.picklist(['_self', '_blank'])),
  story: v.optional(v.looseObject({ full_slug: v.string() })),
});
export type Multilink = v.InferOutput<typeof MultilinkSchema>;

/** A rich-text node (Storyblok §7.2); children and marks are checked for shape, node types by the renderer. */
export interface RichTextNode {
  readonly type: string;
  readonly text?: string | undefined;
  readonly attrs?: Readonly<Record<string, unknown>> | undefined;
  readonly marks?: readonly { readonly type: string; readonly attrs?: Readonly<Record<string, unknown>> | undefined }[] | undefined;
  readonly content?: readonly RichTextNode[] | undefined;
}

const MarkSchema = v.looseObject({ type: v.string(), attrs: v.optional(v.record(v.string(), v.unknown())) });
export const RichTextNodeSchema: v.GenericSchema<RichTextNode> = v.looseObject({
  type: v.string(),
  text: v.optional(v.string()),
  attrs: v.optional(v.record(v.string(), v.unknown())),
  marks: v.optional(v.array(MarkSchema)),
  content: v.optional(v.array(v.lazy(() => RichTextNodeSchema))),
});

/** A rich-text document: `{ type: 'doc', content }`. */
export const RichTextSchema = v.looseObject({ type: v.literal('doc', 'rich text must be a doc'), content: v.array(RichTextNodeSchema) });
export type RichText = v.InferOutput<typeof RichTextSchema>;

/** Non-empty text. */
export const Text = v.pipe(v.string(), v.minLength(1, 'must not be empty'));
