/** Storyblok's story object as the local service answers it (reference §6). */
export interface WireStory {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  full_slug: string;
  default_full_slug: string | null;
  path: string | null;
  content: Record<string, unknown> & { _uid: string; component: string };
  lang: string;
  translated_slugs: { path: string; name: string; lang: string; published: boolean }[] | null;
  alternates: { id: number; name: string; slug: string; full_slug: string; published: boolean; is_folder: boolean; parent_id: number | null }[];
  created_at: string;
  updated_at: string;
  published_at: string | null;
  first_published_at: string | null;
  sort_by_date: string | null;
  is_startpage: boolean;
  parent_id: number | null;
  group_id: string;
  position: number;
  tag_list: string[];
  meta_data: null;
  release_id: null;
}

/** What the loader keeps beside each story (never sent). */
export interface StoryRecord {
  readonly story: WireStory;
  /** Identity across languages. */
  readonly key: string;
  /** From `_drafts/`: served with `version=draft` only. */
  readonly draftOnly: boolean;
}
