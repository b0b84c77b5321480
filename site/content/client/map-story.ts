/**
 * Storyblok story JSON → `ContentStory` (the edge). The content is kept in the API's form; the page
 * schemas parse it.
 */
import type { ContentBlock, ContentStory } from './content-types.ts';
import type { WireStory } from './story-schemas.ts';

/**
 * Maps one story. `language` is the language that was asked for; a story in the space's default language
 * says `default`, which becomes `language` (or `defaultLanguage`).
 */
export function mapStory(wire: WireStory, language?: string, defaultLanguage?: string): ContentStory {
  const lang = wire.lang === 'default' || wire.lang === '' ? (language ?? defaultLanguage ?? 'default') : wire.lang;
  // fullSlug without leading or trailing slash (folder start pages may answer `blog/`).
  return {
    id: wire.id,
    uuid: wire.uuid,
    groupId: wire.group_id,
    fullSlug: wire.full_slug.replace(/^\/+|\/+$/g, ''),
    slug: wire.slug,
    name: wire.name,
    language: lang,
    isStartpage: wire.is_startpage,
    position: wire.position,
    parentId: wire.parent_id,
    tags: wire.tag_list,
    publishedAt: wire.first_published_at ?? wire.published_at,
    updatedAt: wire.updated_at,
    alternates: (wire.translated_slugs ?? []).map((t) => ({ lang: t.lang, fullSlug: t.path, name: t.name ?? '' })),
    content: wire.content as unknown as ContentBlock,
  };
}
