import type { Json, PageRoute } from '@cycle/engine';
import type { BrandConfig } from '../../brands/brand-schema.ts';
import type { ContactPageData } from '../contact/contact-page-data.ts';
import { localizedPath, stripContentPrefix } from '../content/links/content-href.ts';
import type { Block, ErrorScreenContent } from '../content/model/blocks.ts';
import { parseCentralContent, parsePageContent } from '../content/model/parse-content.ts';
import { isPageComponent, PAGE_KIND_OF, type ContentPageKind, type PageContent } from '../content/model/pages.ts';
import type { ContentPageData, EditorialParts, ListingItem } from '../content/render/content-page-data.ts';
import { FORM_MARKER_TAGS } from '../content/render/classify-snippet.ts';
import type { ContentSource } from '../content/source/content-source.ts';
import type { ContentStory } from '../content/source/content-story.ts';
import type { Locale } from '../locale/locales.ts';
import type { ContentProblem } from '../content/problems/content-problem.ts';
import { apiStoryLabel, deadLinkProblems, linksOf, pageStoryProblems, referenceProblems, type LocatedLink, type StoryFileLabel } from '../content/problems/check-content-pages.ts';
import { slicesFor } from './crawl-routes.ts';
import { editorialSlugOf } from './merge-routes.ts';

/** Page stories live here; country overrides in `sitepages/structure-override-<country>/`. */
export const PAGES_FOLDER = 'sitepages/structure/';
const OVERRIDE_FOLDER = (country: string): string => `sitepages/structure-override-${country.toLowerCase()}/`;
/** The editor's fallback screen for unhandled render errors. */
export const ERROR_SCREEN_SLUG = 'sitecentralcontent/settings/error-screen';

/** Component chunk of a content page kind (`site/pages/<chunk>/<chunk>-page.tsx`). */
export function contentChunkOf(component: string): 'content-home' | 'splash' | 'content' | 'bike-comparison' | 'store-locator' {
  if (component === 'home' || component === 'flexible_home') return 'content-home';
  if (component === 'store_locator') return 'store-locator';
  if (component === 'bike_comparison') return 'bike-comparison';
  return component === 'splash' ? 'splash' : 'content';
}

/** Stories tagged `server-only` (legal and company copy) render without hydration (partial hydration). */
const SERVER_ONLY_TAG = 'server-only';

export interface ContentRouteSourceOptions {
  readonly brand: BrandConfig;
  readonly locales: readonly Locale[];
  readonly source: ContentSource;
  /** The contact form's data for a page whose rich text holds a form marker. */
  readonly contactForm: (locale: Locale, route: PageRoute) => ContactPageData;
  /** Names a story in content problems (its file when the files are known). @default apiStoryLabel (`story de/<full_slug>`) */
  readonly storyFile?: StoryFileLabel;
  /** Whether `source` answers images as image-service URLs, as the API does (the file source keeps file names): then a file name is a missing asset. @default true */
  readonly imagesResolved?: boolean;
}

/** A loaded content page. */
export interface LoadedContentPage {
  readonly data: Json;
  readonly head: { readonly title: string; readonly description?: string; readonly robots?: string };
}

export interface ContentRouteSource {
  /** Every locale's page stories as routes: markets filtered, overrides applied, alternates by story key. */
  crawl(): Promise<PageRoute[]>;
  /** The data of a route this source crawled; `null` for other routes. */
  load(route: PageRoute): Promise<LoadedContentPage | null>;
  /** The editorial parts of the story a commerce route shares its path with (`context.editorial`); `null` without one. */
  editorial(route: PageRoute): Promise<LoadedEditorial | null>;
  /**
   * Every content problem of the crawled stories, naming file and field: page stories with an unknown component
   * or fields the schemas reject (a story whose content cannot be rendered is left out of the crawl), relations the
   * API could not resolve or whose story the schemas reject, images missing from the assets, and links
   * of built content pages that name no story or lead to no page in `built` (every path of the build; `null`:
   * links are not checked).
   */
  problems(built: ReadonlySet<string> | null): Promise<ContentProblem[]>;
  /** The editor's error screen of a language (read once per language); `null` without an error story. */
  errorScreen(language: string): Promise<ErrorScreenContent | null>;
}

/** A story's editorial parts for a commerce page, with its SEO title and description (absent: the commerce page's). */
export interface LoadedEditorial {
  readonly parts: EditorialParts;
  readonly head: { readonly title?: string; readonly description?: string };
}

const storyPathOf = (story: ContentStory): string => {
  const rest = stripContentPrefix(story.fullSlug);
  return rest === 'home' ? '' : rest;
};

const shownIn = (story: ContentStory, locale: Locale): boolean => {
  const markets = story.content['markets'];
  return !Array.isArray(markets) || markets.includes(locale.country);
};

const hasFormMarker = (content: unknown): boolean => FORM_MARKER_TAGS.some((tag) => JSON.stringify(content).includes(`<${tag}`));

/** A story in the page folders (`sitepages/structure/`, a country override): the crawl turns it into routes. */
const isPageStory = (story: ContentStory): boolean => story.fullSlug.startsWith(PAGES_FOLDER) || /^sitepages\/structure-override-[a-z]+\//.test(story.fullSlug) || `${story.fullSlug}/` === PAGES_FOLDER;

function fail(what: string, message: string): never {
  throw new Error(`Content: ${what}: ${message}`);
}

/**
 * The content route source: page stories per locale (language folder, `markets` filter, country overrides)
 * become routes; their loader parses the story, resolves listings and the error screen, and adds the contact
 * form where the rich text asks for it. Stories are read once per language and render thread.
 */
export function createContentRouteSource(o: ContentRouteSourceOptions): ContentRouteSource {
  const pagesByLanguage = new Map<string, Promise<readonly ContentStory[]>>();
  const pagesOf = (language: string): Promise<readonly ContentStory[]> => {
    let pages = pagesByLanguage.get(language);
    if (pages === undefined) {
      pages = o.source.getAllStories({ language, startsWith: 'sitepages/' }).then((r) => (r.ok ? r.value : fail(`stories of "${language}"`, r.error.message)));
      pagesByLanguage.set(language, pages);
    }
    return pages;
  };

  /** Page stories of a language by full slug, from the same list read (one request per 100 stories). */
  const bySlugByLanguage = new Map<string, Promise<ReadonlyMap<string, ContentStory>>>();
  const storiesBySlug = (language: string): Promise<ReadonlyMap<string, ContentStory>> => {
    let bySlug = bySlugByLanguage.get(language);
    if (bySlug === undefined) {
      bySlug = pagesOf(language).then((all) => new Map(all.map((story) => [story.fullSlug, story])));
      bySlugByLanguage.set(language, bySlug);
    }
    return bySlug;
  };

  /**
   * A page story as `cdn/stories/{slug}` gives it, taken from the language's list read: the list carries the
   * same resolved relations and links, and one request per story would queue every page behind the API's
   * 5 requests per second. A slug the list does not hold is asked for on its own.
   */
  async function pageStory(slug: string, language: string): Promise<ContentStory> {
    const listed = (await storiesBySlug(language)).get(slug);
    if (listed !== undefined) return listed;
    const r = await o.source.getStory(slug, { language });
    return r.ok ? r.value : fail(`${language}/${slug}`, r.error.message);
  }

  const storyFile = o.storyFile ?? apiStoryLabel;
  /** Page stories of a language whose content cannot be rendered (reported by `problems`, never built). */
  const brokenByLanguage = new Map<string, Promise<ReadonlySet<string>>>();
  const brokenOf = (language: string): Promise<ReadonlySet<string>> => {
    let broken = brokenByLanguage.get(language);
    if (broken === undefined) {
      broken = pagesOf(language).then((all) => new Set(all.filter((s) => isPageStory(s) && !parsePageContent(s.content).ok).map((s) => s.fullSlug)));
      brokenByLanguage.set(language, broken);
    }
    return broken;
  };

  /** The stories a locale shows, by path after the locale: base stories, then the country's overrides. */
  async function storiesOf(locale: Locale): Promise<Map<string, ContentStory>> {
    const all = await pagesOf(locale.language);
    const byPath = new Map<string, ContentStory>();
    const override = OVERRIDE_FOLDER(locale.country);
    for (const folder of [PAGES_FOLDER, override]) {
      for (const story of all) {
        if (!story.fullSlug.startsWith(folder) && `${story.fullSlug}/` !== folder) continue;
        if (!isPageComponent(story.content.component) || !shownIn(story, locale) || (await brokenOf(locale.language)).has(story.fullSlug)) continue;
        byPath.set(storyPathOf(story), story);
      }
    }
    return byPath;
  }

  function routeOf(locale: Locale, story: ContentStory): PageRoute {
    const kind = PAGE_KIND_OF[story.content.component as keyof typeof PAGE_KIND_OF];
    const path = localizedPath(story.fullSlug, locale);
    const home = path === locale.path;
    return {
      path,
      component: contentChunkOf(story.content.component),
      kind,
      lang: locale.tag,
      locale: locale.id,
      // The home story shares the fixed home's key, so locales without a content home stay in its cluster.
      alternate: { key: home ? 'home' : `content:${story.groupId}`, hreflang: locale.tag, ...(locale.isXDefault ? { xDefault: true } : {}) },
      context: { locale: locale.id, kind, content: story.fullSlug, language: locale.language },
      staticQueries: [
        { name: 'dictionary', scope: locale.language },
        { name: 'site', scope: locale.id },
      ],
      slices: slicesFor(locale, kind, o.brand),
      ...(story.tags.includes(SERVER_ONLY_TAG) ? { serverOnly: true } : {}),
    };
  }

  async function listingOf(locale: Locale, story: ContentStory, content: PageContent): Promise<ListingItem[]> {
    const scope = content.component === 'publication_listing' || content.component === 'campaign_listing' ? content.scope : undefined;
    const folder = scope === 'site' ? PAGES_FOLDER : `${story.fullSlug}/`;
    const wanted = content.component === 'campaign_listing' ? 'campaign' : 'publication';
    const categories = content.component === 'publication_listing' ? content.categories : undefined;
    const children = [...(await storiesOf(locale)).values()].filter(
      (s) => s.fullSlug.startsWith(folder) && s.content.component === wanted && (!categories || categories.includes(s.content['category'] as 'news')),
    );
    const items = children.map((child): ListingItem & { sort: string } => {
      const parsed = parsePageContent(child.content);
      if (!parsed.ok) fail(`${locale.language}/${child.fullSlug}`, parsed.issues.join('; '));
      const c = parsed.value;
      if (c.component !== 'publication' && c.component !== 'campaign') fail(child.fullSlug, 'not a publication or campaign');
      const meta = c.component === 'publication' ? c.date.slice(0, 10) : c.startDate && c.endDate ? `${c.startDate.slice(0, 10)} – ${c.endDate.slice(0, 10)}` : undefined;
      return { title: c.title, text: c.teaserText, image: c.teaserImage, fullSlug: child.fullSlug, meta, sort: c.component === 'publication' ? c.date : (c.startDate ?? '') };
    });
    return items.sort((a, b) => b.sort.localeCompare(a.sort) || a.fullSlug.localeCompare(b.fullSlug)).map(({ sort: _sort, ...item }) => item);
  }

  const errorScreens = new Map<string, Promise<ErrorScreenContent | null>>();
  function errorScreenOf(language: string): Promise<ErrorScreenContent | null> {
    let screen = errorScreens.get(language);
    if (screen === undefined) {
      screen = readErrorScreen(language);
      errorScreens.set(language, screen);
    }
    return screen;
  }

  async function readErrorScreen(language: string): Promise<ErrorScreenContent | null> {
    const r = await o.source.getStory(ERROR_SCREEN_SLUG, { language });
    if (!r.ok) {
      if (r.error.type === 'not-found') return null;
      return fail(`${language}/${ERROR_SCREEN_SLUG}`, r.error.message);
    }
    const parsed = parseCentralContent(r.value.content, ['error_screen']);
    return parsed.ok ? parsed.value : fail(`${language}/${ERROR_SCREEN_SLUG}`, parsed.issues.join('; '));
  }

  async function problems(built: ReadonlySet<string> | null): Promise<ContentProblem[]> {
    const found: ContentProblem[] = [];
    const languages = [...new Set(o.locales.map((l) => l.language))];
    for (const language of languages) {
      const labelOf = (fullSlug: string): string => storyFile(language, fullSlug);
      for (const story of await pagesOf(language)) {
        if (!isPageStory(story)) continue;
        found.push(...pageStoryProblems(story, labelOf(story.fullSlug)), ...referenceProblems(story, labelOf(story.fullSlug), labelOf, o.imagesResolved ?? true));
      }
    }
    if (built === null) return found;
    const links: LocatedLink[] = [];
    for (const locale of o.locales) {
      const labelOf = (fullSlug: string): string => storyFile(locale.language, fullSlug);
      for (const story of (await storiesOf(locale)).values()) {
        // A commerce page that shares the story's path shows its editorial parts: their links count the same.
        links.push(...linksOf(story, locale, labelOf(story.fullSlug), labelOf).map((link) => ({ ...link, localeId: locale.id })));
      }
    }
    // Story links name stories of their own language: grouped by language, checked against its stories.
    const languageOf = new Map(o.locales.map((l) => [l.id, l.language]));
    for (const language of languages) {
      const stories = await storiesBySlug(language);
      found.push(...deadLinkProblems(links.filter((link) => languageOf.get(link.localeId) === language), built, (target) => stories.has(target)));
    }
    return found;
  }

  return {
    problems,
    async crawl() {
      const routes: PageRoute[] = [];
      for (const locale of o.locales) {
        for (const story of (await storiesOf(locale)).values()) routes.push(routeOf(locale, story));
      }
      return routes;
    },
    async load(route) {
      const slug = route.context?.['content'];
      if (typeof slug !== 'string') return null;
      const locale = o.locales.find((l) => l.id === route.context?.['locale']);
      if (locale === undefined) return fail(slug, `unknown locale of ${route.path}`);
      const story = await pageStory(slug, locale.language);
      const parsed = parsePageContent(story.content);
      if (!parsed.ok) return fail(`${locale.language}/${slug}`, parsed.issues.join('; '));
      const content = parsed.value;
      const listing = content.component === 'publication_listing' || content.component === 'campaign_listing' ? await listingOf(locale, story, content) : undefined;
      const data: ContentPageData = {
        kind: route.kind as ContentPageKind,
        content,
        ...(listing ? { listing } : {}),
        contactForm: hasFormMarker(content) ? o.contactForm(locale, route) : null,
        story: { fullSlug: slug, language: locale.language, uuid: story.uuid, ...(story.tags.length > 0 ? { tags: story.tags } : {}) },
      };
      const title = content.seoTitle || `${content.title} | ${o.brand.name}`;
      const description = content.seoDescription || content.intro;
      return { data: data as unknown as Json, head: { title, ...(description ? { description } : {}) } };
    },
    errorScreen: errorScreenOf,
    async editorial(route) {
      const slug = editorialSlugOf(route);
      if (slug === null) return null;
      const locale = o.locales.find((l) => l.id === route.context?.['locale']);
      if (locale === undefined) return fail(slug, `unknown locale of ${route.path}`);
      const story = await pageStory(slug, locale.language);
      const parsed = parsePageContent(story.content);
      if (!parsed.ok) return fail(`${locale.language}/${slug}`, parsed.issues.join('; '));
      return editorialOf(parsed.value, { fullSlug: slug, language: locale.language, uuid: story.uuid });
    },
  };
}

/**
 * The editorial parts of a parsed page story (DECISIONS "Page ownership"): an opening hero stays above the
 * grid (and carries the intro, so the intro is left out then), the other body blocks and a category's SEO
 * text go below it; `seoTitle`/`seoDescription` become the head's title and description.
 */
export function editorialOf(content: PageContent, story: EditorialParts['story']): LoadedEditorial {
  const body = content.body ?? [];
  const first = body[0];
  const hero = first !== undefined && (first.component === 'hero' || first.component === 'hero_reference') ? first : null;
  const seoText = content.component === 'category' ? (content.seoText ?? null) : null;
  // A rich-text block that repeats the SEO text word for word is shown once, as the SEO text.
  const repeatsSeoText = (b: Block): boolean => seoText !== null && b.component === 'rich_text' && JSON.stringify(b.text) === JSON.stringify(seoText);
  const parts: EditorialParts = {
    hero,
    intro: hero === null && content.intro ? content.intro : null,
    body: (hero === null ? body : body.slice(1)).filter((b) => !repeatsSeoText(b)),
    seoText,
    story,
  };
  return { parts, head: { ...(content.seoTitle ? { title: content.seoTitle } : {}), ...(content.seoDescription ? { description: content.seoDescription } : {}) } };
}
