/**
 * A story as the site uses it, mapped at the edge from the Storyblok story object (§6): only the fields the
 * routes and pages read. `content` stays raw until a page or central schema parses it.
 */
export interface ContentStory {
  readonly uuid: string;
  readonly name: string;
  /** `sitepages/structure/service/kontakt`: folder path and slug, no leading or trailing slash. */
  readonly fullSlug: string;
  /** Identity across languages (Storyblok `group_id`): the alternate key. */
  readonly groupId: string;
  /** The story's language code (`de`, `en`, ...). */
  readonly language: string;
  readonly isStartpage: boolean;
  readonly position: number;
  readonly tags: readonly string[];
  readonly publishedAt: string | null;
  readonly content: { readonly component: string } & Readonly<Record<string, unknown>>;
}

/** The parts of a Storyblok story object (§6) we read. */
export interface StoryblokStoryLike {
  readonly uuid: string;
  readonly name: string;
  readonly full_slug: string;
  readonly group_id: string;
  readonly lang?: string;
  readonly is_startpage?: boolean;
  readonly position?: number;
  readonly tag_list?: readonly string[];
  readonly published_at?: string | null;
  readonly first_published_at?: string | null;
  readonly content: { readonly component: string } & Readonly<Record<string, unknown>>;
}

/** Maps a Storyblok story object to our story; `language` is the one asked for (`lang` is `default` for the source language). */
export function mapStoryblokStory(story: StoryblokStoryLike, language: string): ContentStory {
  return {
    uuid: story.uuid,
    name: story.name,
    fullSlug: story.full_slug.replace(/^\/+|\/+$/g, ''),
    groupId: story.group_id,
    language: story.lang && story.lang !== 'default' ? story.lang : language,
    isStartpage: story.is_startpage ?? false,
    position: story.position ?? 0,
    tags: story.tag_list ?? [],
    publishedAt: story.first_published_at ?? story.published_at ?? null,
    content: story.content,
  };
}
